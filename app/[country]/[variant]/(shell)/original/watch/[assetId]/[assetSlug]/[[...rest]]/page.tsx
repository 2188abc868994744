import type { Metadata } from 'next';
import { SeriesPage, seriesMetadata, type SeriesParams, type SeriesRoute } from '@/components/browse/series-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ assetId: '_', assetSlug: '_', rest: [] }];
}

// /original/watch/{assetId}/{assetSlug} – an original; /original/watch/{assetId}/{assetSlug}/{contentId}/{contentSlug} – one episode.
// Phones and larger screens share this page; its layout adapts (poster hidden and details stacked on phones).

const route: SeriesRoute = {
  assetType: 'ORIGINAL',
  withSeason: false,
  contentIdOf: (rest) =>
    rest.length > 2 || (rest[0] !== undefined && !/^\d+$/.test(rest[0])) ? undefined : rest[0] ? Number(rest[0]) : null,
};

interface Props {
  params: Promise<SeriesParams>;
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return seriesMetadata(route, params);
}

export default function OriginalPage({ params }: Props) {
  return <SeriesPage route={route} params={params} />;
}
