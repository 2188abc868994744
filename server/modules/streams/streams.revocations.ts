import type { RevocationMarkers } from '../../platform/media-revocations';
import type { StreamsRepository } from './streams.repository';

// Each origin copies the leases that ended (the database's media_revocations, which triggers fill
// however a lease ends) into the revocation markers its media route and the nginx edge read: every
// second, and at once after this instance itself ended a lease (a screen stopped from another, a
// lapsed lease replaced). A lease's marker is kept while a grant of it could still be live.

/** Re-read this far behind the newest revocation seen: a transaction's time is its start, and it may commit later. */
const OVERLAP_MS = 10_000;

export interface RevocationSyncOptions {
  repository: Pick<StreamsRepository, 'endedSince' | 'forgetEnded'>;
  markers: RevocationMarkers;
  /**
   * The longest a lease's grant lives, and so how long a revocation must be kept: a renewed grant
   * lives MEDIA_GRANT_SECONDS, a native HLS player's MEDIA_URL_TTL_SECONDS.
   */
  longestGrantSeconds: number;
  onError: (error: unknown) => void;
  everyMs?: number;
  now?: () => number;
}

export function createRevocationSync({
  repository,
  markers,
  longestGrantSeconds,
  onError,
  everyMs = 1000,
  now = Date.now,
}: RevocationSyncOptions) {
  const keepMs = (longestGrantSeconds + 60) * 1000;
  let since = new Date(now() - keepMs);
  const marked = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();
  let lastForgotten = now();

  async function pass(): Promise<void> {
    const ended = await repository.endedSince(new Date(since.getTime() - OVERLAP_MS));
    const fresh = ended.filter((row) => !marked.has(row.leaseId));
    await markers.mark(fresh.map((row) => row.leaseId));
    for (const row of fresh) marked.set(row.leaseId, row.revokedAt.getTime());
    if (ended.length > 0) since = ended[ended.length - 1].revokedAt;
    const at = now();
    if (at - lastForgotten >= 60_000) {
      lastForgotten = at;
      for (const [id, revokedAt] of marked) if (revokedAt < at - keepMs) marked.delete(id);
      await markers.forget(at - keepMs);
      await repository.forgetEnded(new Date(at - keepMs));
    }
  }

  /** One pass after any running one: when it resolves, every lease that had ended before the call is marked. */
  function sync(): Promise<void> {
    running = running.then(pass, pass);
    return running;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    sync,
    start(): void {
      timer ??= setInterval(() => sync().catch(onError), everyMs).unref();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running.catch(() => undefined);
    },
  };
}
export type RevocationSync = ReturnType<typeof createRevocationSync>;
