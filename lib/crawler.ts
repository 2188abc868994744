import 'server-only';
import { cache } from 'react';
import { headers } from 'next/headers';
import { isBotUserAgent } from './menu';

/**
 * Whether this request comes from a crawler (spec 000 §6: no menu or footer fetch, eager images;
 * landing pages give it every row). Read once per request.
 */
export const isCrawlerRequest = cache(async (): Promise<boolean> => isBotUserAgent((await headers()).get('user-agent')));
