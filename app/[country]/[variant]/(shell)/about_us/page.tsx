import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { ABOUT } from '@/components/static/legal-pages';

// /about_us

export function generateMetadata() {
  return staticMetadata(ABOUT, '/about_us');
}

export default function AboutUsPage() {
  return <StaticPage content={ABOUT} />;
}
