import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { MOBILE_FAQ } from '@/components/static/help-pages';

// /mobile_faq (no shell, for the apps' webviews)

export function generateMetadata() {
  return staticMetadata(MOBILE_FAQ, '/mobile_faq');
}

export default function MobileFaqPage() {
  return <StaticPage content={MOBILE_FAQ} />;
}
