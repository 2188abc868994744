import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { TERMS } from '@/components/static/legal-pages';

// /termsofuse

export function generateMetadata() {
  return staticMetadata(TERMS, '/termsofuse');
}

export default function TermsofusePage() {
  return <StaticPage content={TERMS} />;
}
