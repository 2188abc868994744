import type { SessionUser } from '@/contract/schemas/users';

/** The session a server render hands the client store. */
export interface InitialSession {
  /** The profile fetched on the server, or null when anonymous. */
  user: SessionUser | null;
  /** The auth cookie exists but the origin answered 401: the app logs out on start (spec 000 §4). */
  staleToken?: boolean;
}
