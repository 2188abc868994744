import type { Metadata } from 'next';
import { Shell } from '@/components/layout/shell';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// "anything else" in spec 001 §2: an address no route claims renders this page on the server,
// inside the shell, with status 404. scripts/web-server.ts also serves it for a page that calls
// notFound() (an unknown title), whose own 404 body Next.js leaves to the browser to draw.
export default function NotFound() {
  return (
    <Shell>
      <NotFoundView />
    </Shell>
  );
}
