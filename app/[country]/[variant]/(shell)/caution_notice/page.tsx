import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { CAUTION } from '@/components/static/legal-pages';

// /caution_notice

export function generateMetadata() {
  return staticMetadata(CAUTION, '/caution_notice');
}

export default function CautionNoticePage() {
  return <StaticPage content={CAUTION} />;
}
