import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_CENTER } from '@/components/static/help-pages';

// /helpcenter

export function generateMetadata() {
  return staticMetadata(HELP_CENTER, '/helpcenter');
}

export default function HelpcenterPage() {
  return <StaticPage content={HELP_CENTER} />;
}
