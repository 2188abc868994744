import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeleteAccount } from '@/components/auth/delete-account';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('deleteAccount.title'), robots: { index: false } };
}

// /deleteuser – account deletion after re-authentication (spec 000 §4).
export default function DeleteUserPage() {
  return <DeleteAccount />;
}
