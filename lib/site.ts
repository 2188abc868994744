import 'server-only';
import { notFound } from 'next/navigation';
import { country, variant } from 'next/root-params';
import { decodeVariant, type RenderVariant } from '@/lib/render-variant';

// The two root parameters proxy.ts rewrites every page request to (lib/render-variant.ts), read
// by any server component without passing them down. A cached function that reads one is keyed by
// it and by nothing else of the request.

/** The country the page is rendered for. */
export async function renderCountryOf(): Promise<string> {
  return country();
}

/** What the page's rendering differs by; an address no rewrite made is not a page. */
export async function renderVariantOf(): Promise<RenderVariant> {
  const decoded = decodeVariant(await variant());
  if (!decoded) notFound();
  return decoded;
}
