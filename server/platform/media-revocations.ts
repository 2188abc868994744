import { existsSync, mkdirSync } from 'node:fs';
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Ended stream leases (issue 46), as empty files named by lease id in one directory
// (MEDIA_REVOCATIONS_DIR) that the origin's media route and the nginx edge both read: the grant of
// a lease that was stopped, replaced after lapsing, or whose session signed out or was removed is
// refused at once, not when it expires. A marker is kept while a grant of its lease could still be
// live, then forgotten. One stat per lease-bound media request, no database call.

/** A stream lease's id as media tokens carry it: nothing that could leave the directory. */
const LEASE_ID = /^[0-9a-f-]{36}$/;

export function createRevocationMarkers(dir: string) {
  mkdirSync(dir, { recursive: true });
  const fileOf = (leaseId: string) => path.join(dir, leaseId);
  return {
    dir,
    /** True when the lease has ended and its grants must be refused. */
    has(leaseId: string): boolean {
      return LEASE_ID.test(leaseId) && existsSync(fileOf(leaseId));
    },
    async mark(leaseIds: readonly string[]): Promise<void> {
      await Promise.all(leaseIds.filter((id) => LEASE_ID.test(id)).map((id) => writeFile(fileOf(id), '')));
    },
    /** Removes the markers written before `before` (epoch ms): every grant of their leases has expired. */
    async forget(before: number): Promise<void> {
      for (const name of await readdir(dir)) {
        if (!LEASE_ID.test(name)) continue;
        const info = await stat(fileOf(name)).catch(() => null);
        if (info && info.mtimeMs < before) await rm(fileOf(name), { force: true });
      }
    },
  };
}
export type RevocationMarkers = ReturnType<typeof createRevocationMarkers>;
