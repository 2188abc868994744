'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { LazyVideoPlayer } from './lazy-player';
import type { PlaySource } from './video-player-modal';

/** The source an address asks to autoplay: ap=1 with channel-id or content-id. */
export function autoplaySource(query: URLSearchParams): PlaySource | null {
  if (query.get('ap') !== '1') return null;
  const channelId = Number(query.get('channel-id'));
  if (Number.isInteger(channelId) && channelId > 0) return { channelId };
  const contentId = Number(query.get('content-id'));
  if (Number.isInteger(contentId) && contentId > 0) return { contentId };
  return null;
}

/**
 * spec 000 §2 and §4: ap=1 opens the player for the content-id or channel-id in the address
 * (Live-TV menu entries link to /tv/live?ap=1&channel-id=...). The player removes ap as it opens,
 * so the source is kept here until the player closes.
 */
export function AutoplayFromQuery({ title }: { title: string }) {
  const query = useSearchParams();
  // outside the App Router (tests, embeds) there are no search params
  const requested = autoplaySource(new URLSearchParams(query?.toString() ?? ''));
  const requestedKey = requested ? JSON.stringify(requested) : null;
  const [source, setSource] = useState<PlaySource | null>(null);
  // a new request in the address (a Watch link on the same page) opens its source
  const [seenKey, setSeenKey] = useState<string | null>(null);
  if (requestedKey !== seenKey) {
    setSeenKey(requestedKey);
    if (requestedKey) setSource(JSON.parse(requestedKey) as PlaySource);
  }
  if (!source) return null;
  return <LazyVideoPlayer key={JSON.stringify(source)} {...source} title={title} onClose={() => setSource(null)} />;
}
