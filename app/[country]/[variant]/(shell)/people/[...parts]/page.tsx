import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPerson } from '@/lib/api/browse';
import { peopleLink, searchEntityLink, queryFromSearchSlug } from '@/lib/links';
import { pageMetadata } from '@/lib/seo';
import { PersonView, personSummary } from '@/components/browse/person-view';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ parts: ['_'] }];
}

// /people/{personSlug} – a person by name slug; /people/{entityType}/{searchSlug} – the search
// results of that entity type (the same page as /search/{entityType}/{searchSlug}).

interface Props {
  params: Promise<{ parts: string[] }>;
}

async function load(params: Props['params']) {
  const { parts } = await params;
  if (parts.length === 2) permanentRedirect(searchEntityLink(parts[0], queryFromSearchSlug(parts[1])));
  if (parts.length !== 1) notFound();
  const person = await getPerson({ slug: decodeURIComponent(parts[0]) });
  if (!person) notFound();
  return person;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('title');
  const person = await load(params);
  return pageMetadata({
    title: person.name,
    description: personSummary(person, t),
    path: peopleLink(person.slug),
    image: person.images.square,
    type: 'profile',
  });
}

export default async function PeoplePage({ params }: Props) {
  return <PersonView person={await load(params)} tab="all" withTabs={false} />;
}
