import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('layout');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

// "anything else" in spec 001 §2: proxy.ts rewrites an address no route claims here only for
// web-server/server.ts, which swaps this page into the 404 answer of a page that called notFound()
// (an unknown title, or an address no route claims: [...missing]), whose own body Next.js leaves to
// the browser to draw.
export default function NotFoundPage() {
  return <NotFoundView />;
}
