import type { Metadata } from 'next';
import { ProfilePage } from '@/components/auth/profile-page';
import { SignedInBox } from '@/components/auth/signed-in-box';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

// /account (t=profile) – account settings: the signed-in box (spec 001 §2), the profile and account deletion.
export default function AccountPage() {
  return <ProfilePage heading="Account Settings" withDelete top={<SignedInBox returnTo="/account" />} />;
}
