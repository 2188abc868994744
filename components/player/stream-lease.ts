import { releaseStream, renewStream } from '@/lib/api/playback-client';
import { readFailure } from '@/lib/api/errors';
import { setMediaGrant } from './media-grant';

// The player's side of the plan's concurrent streams (issue 15): it renews its lease every
// heartbeat while open, telling how much of the title played meanwhile (the watching coins are
// counted there, issue 46), and gives it back when it closes. A lease stopped from another screen
// (or lapsed while the network was away) stops playback here with the origin's words. Each
// heartbeat answers the lease's fresh media grant, which the player's loader takes up (issue 46).

export interface Lease {
  id: string;
  heartbeat_seconds: number;
}

/** What the heartbeats report of the watching, and hear back: the seconds played since the last one, the coins earned. */
export interface LeaseWatching {
  played: () => number;
  onCoins?: (coins: number) => void;
}

/**
 * Renews the lease until the returned function is called (which releases it). `onStopped` gets
 * the origin's words, or '' when it gave none (the player then says its own).
 */
export function holdLease(lease: Lease, onStopped: (message: string) => void, watching: LeaseWatching): () => void {
  let stopped = false;
  // seconds a failed heartbeat did not report go with the next one
  let unreported = 0;
  const timer = window.setInterval(() => {
    // the origin counts no more than a lease lives between heartbeats
    const played = Math.min(unreported + watching.played(), 2 * lease.heartbeat_seconds);
    unreported = 0;
    renewStream(lease.id, played).then(
      (answer) => {
        if (answer.media_grant && !stopped) setMediaGrant(answer.media_grant);
        if (answer.coins) watching.onCoins?.(answer.coins);
      },
      (failure: unknown) => {
        unreported += played;
        const { status, message } = readFailure(failure, '');
        // a network blip is retried by the next heartbeat; a 404 means this screen lost its stream
        if (status !== 404 || stopped) return;
        stopped = true;
        window.clearInterval(timer);
        onStopped(message);
      },
    );
  }, lease.heartbeat_seconds * 1000);
  return () => {
    window.clearInterval(timer);
    setMediaGrant(null);
    if (stopped) return;
    stopped = true;
    void releaseStream(lease.id).catch((failure: unknown) => console.warn('Stream not released (it lapses on its own)', failure));
  };
}
