import { z } from 'zod';
import { CatalogueItem } from './catalogue';
import { LiveChannel, Programme as GuideProgramme } from './browse';

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
  /**
   * `native`: the browser plays HLS itself (no Media Source, so no hls.js), and cannot take a
   * renewed media grant mid-play: a stream lease's grant then lives as long as a play URL, and is
   * still refused the moment the lease ends.
   */
  hls: z.enum(['native']).optional(),
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
  /** Seek thumbnails: a signed WebVTT track whose cues name a sprite sheet tile (`sprite-001.jpg#xywh=x,y,w,h`); absent when the media has none. */
  thumbnails_url: z.string().optional().describe('WebVTT seek-thumbnail track (ingested media only)'),
  /** Whether this viewer gets ad breaks on this content (the plan matrix). */
  ad_breaks: z.boolean(),
  next_content: z.object({ content_id: z.number().int(), title: z.string() }).nullable(),
  /** Seconds to resume from for a signed-in viewer (0 to start over), and whether it was finished. */
  progress: z.number(),
  completed: z.boolean(),
  play_state: z.object({ duration: z.number().int().nullable(), progress: z.number() }),
  /** Whether the player sends POST /api/v2/player/log (spec 001 §7: only when enabled by config). */
  player_log: z.boolean(),
  /** A signed-in viewer's stream lease (issue 15), renewed every heartbeat_seconds; null for a visitor or audio. */
  stream: z.object({ id: z.string(), heartbeat_seconds: z.number().int() }).nullable(),
});
export type ProfilesResponse = z.infer<typeof ProfilesResponse>;

/** GET /api/v2/livetv/profile/{contentId}: contentId is the live channel's id. */
export const LiveProfileParams = z.object({ contentId: z.coerce.number().int().positive() });
export const LiveProfileQuery = z.object({
  error: z.string().optional(),
  device_id: z.string().max(128).optional(),
  client_country_code: z.string().optional(),
});
/** spec 000 §4: live when now lies between start_time_epoch and end_time_epoch */
const Programme = GuideProgramme.extend({ live: z.boolean() });
/** The channel as the guide describes it (browse), with its signed stream and now and next. */
export const LiveProfileResponse = LiveChannel.pick({
  channel_id: true,
  asset_id: true,
  title: true,
  owner: true,
  pg: true,
  description: true,
}).extend({
  status: z.literal('success'),
  play_url: z.string(),
  expires_at: z.string(),
  profiles: z.record(z.string(), z.array(ProfileEntry)),
  ad_breaks: z.boolean(),
  now: Programme.nullable(),
  next: Programme.nullable(),
});
export type LiveProfileResponse = z.infer<typeof LiveProfileResponse>;

/** PUT /api/v2/secured/user/progress/{contentId}: where the viewer is. */
export const ProgressParams = z.object({ contentId: z.coerce.number().int().positive() });
export const ProgressBody = z.object({ position: z.number().min(0).max(86_400), duration: z.number().min(0).max(86_400).default(0) });
export const ProgressResponse = z.object({
  status: z.literal('success'),
  progress: z.number().int(),
  duration: z.number().int(),
  completed: z.boolean(),
});

/**
 * PUT /api/v2/secured/streams/{leaseId}: a stream lease's heartbeat. The player says how many
 * seconds of the title it played since its last heartbeat (not ads, not paused), which can only
 * lower the watching the origin counts from its own clock.
 */
export const StreamRenewBody = z.object({ played_seconds: z.number().min(0).max(3_600).optional() }).nullish();
export const StreamRenewResponse = z.object({
  status: z.literal('success'),
  /** coins a MZaalo user earned by the watching this heartbeat counted (issues 14 and 46); absent when none */
  coins: z.number().int().positive().optional(),
  /**
   * the lease's fresh media grant (issue 46): the token that replaces the one in the play URLs
   * under `scope`, the media folder it grants; the last one lapses soon after the heartbeats stop
   */
  media_grant: z.object({ token: z.string(), scope: z.string() }).optional(),
});

/** POST /api/v2/player/log: the player log payload of spec 001 §3. */
export const PlayerLogEntry = z.object({
  mediaUrl: z.string().max(2048),
  action: z.string().min(1).max(64),
  secDiff: z.number().int().min(0).max(86_400).optional(),
  ip: z.string().max(64).optional(),
  uuid: z.string().max(64).optional(),
  platform: z.enum(['web', 'mobile_web']),
  ccode: z.string().max(8).optional(),
  bitrate: z
    .union([z.string().max(32), z.number()])
    .transform(String)
    .optional(),
  asset_id: z.union([z.string().max(32), z.number()]),
  content_id: z.union([z.string().max(32), z.number()]),
  video_session_id: z.string().min(8).max(128),
  error_code: z
    .union([z.string().max(64), z.number()])
    .transform(String)
    .optional(),
  error_message: z.string().max(1000).optional(),
  user_agent: z.string().max(512).optional(),
  device_id: z.string().max(128).optional(),
});
export type PlayerLogEntry = z.infer<typeof PlayerLogEntry>;

/** Continue watching: row items with where the viewer is (spec 001 §3 progress object). */
export const ContinueWatchingResponse = z.object({
  data: z.array(
    CatalogueItem.extend({ progress: z.object({ progress: z.number().int(), completed: z.boolean(), duration: z.number().int() }) }),
  ),
});
export type ContinueWatchingResponse = z.infer<typeof ContinueWatchingResponse>;
