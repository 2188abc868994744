'use client';

import { useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { isPremium } from '@/stores/session-rules';
import { useSessionStore, useUiStoreApi } from '@/stores/store-provider';
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

/** spec 000 §4: in a partner flow, ap=1 with isfree=false offers a non-premium user the subscription instead. */
export function offersSubscription(query: URLSearchParams, plan: string | null): boolean {
  return query.has('partner_code') && query.get('isfree') === 'false' && !isPremium(plan);
}

/**
 * spec 000 §2 and §4: ap=1 opens the player, on any page, for the content-id or channel-id in the
 * address (Live-TV menu entries link to /tv/live?ap=1&channel-id=...). The player removes ap as it
 * opens, so the source is kept here until the player closes.
 */
export function AutoplayFromQuery({ title }: { title: string }) {
  const query = useSearchParams();
  const plan = useSessionStore((state) => state.activeUserPlan);
  const ui = useUiStoreApi();
  // outside the App Router (tests, embeds) there are no search params
  const search = new URLSearchParams(query?.toString() ?? '');
  const subscriptionFirst = offersSubscription(search, plan);
  const requested = subscriptionFirst ? null : autoplaySource(search);
  const contentId = autoplaySource(search)?.contentId;
  const autoplay = search.get('ap') === '1';
  useEffect(() => {
    if (subscriptionFirst && autoplay) ui.getState().openModal('subscription', { popupType: 'svod', entityData: { contentId } });
  }, [subscriptionFirst, autoplay, contentId, ui]);
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
