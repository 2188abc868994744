import type { Metadata } from 'next';
import { getStars } from '@/lib/api/browse';
import { pageMetadata } from '@/lib/seo';
import { PeopleGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';

// /stars – the stars of the catalogue, most popular first

export const metadata: Metadata = pageMetadata({
  title: 'Stars',
  path: '/stars',
  description: 'The actors, directors, music directors and singers of Indian cinema and music: their films, shows and songs on Chalchitra.',
});

export default async function StarsPage() {
  const { data } = await getStars(0, 200);
  return (
    <BrowsePage heading="Stars" intro="Actors, directors, music directors and singers, with everything of theirs you can watch or play.">
      <PeopleGrid people={data} />
    </BrowsePage>
  );
}
