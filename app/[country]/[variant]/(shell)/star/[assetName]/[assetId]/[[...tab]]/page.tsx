import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPerson } from '@/lib/api/browse';
import { starLink } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { PersonView, STAR_TABS, personSummary, type StarTab } from '@/components/browse/person-view';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ assetName: '_', assetId: '_', tab: [] }];
}

// /star/{assetName}/{assetId}/{activeTab?}/{detailType?} – a star's page with its tabs

interface Props {
  params: Promise<{ assetName: string; assetId: string; tab?: string[] }>;
}

async function load(params: Props['params']) {
  const { assetId, tab } = await params;
  const id = Number(assetId);
  if (!Number.isInteger(id) || id <= 0 || (tab?.length ?? 0) > 2) notFound();
  const active = tab?.[0] ?? 'all';
  if (!STAR_TABS.some((entry) => entry.tab === active)) notFound();
  const person = await getPerson({ id });
  if (!person) notFound();
  return { person, tab: active as StarTab };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('title');
  const { person } = await load(params);
  return pageMetadata({
    title: person.name,
    description: personSummary(person, t),
    path: starLink(person.name, person.person_id),
    image: person.images.square,
    type: 'profile',
  });
}

export default async function StarPage({ params }: Props) {
  const { person, tab } = await load(params);
  return <PersonView person={person} tab={tab} withTabs />;
}
