import type { Metadata } from 'next';
import { LandingPage } from '@/components/catalogue/landing-page';

export const metadata: Metadata = { title: 'Movies' };

export default function MoviesPage() {
  return <LandingPage page="movies" heading="Movies" withCarousel={false} />;
}
