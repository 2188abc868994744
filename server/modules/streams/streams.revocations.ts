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
  /** How long a grant lives (MEDIA_GRANT_SECONDS), and so how long a revocation must be kept. */
  grantSeconds: number;
  onError: (error: unknown) => void;
  everyMs?: number;
}

export function createRevocationSync({ repository, markers, grantSeconds, onError, everyMs = 1000 }: RevocationSyncOptions) {
  const keepMs = (grantSeconds + 60) * 1000;
  let since = new Date(Date.now() - keepMs);
  const marked = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();
  let lastForgotten = Date.now();

  async function pass(): Promise<void> {
    const ended = await repository.endedSince(new Date(since.getTime() - OVERLAP_MS));
    const fresh = ended.filter((row) => !marked.has(row.leaseId));
    await markers.mark(fresh.map((row) => row.leaseId));
    for (const row of fresh) marked.set(row.leaseId, row.revokedAt.getTime());
    if (ended.length > 0) since = ended[ended.length - 1].revokedAt;
    const now = Date.now();
    if (now - lastForgotten >= 60_000) {
      lastForgotten = now;
      for (const [id, at] of marked) if (at < now - keepMs) marked.delete(id);
      await markers.forget(now - keepMs);
      await repository.forgetEnded(new Date(now - keepMs));
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
