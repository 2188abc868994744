'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSearchParams } from 'next/navigation';

const VideoPlayerModal = dynamic(() => import('./video-player-modal').then((module) => module.VideoPlayerModal), { ssr: false });

/**
 * spec 000 §2 and §4: ap=1 opens the player for the content-id or channel-id in the address
 * (Live-TV menu entries link to /tv/live?ap=1&channel-id=...). The player removes ap on open.
 */
export function AutoplayFromQuery({ title }: { title: string }) {
  const query = useSearchParams();
  // read once: the player takes ap out of the address as it opens
  const [source] = useState(() => (query.get('ap') === '1' ? { channelId: Number(query.get('channel-id')), contentId: Number(query.get('content-id')) } : null));
  const [closed, setClosed] = useState(false);
  if (closed || !source) return null;
  if (Number.isInteger(source.channelId) && source.channelId > 0) return <VideoPlayerModal channelId={source.channelId} title={title} onClose={() => setClosed(true)} />;
  if (Number.isInteger(source.contentId) && source.contentId > 0) return <VideoPlayerModal contentId={source.contentId} title={title} onClose={() => setClosed(true)} />;
  return null;
}
