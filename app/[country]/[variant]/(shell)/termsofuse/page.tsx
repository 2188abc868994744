import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { TERMS } from '@/components/static/legal-pages';

// /termsofuse

export const metadata = staticMetadata(TERMS, '/termsofuse');

export default function TermsofusePage() {
  return <StaticPage content={TERMS} />;
}
