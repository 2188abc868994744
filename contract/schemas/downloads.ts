import { z } from 'zod';

// Downloads (issue 19): the quality choice, the licence per user, device and title, and the sync
// that renews or revokes a device's licences. Not in the spec: these calls are ours.

/** Why a licence no longer plays: the plan has no downloads, it was cancelled, the device signed out, the user deleted it. */
export const REVOKE_REASONS = ['plan', 'cancelled', 'signed_out', 'deleted'] as const;

export const ContentParams = z.object({ contentId: z.coerce.number().int().positive() });
export const LicenceParams = z.object({ licenceId: z.string().uuid() });

export const DownloadQuality = z.object({
  /** spec 001 §9 quality: LOW 1, MED 2, HIGH 3, HD 4 */
  quality: z.number().int(),
  label: z.string().describe("the rung's height, e.g. 720p"),
  height: z.number().int().nullable(),
  bandwidth: z.number().int().describe('bit/s (the playlist’s AVERAGE-BANDWIDTH, else BANDWIDTH)'),
  size_bytes: z
    .number()
    .int()
    .describe("what the download stores: the bytes of the rung's segments with its default audio and its subtitles"),
});

/** A browser's download key (contract/download-device.ts): the public half, as a JWK. */
export const DeviceKey = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  y: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

/** The browser proves it holds its key: a signature (P-256, IEEE P1363, base64url) over a fresh challenge of the origin's. */
export const DeviceProof = z.object({
  key: DeviceKey,
  challenge: z.string().min(1).max(200),
  signature: z.string().regex(/^[A-Za-z0-9_-]{86}$/, 'A device signature is 64 bytes in base64url.'),
});

/** POST /api/v2/downloads/challenge */
export const ChallengeResponse = z.object({
  status: z.literal('success'),
  challenge: z.string(),
  expires_at: z.string(),
});

export const DownloadLimits = z.object({
  titles: z.number().int(),
  devices: z.number().int(),
  titles_used: z.number().int(),
  devices_used: z.number().int(),
});

/** GET /api/v2/secured/downloads/options/{contentId} */
export const DownloadOptionsResponse = z.object({
  status: z.literal('success'),
  content_id: z.number().int(),
  allowed: z.boolean(),
  /** Why not, in words for the user ('Downloads come with Premium'); null when allowed. */
  message: z.string().nullable(),
  qualities: z.array(DownloadQuality),
  /** The user's remembered choice, else a middle rung. */
  default_quality: z.number().int().nullable(),
  limits: DownloadLimits,
});

export const DownloadTitle = z.object({
  content_id: z.number().int(),
  asset_id: z.number().int(),
  asset_title: z.string(),
  content_title: z.string(),
  asset_type: z.string(),
  duration: z.number().int(),
});

/** A licence as its holder sees it: playing, or expired (Renew starts a new window); a revoked one is an EndedLicence. */
export const DownloadLicence = z.object({
  id: z.string().uuid(),
  content_id: z.number().int(),
  quality: z.number().int(),
  state: z.enum(['active', 'expired']),
  downloaded_at: z.string(),
  first_played_at: z.string().nullable(),
  expires_at: z.string(),
  /** The signed licence (payload.signature, base64url); absent once it no longer plays. */
  token: z.string().nullable(),
});

/** POST /api/v2/secured/downloads/licences */
export const CreateLicenceBody = z.object({
  content_id: z.number().int().positive(),
  quality: z.number().int().min(1).max(4),
  device: DeviceProof,
});

export const LicenceResponse = z.object({
  status: z.literal('success'),
  licence: DownloadLicence,
  title: DownloadTitle,
  /** The signed master to fetch the files under (it expires like a play URL; ask again to resume later). */
  media: z.object({
    master_url: z.string(),
    /** the chosen rung, named as contract/hls-rungs.ts names rungs: the master lists it as `{rung}/index.m3u8` */
    rung: z.string(),
    size_bytes: z.number().int(),
    expires_at: z.string(),
  }),
});

/** POST /api/v2/downloads/sync: the licences this browser holds, with the first plays it saw offline. */
export const SyncBody = z.object({
  licences: z
    .array(z.object({ id: z.string().uuid(), first_played_at: z.string().datetime({ offset: true }).nullable().optional() }))
    .max(500),
  device: DeviceProof,
});

export const PublicKey = z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string(), kid: z.string() });

/** A licence this browser holds for the user signed in here, as it stands. */
export const HeldLicence = DownloadLicence.omit({ quality: true });
/** A licence that no longer plays here, or one this browser does not hold: the id alone, nothing of the title. */
export const EndedLicence = z.object({
  id: z.string().uuid(),
  state: z.literal('revoked'),
  reason: z.enum(REVOKE_REASONS),
  token: z.null(),
});

/**
 * A licence of another profile of the same account (issue 49): kept on this browser, but it does
 * not play, nor show on the list, until that profile watches here again.
 */
export const OtherProfileLicence = z.object({ id: z.string().uuid(), state: z.literal('other_profile'), token: z.null() });

export const SyncResponse = z.object({
  status: z.literal('success'),
  /** Who is signed in here (null: nobody; every licence of this device is then revoked). */
  user_id: z.string().nullable(),
  licences: z.array(z.discriminatedUnion('state', [HeldLicence, EndedLicence, OtherProfileLicence])),
  public_key: PublicKey,
  limits: DownloadLimits.nullable(),
  server_time: z.string(),
});

export const DeleteLicenceResponse = z.object({ status: z.literal('success') });

export type DownloadOptions = z.infer<typeof DownloadOptionsResponse>;
export type DownloadLicenceAnswer = z.infer<typeof LicenceResponse>;
export type DownloadSyncAnswer = z.infer<typeof SyncResponse>;
export type DownloadLicenceData = z.infer<typeof DownloadLicence>;
export type DeviceProofData = z.infer<typeof DeviceProof>;
export type ChallengeAnswer = z.infer<typeof ChallengeResponse>;
export type LicencePublicKey = z.infer<typeof PublicKey>;
