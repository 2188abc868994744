import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { country, variant } from 'next/root-params';
import {
  BUILD_COUNTRY,
  BUILD_VARIANT as DEFAULT_VARIANT,
  decodeVariant,
  renderCountry,
  RENDER_COUNTRY_HEADER,
  RENDER_VARIANT_HEADER,
  type RenderVariant,
} from '@/lib/render-variant';

// The two root parameters proxy.ts rewrites every page request to (lib/render-variant.ts), read
// by any server component without passing them down. A cached function that reads one is keyed by
// it and by nothing else of the request. Next.js keeps root parameters from route handlers (the
// sitemap): there the same values are read from the request headers proxy.ts set (a route it does
// not see gets the default country and variant).

const OUTSIDE_A_PAGE = /Route Handler/;

/** A root parameter, or outside a page the header proxy.ts set (null without one). */
async function rootParam(read: () => Promise<string>, header: string): Promise<string | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof Error && OUTSIDE_A_PAGE.test(error.message))) throw error;
    return (await headers()).get(header);
  }
}

/** The country the page is rendered for. */
export async function renderCountryOf(): Promise<string> {
  // a root parameter is what proxy.ts wrote (or the build's placeholder); a header may be missing
  return (await rootParam(country, RENDER_COUNTRY_HEADER)) ?? renderCountry(null);
}

/** What the page's rendering differs by; an address no rewrite made is not a page. */
export async function renderVariantOf(): Promise<RenderVariant> {
  const code = await rootParam(variant, RENDER_VARIANT_HEADER);
  const decoded = decodeVariant(code ?? DEFAULT_VARIANT);
  if (!decoded) notFound();
  return decoded;
}

/**
 * Before a cached component made of catalogue reads: `next build` renders each page for a
 * placeholder country with no origin running, and such a rendering waits here for a request
 * that never comes (lib/render-variant.ts). Inside a cached component it could not wait.
 */
export async function waitUnlessRealCountry(): Promise<void> {
  if ((await country()) === BUILD_COUNTRY) await connection();
}
