import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { country, variant } from 'next/root-params';
import { BUILD_COUNTRY, decodeVariant, type RenderVariant } from '@/lib/render-variant';

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

/**
 * Before a cached component made of catalogue reads: `next build` renders each page for a
 * placeholder country with no origin running, and such a rendering waits here for a request
 * that never comes (lib/render-variant.ts). Inside a cached component it could not wait.
 */
export async function waitUnlessRealCountry(): Promise<void> {
  if ((await renderCountryOf()) === BUILD_COUNTRY) await connection();
}
