import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { playAheadId } from '@/components/player/play-ahead';
import type { CatalogueItem } from '@/contract/schemas/catalogue';
import { contentLink } from '@/lib/links';
import { formatDuration } from '@/lib/format';
import { WatchlistButton } from '@/components/library/watchlist-button';
import { canWatchlist } from '@/components/library/watchlist-rules';
import styles from './catalogue.module.css';
import { ArtPicture } from '@/components/ui/art-picture';

export type CardShape = 'poster' | 'landscape' | 'square';

export function cardShape(display: string): CardShape {
  return display === 'landscape' || display === 'square' ? display : 'poster';
}

/** The width of a card's artwork by shape, as catalogue.module.css sets it (clamp of px and vw). */
const ARTWORK_SIZES: Record<CardShape, string> = {
  poster: '(min-width: 1385px) 180px, (min-width: 846px) 13vw, 110px',
  landscape: '(min-width: 1364px) 300px, (min-width: 909px) 22vw, 200px',
  square: '(min-width: 1357px) 190px, (min-width: 929px) 14vw, 130px',
};

/** The artwork URL for a card of the given shape. */
export function cardImage(item: CatalogueItem, shape: CardShape): string | undefined {
  const { poster, thumbnail, banner, square } = item.images;
  if (shape === 'square') return square ?? poster ?? thumbnail;
  if (shape === 'landscape') return thumbnail ?? banner ?? poster;
  return poster ?? thumbnail;
}

export function itemTitle(item: CatalogueItem): string {
  return item.content_id !== null && item.content_title ? item.content_title : item.asset_title;
}

/**
 * `eager`: on screen at load; `lead`: the page's largest paint; `urgent`: part of a first screen
 * without a hero; `crawler`: drawn for a crawler (ArtPicture). Drawn on the server, or in the
 * browser for rows loaded as the visitor scrolls.
 */
export function CatalogueCard({
  item,
  shape,
  eager = false,
  lead = false,
  urgent = false,
  crawler = false,
}: {
  item: CatalogueItem;
  shape: CardShape;
  eager?: boolean;
  lead?: boolean;
  urgent?: boolean;
  crawler?: boolean;
}) {
  const t = useTranslations('browse');
  const locale = useLocale();
  const title = itemTitle(item);
  const image = cardImage(item, shape);
  // a title dubbed into other languages says how many it plays in (issue 50); one language says nothing
  const audioLanguages = item.audio_languages?.length ?? 0;
  const meta = [
    item.release_year,
    item.duration ? formatDuration(item.duration, locale) : null,
    audioLanguages > 1 ? t('card.audioLanguages', { count: audioLanguages }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const card = (
    <Link
      href={contentLink(item)}
      className={`${styles.card} ${styles[shape]}`}
      prefetch={false}
      data-access={item.access_level}
      // pressed, the link prepares the play its page opens with (title-link-intent.tsx)
      data-play={playAheadId(item)}
    >
      <span className={styles.artwork}>
        {image ? (
          // a card on screen at load is decoded with the first frame it is painted in; one further down
          // is decoded off the main thread when it scrolls in
          <ArtPicture
            src={image}
            sizes={ARTWORK_SIZES[shape]}
            alt=""
            eager={eager}
            lead={lead}
            urgent={urgent}
            crawler={crawler}
            decoding={eager || lead || urgent ? undefined : 'async'}
          />
        ) : null}
        {item.isFree === 'NO' ? <span className={styles.badge}>{t('card.premium')}</span> : null}
      </span>
      <span className={styles.cardTitle}>{title}</span>
      {meta ? <span className={styles.cardMeta}>{meta}</span> : null}
    </Link>
  );
  if (!canWatchlist(item.asset_type)) return card;
  // the watchlist button sits over the artwork, beside the link rather than inside it
  return (
    <div className={styles.cardFrame}>
      {card}
      <WatchlistButton compact assetType={item.asset_type} assetId={item.asset_id} title={item.asset_title} />
    </div>
  );
}
