import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_ACCOUNT, HELP_TOPICS } from '@/components/static/help-pages';

// /help_account

export function generateMetadata() {
  return staticMetadata(HELP_ACCOUNT, '/help_account');
}

export default function HelpAccountPage() {
  return <StaticPage content={HELP_ACCOUNT} related={HELP_TOPICS} />;
}
