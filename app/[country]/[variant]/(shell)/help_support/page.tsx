import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_SUPPORT, HELP_TOPICS } from '@/components/static/help-pages';

// /help_support

export function generateMetadata() {
  return staticMetadata(HELP_SUPPORT, '/help_support');
}

export default function HelpSupportPage() {
  return <StaticPage content={HELP_SUPPORT} related={HELP_TOPICS} />;
}
