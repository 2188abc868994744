import { cache } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { notFound } from 'next/navigation';
import type { EditorialPlaylist } from '@/contract/schemas/catalogue';
import { getPageRows, getPlaylist } from '@/lib/api/catalogue';
import { EmptyNote } from './item-grid';
import styles from './browse.module.css';
import cardStyles from '@/components/catalogue/catalogue.module.css';
import { ArtImage } from '@/components/ui/art-image';

/** The music page's rows made of one content type: 4 for song mixes, 3 for video mixes. */
export async function mixesOf(contentType: 3 | 4): Promise<EditorialPlaylist[]> {
  const rows = await getPageRows('music', 0, 50);
  return rows.data.filter(
    (row) => row.item_kind === 'content' && row.contents.length > 0 && row.contents.every((item) => item.content_type_id === contentType),
  );
}

/** One mix with all its items, from the id in its address; a 404 for anything else. Once per request. */
export const loadMix = cache(async (idSegment: string): Promise<EditorialPlaylist> => {
  const id = Number(idSegment);
  if (!Number.isInteger(id) || id <= 0) notFound();
  const playlist = await getPlaylist(id, 0, 1000);
  if (!playlist || playlist.item_kind !== 'content') notFound();
  return playlist;
});

/** Mixes as cards: the first item's artwork, the mix title and its size. */
export function MixList({ mixes, linkOf }: { mixes: EditorialPlaylist[]; linkOf: (mix: EditorialPlaylist) => string }) {
  const t = useTranslations('browse');
  if (mixes.length === 0) return <EmptyNote>{t('mixList.empty')}</EmptyNote>;
  return (
    <ul className={`${styles.grid} ${styles.square}`}>
      {mixes.map((mix) => {
        const art = mix.contents[0]?.images.square ?? mix.contents[0]?.images.thumbnail;
        return (
          <li key={mix.playlist_id}>
            <Link href={linkOf(mix)} className={`${cardStyles.card} ${cardStyles.square}`} prefetch={false}>
              <span className={cardStyles.artwork}>{art ? <ArtImage src={art} alt="" /> : null}</span>
              <span className={cardStyles.cardTitle}>{mix.title}</span>
              <span className={cardStyles.cardMeta}>
                {mix.contents[0]?.content_type_id === 3
                  ? t('mixList.videos', { count: mix.total })
                  : t('mixList.songs', { count: mix.total })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
