import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { PRIVACY } from '@/components/static/legal-pages';

// /mobile_privacy_policy (no shell, for the apps' webviews)

export function generateMetadata() {
  return staticMetadata(PRIVACY, '/mobile_privacy_policy');
}

export default function MobilePrivacyPolicyPage() {
  return <StaticPage content={PRIVACY} />;
}
