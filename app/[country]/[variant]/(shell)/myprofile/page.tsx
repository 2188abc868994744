import type { Metadata } from 'next';
import { ProfilePage } from '@/components/auth/profile-page';

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } };

// /myprofile – the signed-in user's profile.
export default function MyProfilePage() {
  return <ProfilePage heading="My Profile" withDelete={false} />;
}
