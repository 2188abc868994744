'use client';

import { useTranslations } from 'next-intl';
import type { FavouriteData } from '@/lib/api/library';
import { useSessionStore, useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import { useAudioStoreApi } from '@/stores/audio-store';
import { changeFavourite, signedInOrLogin } from './library-actions';
import { LibraryToggle } from './library-toggle';
import styles from './library-buttons.module.css';

/**
 * Makes a track or music video a favourite, or stops it being one (spec 001 §3, §7). Its state is
 * the favourite ids read from the origin; signed out, it opens the login modal and the favourite
 * is added once the user is signed in.
 */
export function FavouriteButton({ data, title, compact = true }: { data: FavouriteData; title: string; compact?: boolean }) {
  const t = useTranslations('library');
  const session = useSessionStoreApi();
  const ui = useUiStoreApi();
  const audio = useAudioStoreApi();
  const favourite = useSessionStore((state) => state.favouriteIdsData.includes(data.content_id));

  async function toggle() {
    if (signedInOrLogin(session, ui, { kind: 'favourite', data })) await changeFavourite(session, ui, audio, data, !favourite);
  }

  return (
    <LibraryToggle
      active={favourite}
      label={{
        add: t('favouriteButton.add', { title }),
        remove: t('favouriteButton.remove', { title }),
        addTitle: t('favouriteButton.addTitle'),
        removeTitle: t('favouriteButton.removeTitle'),
      }}
      text={t('favouriteButton.text')}
      className={compact ? styles.iconButton : styles.actionButton}
      compact={compact}
      onToggle={toggle}
      icon={
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      }
    />
  );
}
