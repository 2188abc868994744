import type { Metadata } from 'next';
import { LandingPage } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Quickie' };

export default function QuickiePage() {
  return <LandingPage page="quickie" heading="Quickie" withCarousel={false} />;
}
