import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { PRIVACY } from '@/components/static/legal-pages';

// /privacypolicy

export const metadata = staticMetadata(PRIVACY, '/privacypolicy');

export default function PrivacypolicyPage() {
  return <StaticPage content={PRIVACY} />;
}
