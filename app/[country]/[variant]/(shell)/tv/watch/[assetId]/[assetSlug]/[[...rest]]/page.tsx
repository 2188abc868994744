import type { Metadata } from 'next';
import { SeriesPage, seriesMetadata, type SeriesParams, type SeriesRoute } from '@/components/browse/series-page';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ assetId: '_', assetSlug: '_', rest: [] }];
}

// /tv/watch/{assetId}/{assetSlug}/{seasonId (digits)?}/{contentId (digits)?}/{contentSlug?} – a show and its episodes

const route: SeriesRoute = {
  assetType: 'TV SHOWS',
  withSeason: true,
  contentIdOf: (rest) =>
    rest.length > 3 || rest.slice(0, 2).some((part) => !/^\d+$/.test(part)) ? undefined : rest[1] ? Number(rest[1]) : null,
};

interface Props {
  params: Promise<SeriesParams>;
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return seriesMetadata(route, params);
}

export default function TvShowPage({ params }: Props) {
  return <SeriesPage route={route} params={params} />;
}
