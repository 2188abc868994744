import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_SUBSCRIPTION, HELP_TOPICS } from '@/components/static/help-pages';

// /help_subscription

export function generateMetadata() {
  return staticMetadata(HELP_SUBSCRIPTION, '/help_subscription');
}

export default function HelpSubscriptionPage() {
  return <StaticPage content={HELP_SUBSCRIPTION} related={HELP_TOPICS} />;
}
