import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivatePage } from '@/components/devices/activate-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('devices');
  return { title: t('activatePage.title'), robots: { index: false } };
}

// /activate?code – TV activation (spec 001 §2; RFC 8628's verification_uri)
export default async function Page({ searchParams }: { searchParams: Promise<{ code?: string | string[] }> }) {
  const { code } = await searchParams;
  return <ActivatePage path="/activate" code={Array.isArray(code) ? code[0] : code} />;
}
