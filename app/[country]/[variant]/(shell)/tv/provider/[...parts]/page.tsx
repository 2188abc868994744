import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getLiveGuide, getProvider } from '@/lib/api/browse';
import { tvProviderLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { EmptyNote, ItemGrid, Section } from '@/components/browse/item-grid';
import { BrowsePage } from '@/components/ui/browse-page';
import { LiveGuide } from '@/components/browse/live-guide';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ parts: ['_'] }];
}

// /tv/provider/{providerId} (fashiontv, adt10 ...) – a provider's channels and shows;
// /tv/provider/{providerId?}/live – its live guide (every channel's without a provider)

interface Props {
  params: Promise<{ parts: string[] }>;
}

async function load(props: Props) {
  const { parts } = await props.params;
  if (parts.length === 1 && parts[0] === 'live') return { provider: null, liveOnly: true };
  if (parts.length > 2 || (parts.length === 2 && parts[1] !== 'live')) notFound();
  const provider = await getProvider(decodeURIComponent(parts[0]));
  if (!provider) notFound();
  return { provider, liveOnly: parts.length === 2 };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const t = await getTranslations('browse');
  const { provider, liveOnly } = await load(props);
  if (!provider)
    return pageMetadata({
      title: t('liveTv.title'),
      path: '/tv/live',
      description: t('provider.liveTvDescription'),
    });
  return pageMetadata({
    title: liveOnly ? t('provider.live', { provider: provider.provider_name }) : provider.provider_name,
    path: `${tvProviderLink(provider.provider_code)}${liveOnly ? '/live' : ''}`,
    description: t('provider.description', { provider: provider.provider_name }),
  });
}

export default async function ProviderPage(props: Props) {
  const t = await getTranslations('browse');
  const { provider, liveOnly } = await load(props);
  if (!provider) {
    const guide = await getLiveGuide();
    return (
      <BrowsePage heading={t('liveTv.title')}>
        <LiveGuide channels={guide?.data ?? []} />
      </BrowsePage>
    );
  }
  return (
    <BrowsePage heading={liveOnly ? t('provider.live', { provider: provider.provider_name }) : provider.provider_name}>
      <Section id="provider-live" title={t('provider.liveChannels')}>
        {provider.channels.length > 0 ? (
          <LiveGuide channels={provider.channels} />
        ) : (
          <EmptyNote>{t('provider.noLiveChannels', { provider: provider.provider_name })}</EmptyNote>
        )}
      </Section>
      {!liveOnly && provider.assets.length > 0 ? (
        <Section id="provider-shows" title={t('provider.shows')}>
          <ItemGrid items={provider.assets} />
        </Section>
      ) : null}
    </BrowsePage>
  );
}
