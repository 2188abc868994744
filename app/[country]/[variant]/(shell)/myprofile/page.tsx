import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/auth/profile-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('myProfile.heading'), robots: { index: false } };
}

// /myprofile – the signed-in user's profile.
export default async function MyProfilePage() {
  const t = await getTranslations('account');
  return <ProfilePage heading={t('myProfile.heading')} withDelete={false} />;
}
