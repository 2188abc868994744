'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone } from 'next-intl';

/** The page's messages (the shell's) with a route's own added, for the browser code below. */
export function MergeMessages({ messages, children }: { messages: Record<string, Record<string, unknown>>; children: ReactNode }) {
  const shell = useMessages() as Record<string, Record<string, unknown>>;
  const merged = { ...shell };
  for (const [namespace, part] of Object.entries(messages)) merged[namespace] = { ...shell[namespace], ...part };
  return (
    <NextIntlClientProvider locale={useLocale()} timeZone={useTimeZone()} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
