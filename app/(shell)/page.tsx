import { LandingPage, type LandingSearchParams } from '@/components/catalogue/landing-page';

export default function HomePage({ searchParams }: { searchParams: LandingSearchParams }) {
  return <LandingPage page="home" heading="Chalchitra: Indian movies, TV shows, originals, music and live TV" searchParams={searchParams} />;
}
