import { useTranslations } from 'next-intl';
import type { Chart } from '@/contract/schemas/music';
import { chartLink } from '@/lib/links';
import { Section } from './item-grid';
import { TrackList } from './track-list';

/** Every chart with its top entries and a link to the whole chart. */
export function ChartList({ charts }: { charts: Chart[] }) {
  const t = useTranslations('browse');
  return (
    <>
      {charts.map((chart) => (
        <Section
          key={chart.chart_id}
          id={`chart-${chart.chart_id}`}
          title={chart.name}
          more={{ href: chartLink(chart), label: t('chartList.all', { count: chart.total }) }}
        >
          <p style={{ margin: '0 0 0.75rem', color: 'var(--text-2, #b8b8c8)' }}>{chart.description}</p>
          <TrackList tracks={chart.contents} showAlbum />
        </Section>
      ))}
    </>
  );
}
