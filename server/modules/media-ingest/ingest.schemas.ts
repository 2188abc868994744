import { z } from 'zod';
import { LANGUAGE_TAG } from './ingest.languages';

// The operator's ingest calls (README "Media ingest"): the CLI sends a job to a running origin
// and follows it. Paths are files on the origin's machine (or a volume it shares).

const AbsolutePath = z.string().min(2).max(4096).startsWith('/', 'an absolute path on the origin’s machine');
const Language = z.string().regex(LANGUAGE_TAG, 'a language tag such as hi, ta or te');
const TrackFile = z.object({ language: Language, file: AbsolutePath });

export const IngestRequest = z.object({
  /** The content (contents.id: a film's full-length content, an episode, a song) the media is for. */
  content_id: z.number().int().positive(),
  source: AbsolutePath,
  /** Language of the source's own audio when the file does not say. */
  language: Language.optional(),
  audio: z.array(TrackFile).max(16).default([]),
  subtitles: z.array(TrackFile).max(32).default([]),
  /** x264 preset of the ladder. */
  preset: z.enum(['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow']).optional(),
});
export type IngestRequest = z.infer<typeof IngestRequest>;

export const IngestStatusResponse = z.object({
  ingest_id: z.string().uuid(),
  content_id: z.number().int(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  step: z.string(),
  progress: z.number(),
  speed: z.number(),
  eta_seconds: z.number().int().nullable(),
  error: z.string().nullable(),
  media_id: z.number().int().nullable(),
});
export type IngestStatusResponse = z.infer<typeof IngestStatusResponse>;

export const IngestParams = z.object({ id: z.string().uuid() });
