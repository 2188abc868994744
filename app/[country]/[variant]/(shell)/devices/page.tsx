import { StaticPage, staticMetadata } from '@/components/static/static-page';
import { DEVICES } from '@/components/static/help-pages';

// /devices

export function generateMetadata() {
  return staticMetadata(DEVICES, '/devices');
}

export default function DevicesPage() {
  return <StaticPage content={DEVICES} />;
}
