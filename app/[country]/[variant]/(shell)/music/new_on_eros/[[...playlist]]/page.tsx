import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getMusicAlbums } from '@/lib/api/browse';
import { getPlaylist } from '@/lib/api/catalogue';
import { pageMetadata } from '@/lib/seo';
import { ItemGrid } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { cardShape } from '@/components/catalogue/catalogue-card';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ playlist: [] }];
}

// /music/new_on_eros – the newest albums; /music/new_on_eros/{playlistTitle}/{playlistId} – one new-releases row

interface Props {
  params: Promise<{ playlist?: string[] }>;
}

async function load(props: Props) {
  const { playlist = [] } = await props.params;
  if (playlist.length === 0) return null;
  const id = Number(playlist[1]);
  if (playlist.length !== 2 || !Number.isInteger(id) || id <= 0) notFound();
  const row = await getPlaylist(id);
  if (!row) notFound();
  return row;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const row = await load(props);
  const t = await getTranslations('music');
  return pageMetadata({
    title: row ? row.title : t('newReleases.title'),
    path: '/music/new_on_eros',
    description: t('newReleases.description'),
  });
}

export default async function NewMusicPage(props: Props) {
  const row = await load(props);
  if (row)
    return (
      <BrowsePage heading={row.title}>
        <ItemGrid items={row.contents} shape={cardShape(row.display)} />
      </BrowsePage>
    );
  const t = await getTranslations('music');
  const { data } = await getMusicAlbums({ contentTypeId: 4, popular: false, rows: 60 });
  return (
    <BrowsePage heading={t('newReleases.title')} intro={t('newReleases.intro')}>
      <ItemGrid items={data} shape="square" />
    </BrowsePage>
  );
}
