import { LandingPage } from '@/components/catalogue/landing-page';

export default function HomePage() {
  return <LandingPage page="home" heading="Chalchitra: Indian movies, TV shows, originals, music and live TV" />;
}
