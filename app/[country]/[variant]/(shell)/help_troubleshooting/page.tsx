import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_TROUBLESHOOTING, HELP_TOPICS } from '@/components/static/help-pages';

// /help_troubleshooting

export function generateMetadata() {
  return staticMetadata(HELP_TROUBLESHOOTING, '/help_troubleshooting');
}

export default function HelpTroubleshootingPage() {
  return <StaticPage content={HELP_TROUBLESHOOTING} related={HELP_TOPICS} />;
}
