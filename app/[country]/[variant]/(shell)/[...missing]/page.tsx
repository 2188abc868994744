import { notFound } from 'next/navigation';

// `next build` renders this page for a placeholder only (lib/render-variant.ts); each real address
// is rendered on its first request and cached.
export function generateStaticParams() {
  return [{ missing: ['_'] }];
}

// An address no route claims: a 404 with the not-found page (%5Fnot-found), inside the shell.
export default function MissingPage(): never {
  notFound();
}
