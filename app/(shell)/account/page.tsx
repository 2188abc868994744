import type { Metadata } from 'next';
import { ProfilePage } from '@/components/auth/profile-page';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

// /account (t=profile) – account settings: the profile and account deletion.
export default function AccountPage() {
  return <ProfilePage heading="Account Settings" withDelete />;
}
