import type { Metadata } from 'next';
import { LandingPage } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'TV shows' };

export default function TvPage() {
  return <LandingPage page="tv" heading="TV shows" withCarousel={false} />;
}
