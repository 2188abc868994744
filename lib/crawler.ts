import 'server-only';
import { renderVariantOf } from '@/lib/site';

/**
 * Whether this page is rendered for a crawler (spec 000 §6: no menu or footer fetch, eager images;
 * landing pages give it every row). proxy.ts tells from the user agent (lib/render-variant.ts).
 */
export async function isCrawlerRequest(): Promise<boolean> {
  return (await renderVariantOf()).bot;
}
