import type { Metadata } from 'next';
import { ProfilePage } from '@/components/auth/profile-page';
import { SignedInBox } from '@/components/auth/signed-in-box';
import { ActiveProductPanel } from '@/components/payments/active-product-panel';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

// /account (t=profile; t=redeem opens Redeem promo code) – account settings: the signed-in box
// (spec 001 §2), the plan with Cancel and Renew, the profile and account deletion.
export default function AccountPage() {
  return (
    <ProfilePage
      heading="Account Settings"
      withDelete
      top={
        <>
          <SignedInBox returnTo="/account" />
          <ActiveProductPanel />
        </>
      }
    />
  );
}
