import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { HELP_FEATURES, HELP_TOPICS } from '@/components/static/help-pages';

// /help_features

export function generateMetadata() {
  return staticMetadata(HELP_FEATURES, '/help_features');
}

export default function HelpFeaturesPage() {
  return <StaticPage content={HELP_FEATURES} related={HELP_TOPICS} />;
}
