import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getProfiles } from '@/lib/api/profiles-server';
import { safeReturnPath } from '@/contract/return-path';
import { WhosWatching } from '@/components/profiles/whos-watching';
import { ProfilesUnavailable } from '@/components/profiles/profiles-unavailable';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profiles');
  return { title: t('whosWatching.heading'), robots: { index: false } };
}

// /profiles?rurl={path} – "Who's watching?" (issue 49): choosing a profile goes on to rurl.

interface Props {
  searchParams: Promise<{ rurl?: string | string[] }>;
}

export default async function ProfilesPage({ searchParams }: Props) {
  const { rurl } = await searchParams;
  const asked = safeReturnPath(typeof rurl === 'string' ? rurl : null);
  // never back here: the page asked for is one the chosen profile watches
  const next = asked.startsWith('/profiles') ? '/' : asked;
  const list = await getProfiles();
  if (!list) return <ProfilesUnavailable />;
  return <WhosWatching profiles={list.profiles} currentId={list.current} next={next} />;
}
