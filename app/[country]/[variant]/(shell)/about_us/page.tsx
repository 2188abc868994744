import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { ABOUT } from '@/components/static/legal-pages';

// /about_us

export const metadata = staticMetadata(ABOUT, '/about_us');

export default function AboutUsPage() {
  return <StaticPage content={ABOUT} />;
}
