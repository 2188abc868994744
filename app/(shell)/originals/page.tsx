import type { Metadata } from 'next';
import { LandingPage } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Chalchitra Originals' };

export default function OriginalsPage() {
  return <LandingPage page="originals" heading="Chalchitra Originals" withCarousel={false} />;
}
