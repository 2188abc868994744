import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getContentLanguages, getProfiles } from '@/lib/api/profiles-server';
import { ManageProfiles } from '@/components/profiles/manage-profiles';
import { ProfilesUnavailable } from '@/components/profiles/profiles-unavailable';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('profiles');
  return { title: t('manage.heading'), robots: { index: false } };
}

// /profiles/manage – add, change and delete profiles, their PINs, languages and the parental control (issues 49, 50).
export default async function ManageProfilesPage() {
  const [list, languages] = await Promise.all([getProfiles(), getContentLanguages()]);
  if (!list) return <ProfilesUnavailable />;
  return <ManageProfiles initial={list} languages={languages} />;
}
