import { z } from 'zod';

// GET /api/v2/catalog/profiles/0.1/{contentId} (spec 001 §7 "Playback").

export const ProfilesParams = z.object({ contentId: z.coerce.number().int().positive() });
export const ProfilesQuery = z.object({
  client_country_code: z.string().optional(),
  platform: z.string().optional(),
  next_content: z.string().optional(),
  version: z.string().optional(),
  client_ip: z.string().optional(),
  device_id: z.string().max(128).optional(),
  quality: z.string().default('auto'),
  ps: z.string().optional(),
  error: z.string().optional(),
  avod_enabled: z.string().optional(),
});

export const ProfileEntry = z.object({
  url: z.string(),
  quality: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bandwidth: z.number().int().nullable(),
});
export type ProfileEntry = z.infer<typeof ProfileEntry>;

export const ProfilesResponse = z.object({
  status: z.literal('success'),
  content_id: z.number().int(),
  asset_id: z.number().int(),
  asset_title: z.string(),
  content_title: z.string(),
  content_type_id: z.number().int(),
  duration: z.number().int().nullable(),
  /** The master playlist (video) or audio playlist URL, without a query string. */
  play_url: z.string(),
  /** When the signed URLs stop working (ISO time). */
  expires_at: z.string(),
  profiles: z.record(z.string(), z.array(ProfileEntry)).describe('ADAPTIVE, LOW, MED, HIGH, HD for video; IPAD_AUDIO for music'),
  /** Whether this viewer gets ad breaks on this content (the plan matrix). */
  ad_breaks: z.boolean(),
  next_content: z.object({ content_id: z.number().int(), title: z.string() }).nullable(),
  play_state: z.object({ duration: z.number().int().nullable(), progress: z.number() }),
});
export type ProfilesResponse = z.infer<typeof ProfilesResponse>;

/** GET /api/v2/livetv/profile/{contentId}: contentId is the live channel's id. */
export const LiveProfileParams = z.object({ contentId: z.coerce.number().int().positive() });
export const LiveProfileQuery = z.object({ error: z.string().optional(), device_id: z.string().max(128).optional(), client_country_code: z.string().optional() });
const Programme = z.object({
  title: z.string(),
  description: z.string(),
  start_time_epoch: z.number().int(),
  end_time_epoch: z.number().int(),
  /** spec 000 §4: live when now lies between start_time_epoch and end_time_epoch */
  live: z.boolean(),
});
export const LiveProfileResponse = z.object({
  status: z.literal('success'),
  channel_id: z.number().int(),
  asset_id: z.number().int(),
  title: z.string(),
  owner: z.string(),
  pg: z.number().int(),
  description: z.string(),
  play_url: z.string(),
  expires_at: z.string(),
  profiles: z.record(z.string(), z.array(ProfileEntry)),
  ad_breaks: z.boolean(),
  now: Programme.nullable(),
  next: Programme.nullable(),
});
export type LiveProfileResponse = z.infer<typeof LiveProfileResponse>;
