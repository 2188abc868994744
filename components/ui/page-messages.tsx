import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { localeOfTag } from '@/contract/locales';
import type { MessagePath } from '@/lib/i18n/client-messages';
import { pickMessages } from '@/lib/i18n/page-messages';
import { MergeMessages } from './merge-messages';

/** A route's own messages for its browser code, beside the shell's (lib/i18n/client-messages.ts). */
export async function PageMessages({ paths, children }: { paths: readonly MessagePath[]; children: ReactNode }) {
  const messages = await pickMessages(localeOfTag(await getLocale()), paths);
  return <MergeMessages messages={messages as Record<string, Record<string, unknown>>}>{children}</MergeMessages>;
}
