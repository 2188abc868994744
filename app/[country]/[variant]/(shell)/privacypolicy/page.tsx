import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { PRIVACY } from '@/components/static/legal-pages';

// /privacypolicy

export function generateMetadata() {
  return staticMetadata(PRIVACY, '/privacypolicy');
}

export default function PrivacypolicyPage() {
  return <StaticPage content={PRIVACY} />;
}
