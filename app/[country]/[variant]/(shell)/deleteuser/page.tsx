import type { Metadata } from 'next';
import { DeleteAccount } from '@/components/auth/delete-account';

export const metadata: Metadata = { title: 'Delete account', robots: { index: false } };

// /deleteuser – account deletion after re-authentication (spec 000 §4).
export default function DeleteUserPage() {
  return <DeleteAccount />;
}
