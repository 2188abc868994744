import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { GETTING_STARTED, HELP_TOPICS } from '@/components/static/help-pages';

// /getting_started

export function generateMetadata() {
  return staticMetadata(GETTING_STARTED, '/getting_started');
}

export default function GettingStartedPage() {
  return <StaticPage content={GETTING_STARTED} related={HELP_TOPICS} />;
}
