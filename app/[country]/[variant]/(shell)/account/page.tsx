import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilePage } from '@/components/auth/profile-page';
import { SignedInBox } from '@/components/auth/signed-in-box';
import { ActiveProductPanel } from '@/components/payments/active-product-panel';
import { DeviceList } from '@/components/devices/device-list';
import { getSignedInDevices } from '@/lib/api/devices-server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('account');
  return { title: t('settings.heading'), robots: { index: false } };
}

// /account (t=profile; t=redeem opens Redeem promo code) – account settings: the signed-in box
// (spec 001 §2), the plan with Cancel and Renew, the signed-in devices, the profile and account deletion.
export default async function AccountPage() {
  const [devices, t] = await Promise.all([getSignedInDevices().catch(() => null), getTranslations('account')]);
  return (
    <ProfilePage
      heading={t('settings.heading')}
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
