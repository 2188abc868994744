import type { Metadata } from 'next';
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
  const { provider, liveOnly } = await load(props);
  if (!provider)
    return pageMetadata({
      title: 'Live TV',
      path: '/tv/live',
      description: 'Live TV channels on Chalchitra with what is on now and next.',
    });
  return pageMetadata({
    title: liveOnly ? `${provider.provider_name} Live` : provider.provider_name,
    path: `${tvProviderLink(provider.provider_code)}${liveOnly ? '/live' : ''}`,
    description: `${provider.provider_name} on Chalchitra: live channels, what is on now and next, and shows to watch any time.`,
  });
}

export default async function ProviderPage(props: Props) {
  const { provider, liveOnly } = await load(props);
  if (!provider) {
    const guide = await getLiveGuide();
    return (
      <BrowsePage heading="Live TV">
        <LiveGuide channels={guide?.data ?? []} />
      </BrowsePage>
    );
  }
  return (
    <BrowsePage heading={liveOnly ? `${provider.provider_name} Live` : provider.provider_name}>
      <Section id="provider-live" title="Live channels">
        {provider.channels.length > 0 ? (
          <LiveGuide channels={provider.channels} />
        ) : (
          <EmptyNote>No live channels from {provider.provider_name} right now.</EmptyNote>
        )}
      </Section>
      {!liveOnly && provider.assets.length > 0 ? (
        <Section id="provider-shows" title="Shows">
          <ItemGrid items={provider.assets} />
        </Section>
      ) : null}
    </BrowsePage>
  );
}
