import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { TERMS } from '@/components/static/legal-pages';

// /mobile_terms_of_use (no shell, for the apps' webviews)

export function generateMetadata() {
  return staticMetadata(TERMS, '/mobile_terms_of_use');
}

export default function MobileTermsOfUsePage() {
  return <StaticPage content={TERMS} />;
}
