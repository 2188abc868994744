import { STREAM_HEARTBEAT_SECONDS, STREAM_LIMITS, type ViewerPlan } from '../../../contract/entitlements';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { text, type Text } from '../../platform/texts';
import type { StreamsRepository } from './streams.repository';

// Concurrent streams per plan (issue 15): a play URL comes with a lease the player renews every
// heartbeat (STREAM_HEARTBEAT_SECONDS, or less where media grants live shorter); a lease not renewed
// for two heartbeats lapses and frees its screen.

export const LEASE_SECONDS = 2 * STREAM_HEARTBEAT_SECONDS;
const STREAM_STOPPED = text('errors.playback.streamStopped');

export function streamLimitText(limit: number): Text {
  return text('errors.playback.streamLimit', { limit });
}

export function createStreamsService({
  repository,
  heartbeatSeconds = STREAM_HEARTBEAT_SECONDS,
  afterLeasesEnded = async () => undefined,
  now = Date.now,
}: {
  repository: StreamsRepository;
  heartbeatSeconds?: number;
  /** Called once this instance has ended a lease, before it answers: the revocation markers catch up at once. */
  afterLeasesEnded?: () => Promise<void>;
  now?: () => number;
}) {
  const times = () => {
    const at = new Date(now());
    return { now: at, expiresAt: new Date(at.getTime() + 2 * heartbeatSeconds * 1000) };
  };
  return {
    /** A lease for a signed-in session's stream, or 409 STREAM_LIMIT naming who is watching. */
    async take(viewer: { userId: string; sessionId: string; plan: Exclude<ViewerPlan, 'visitor'> }, contentId: number) {
      const limit = STREAM_LIMITS[viewer.plan];
      const outcome = await repository.take({ userId: viewer.userId, sessionId: viewer.sessionId, contentId, limit, ...times() });
      if (outcome.lapsed > 0) await afterLeasesEnded();
      if (outcome.taken) return { id: outcome.id, heartbeat_seconds: heartbeatSeconds };
      throw new ConflictError(streamLimitText(limit), 'STREAM_LIMIT').withDetails({
        streams: outcome.holders.map((holder) => ({
          id: holder.id,
          device: holder.device,
          kind: holder.kind,
          content_id: holder.contentId,
          title: holder.title,
          profile_name: holder.profile,
          started_at: holder.startedAt.toISOString(),
        })),
      });
    },

    /** Renews this session's lease and answers what it plays; 404 STREAM_STOPPED once it lapsed or was stopped. */
    async renew(leaseId: string, sessionId: string): Promise<{ contentId: number }> {
      const { now: at, expiresAt } = times();
      const renewed = await repository.renew(leaseId, sessionId, at, expiresAt);
      if (!renewed) throw new NotFoundError(STREAM_STOPPED, 'STREAM_STOPPED');
      return renewed;
    },

    async release(leaseId: string, userId: string): Promise<void> {
      if (await repository.release(leaseId, userId)) await afterLeasesEnded();
    },

    /** The streams playing now (a metric). */
    active(): Promise<number> {
      return repository.countActive(new Date(now()));
    },
  };
}
export type StreamsService = ReturnType<typeof createStreamsService>;
