'use client';

import { useTranslations } from 'next-intl';
import { pushEvent } from '@/lib/analytics';
import { isMzaalo } from '@/stores/session-rules';
import { useSessionStoreApi, useUiStoreApi } from '@/stores/store-provider';
import styles from '@/components/library/library-buttons.module.css';

/**
 * Shares a song or music video and reports it (spec 001 §7 "music share" event): the system share
 * sheet where the browser has one (phones), else the share modal. A MZaalo member earns coins.
 */
export function ShareButton({ contentId, title, path, image }: { contentId: number; title: string; path: string; image?: string | null }) {
  const t = useTranslations('share');
  const ui = useUiStoreApi();
  const session = useSessionStoreApi();

  async function share() {
    const url = new URL(path, window.location.origin).toString();
    const shared = (method: string) => {
      pushEvent({ event: 'music_share', content_id: contentId, title, method });
      if (isMzaalo(session.getState().activeUserPlan))
        void import('@/components/rewards/coins').then(({ earnForShareAndAnnounce }) => earnForShareAndAnnounce(ui, contentId));
    };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        shared('share');
        return;
      } catch (error) {
        // the viewer closed the share sheet: nothing was shared
        if ((error as DOMException).name === 'AbortError') return;
      }
    }
    ui.getState().openModal('share', { url, title, ...(image ? { media: image } : {}), onShared: shared });
  }

  return (
    <button type="button" className={styles.actionButton} onClick={() => void share()} aria-label={t('shareButton.label', { title })}>
      {t('shareButton.text')}
    </button>
  );
}
