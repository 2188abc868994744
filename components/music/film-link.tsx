import { useTranslations } from 'next-intl';
import { contentLink } from '@/lib/links';
import { TrackedLink } from './tracked-link';

/** "From the film … Watch {film}" for a soundtrack album, its songs and music videos (the music watch-movie event). */
export function FilmLink({
  film,
  fromAssetId,
  className,
}: {
  film: { asset_type: 'MOVIE'; asset_id: number; asset_title: string; asset_slug: string };
  fromAssetId: number;
  className?: string;
}) {
  const t = useTranslations('music');
  return (
    <p className={className}>
      {t.rich('filmLink.text', {
        film: film.asset_title,
        link: (chunks) => (
          <TrackedLink
            href={contentLink(film)}
            event={{ event: 'music_watch_movie', from_asset_id: fromAssetId, asset_id: film.asset_id, title: film.asset_title }}
          >
            {chunks}
          </TrackedLink>
        ),
      })}
    </p>
  );
}
