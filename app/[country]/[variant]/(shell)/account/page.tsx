import type { Metadata } from 'next';
import { ProfilePage } from '@/components/auth/profile-page';
import { SignedInBox } from '@/components/auth/signed-in-box';
import { ActiveProductPanel } from '@/components/payments/active-product-panel';
import { DeviceList } from '@/components/devices/device-list';
import { getSignedInDevices } from '@/lib/api/devices-server';

export const metadata: Metadata = { title: 'Account Settings', robots: { index: false } };

// /account (t=profile; t=redeem opens Redeem promo code) – account settings: the signed-in box
// (spec 001 §2), the plan with Cancel and Renew, the signed-in devices, the profile and account deletion.
export default async function AccountPage() {
  const devices = await getSignedInDevices().catch(() => null);
  return (
    <ProfilePage
      heading="Account Settings"
      withDelete
      top={
        <>
          <SignedInBox returnTo="/account" />
          <ActiveProductPanel />
          {devices ? <DeviceList devices={devices} /> : null}
        </>
      }
    />
  );
}
