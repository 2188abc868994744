import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getOwnPlaylists } from '@/lib/api/library-server';
import { getSignedInUser } from '@/lib/session';
import { publicSlugOf } from '@/stores/session-rules';
import { userProfileLink } from '@/lib/links';
import { loginLink } from '@/lib/return-path';
import { Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { LibraryTabs, PlaylistCards } from '@/components/library/playlist-cards';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('library');
  return { title: t('tabs.playlists'), robots: { index: false } };
}

// /account/playlists – the user's playlists grouped Audio and Video, newest first (spec 001 §3)

export default async function MyPlaylistsPage() {
  const [playlists, user, t] = await Promise.all([getOwnPlaylists(), getSignedInUser(), getTranslations('library')]);
  if (!playlists || !user) redirect(loginLink('/account/playlists'));
  const empty = playlists.AUDIO.length === 0 && playlists.VIDEO.length === 0;
  return (
    <BrowsePage heading={t('tabs.playlists')}>
      <LibraryTabs current="playlists" />
      {empty ? <p>{t('playlistsPage.empty')}</p> : null}
      {playlists.AUDIO.length > 0 ? (
        <Section id="audio-playlists" title={t('playlists.audioPlaylists')}>
          <PlaylistCards playlists={playlists.AUDIO} showPrivacy />
        </Section>
      ) : null}
      {playlists.VIDEO.length > 0 ? (
        <Section id="video-playlists" title={t('playlists.videoPlaylists')}>
          <PlaylistCards playlists={playlists.VIDEO} showPrivacy />
        </Section>
      ) : null}
      <p>
        {t.rich('playlistsPage.publicProfile', {
          link: (chunks) => <Link href={userProfileLink(publicSlugOf(user) ?? user.uuid)}>{chunks}</Link>,
        })}
      </p>
    </BrowsePage>
  );
}
