import type { Metadata } from 'next';
import { getProfiles } from '@/lib/api/profiles-server';
import { ManageProfiles } from '@/components/profiles/manage-profiles';
import { ProfilesUnavailable } from '@/components/profiles/profiles-unavailable';

export const metadata: Metadata = { title: 'Manage profiles', robots: { index: false } };

// /profiles/manage – add, change and delete profiles, their PINs and the parental control (issue 49).
export default async function ManageProfilesPage() {
  const list = await getProfiles();
  if (!list) return <ProfilesUnavailable />;
  return <ManageProfiles initial={list} />;
}
