import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getChart } from '@/lib/api/browse';
import { chartLink } from '@/lib/links';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { BrowsePage } from '@/components/ui/browse-page';
import { TrackList, trackLink } from '@/components/browse/track-list';
import { CONTENT_TYPE } from '@/contract/constants';
import { JsonLd } from '@/components/browse/json-ld';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ chartId: '_', chartName: '_' }];
}

// /music/top-charts/{chartId}/{chartName} – one chart, every entry with Play

interface Props {
  params: Promise<{ chartId: string }>;
}

async function load(props: Props) {
  const id = Number((await props.params).chartId);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const chart = await getChart(id);
  if (!chart) notFound();
  return chart;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const chart = await load(props);
  return pageMetadata({ title: chart.name, description: chart.description, path: chartLink(chart), type: 'website' });
}

export default async function ChartPage(props: Props) {
  const chart = await load(props);
  return (
    <BrowsePage heading={chart.name} intro={chart.description}>
      <JsonLd
        data={{
          '@type': 'MusicPlaylist',
          name: chart.name,
          url: absoluteUrl(chartLink(chart)),
          numTracks: chart.total,
          track: chart.contents.map((track) => ({
            '@type': 'MusicRecording',
            name: track.content_title,
            url: absoluteUrl(trackLink(track)),
          })),
        }}
      />
      <TrackList tracks={chart.contents} showAlbum addAll={chartPlaylistData(chart)} />
    </BrowsePage>
  );
}

/** The add-to-playlist modal data of a whole chart: its tracks (or music videos) in chart order. */
function chartPlaylistData(chart: { chart_id: number; contents: Array<{ content_id: number | null; content_type_id: number | null }> }) {
  const contents = chart.contents.flatMap((item) => (item.content_id === null ? [] : [item.content_id]));
  if (contents.length === 0) return undefined;
  const video = chart.contents.every((item) => item.content_type_id === CONTENT_TYPE.musicVideo);
  return { isChart: true, chartId: chart.chart_id, contents, ...(video ? { isVideo: true } : { isMusicAudio: true }) };
}
