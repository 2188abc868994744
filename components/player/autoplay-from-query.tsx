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
  const [closed, setClosed] = useState(false);
  if (closed || query.get('ap') !== '1') return null;
  const channelId = Number(query.get('channel-id'));
  const contentId = Number(query.get('content-id'));
  if (Number.isInteger(channelId) && channelId > 0) return <VideoPlayerModal channelId={channelId} title={title} onClose={() => setClosed(true)} />;
  if (Number.isInteger(contentId) && contentId > 0) return <VideoPlayerModal contentId={contentId} title={title} onClose={() => setClosed(true)} />;
  return null;
}
