'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { localeOfTag, type Locale } from '@/contract/locales';
import type { Namespace } from '@/contract/messages';
import { namespacesOf, pickPaths, type MessagePath } from '@/lib/i18n/client-messages';
import { MergeMessages } from './merge-messages';

// Messages that come with the code that reads them (lib/i18n/client-messages.ts): the hosts that
// draw nothing until the visitor acts (the login dialog, the subscription prompt, sharing, the
// audio dock) fetch their namespaces as chunks of their own once the page has loaded, so no
// page's HTML carries them, and read the parts they name; the browser keeps each chunk for the
// pages that follow.

type Loaded = Record<string, Record<string, unknown>>;
const RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;
const asked = new Map<string, Promise<Record<string, unknown>>>();
const kept = new Map<string, Record<string, unknown>>();

function namespaceOf(locale: Locale, namespace: Namespace): Promise<Record<string, unknown>> {
  const key = `${locale}/${namespace}`;
  let answer = asked.get(key);
  if (!answer) {
    answer = import(`@/contract/messages/${locale}/${namespace}.json`).then(
      (module) => {
        kept.set(key, module.default);
        return module.default as Record<string, unknown>;
      },
      (failure: unknown) => {
        // a chunk that did not come (the network dropped) is asked for again next time
        asked.delete(key);
        throw failure;
      },
    );
    asked.set(key, answer);
  }
  return answer;
}

function keptOf(locale: Locale, paths: readonly MessagePath[]): Loaded | null {
  const namespaces = namespacesOf(paths);
  const found = namespaces.map((namespace) => kept.get(`${locale}/${namespace}`));
  if (!found.every(Boolean)) return null;
  return pickPaths(Object.fromEntries(namespaces.map((namespace, index) => [namespace, found[index]!])), paths);
}

/** Draws `children` once the namespaces of `paths` have come, with those parts beside the page's own messages. */
export function LazyMessages({ paths, children }: { paths: readonly MessagePath[]; children: ReactNode }) {
  const locale = localeOfTag(useLocale());
  const [messages, setMessages] = useState<Loaded | null>(() => keptOf(locale, paths));
  const [attempt, setAttempt] = useState(0);
  const key = paths.join(',');
  useEffect(() => {
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const wanted = key.split(',') as MessagePath[];
    const names = namespacesOf(wanted);
    Promise.all(names.map((namespace) => namespaceOf(locale, namespace))).then(
      (loaded) => {
        if (current) setMessages(pickPaths(Object.fromEntries(names.map((namespace, index) => [namespace, loaded[index]])), wanted));
      },
      (failure: unknown) => {
        // without its messages a host cannot draw: ask again, a little later each time
        console.error('Messages did not load; asking again', failure);
        if (current) retry = setTimeout(() => setAttempt((count) => count + 1), Math.min(RETRY_MS * 2 ** attempt, MAX_RETRY_MS));
      },
    );
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [locale, key, attempt]);
  return messages ? <MergeMessages messages={messages}>{children}</MergeMessages> : null;
}
