import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPublicProfile } from '@/lib/api/library-server';
import { userProfileLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { PlaylistCards } from '@/components/library/playlist-cards';
import styles from '@/components/library/library.module.css';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ userSlug: '_' }];
}

// /u/{userSlug} – a public profile: the user's public playlists, no sign-in needed (spec 001 §2, §6)

interface Props {
  params: Promise<{ userSlug: string }>;
}

async function load(props: Props) {
  const { userSlug } = await props.params;
  // spec 001 §9: /u/null is the link of a user without a string id
  if (userSlug === 'null') notFound();
  const profile = await getPublicProfile(userSlug);
  if (!profile) notFound();
  return profile;
}

/** The page's heading: the user's playlists, by name when they have one. */
async function headingOf(name: string): Promise<string> {
  const t = await getTranslations('library');
  return name.trim() ? t('publicProfile.heading', { name: name.trim() }) : t('publicProfile.unnamed');
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [profile, t] = await Promise.all([load(props), getTranslations('library')]);
  const count = profile.AUDIO.length + profile.VIDEO.length;
  return pageMetadata({
    title: await headingOf(profile.user.name),
    path: userProfileLink(profile.user.user_slug),
    description: t('publicProfile.description', { count }),
    type: 'profile',
  });
}

export default async function PublicProfilePage(props: Props) {
  const [profile, t] = await Promise.all([load(props), getTranslations('library')]);
  const empty = profile.AUDIO.length === 0 && profile.VIDEO.length === 0;
  return (
    <BrowsePage heading={await headingOf(profile.user.name)}>
      {empty ? <p className={styles.empty}>{t('publicProfile.empty')}</p> : null}
      {profile.AUDIO.length > 0 ? (
        <Section id="audio-playlists" title={t('playlists.audioPlaylists')}>
          <PlaylistCards playlists={profile.AUDIO} />
        </Section>
      ) : null}
      {profile.VIDEO.length > 0 ? (
        <Section id="video-playlists" title={t('playlists.videoPlaylists')}>
          <PlaylistCards playlists={profile.VIDEO} />
        </Section>
      ) : null}
    </BrowsePage>
  );
}
