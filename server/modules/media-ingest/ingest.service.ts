import path from 'node:path';
import { access, constants, mkdir, rename, rm } from 'node:fs/promises';
import { CONTENT_TYPE } from '../../../contract/constants';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { checkInputs, type PackageRequest } from './ingest.inputs';
import { packageMedia, type PackageProgress, type PackageResult } from './ingest.package';
import type { IngestRepository, IngestStatus } from './ingest.repository';
import type { IngestRequest, IngestStatusResponse } from './ingest.schemas';

// A media ingest from request to playable title: the source is packaged in a work folder beside
// the title's (resumable), the finished folder is published in place of the title's earlier
// media, and the database points the content at it. The job on the queue and the CLI run alone
// both come through here.

export const INGEST_JOB = 'media-ingest';
/** An ingest job may run for hours (a film at about real time on two cores). */
export const INGEST_JOB_EXPIRY_SECONDS = 12 * 60 * 60;

/** Where a content's media lives under the media root; the work folder sits beside it. */
export const titleFolder = (contentId: number) => `titles/${contentId}`;
const WORK_SUFFIX = '.ingest';
const STEPS_DIR = '.steps';

export interface IngestJobData extends IngestRequest {
  ingest_id: string;
}

export interface IngestServiceDeps {
  repository: IngestRepository;
  /** The local media directory (MEDIA_DIR). */
  mediaDir: string;
  /**
   * Where the media route reads from, when that is not the local directory (object storage):
   * the published folder is sent there too, under the same path.
   */
  publish?: (localDir: string, folder: string) => Promise<unknown>;
  log?: (line: string) => void;
}

export function formatIngest(row: IngestStatus): IngestStatusResponse {
  return {
    ingest_id: row.id,
    content_id: row.contentId,
    status: row.status as IngestStatusResponse['status'],
    step: row.step,
    progress: row.progress,
    speed: row.speed,
    eta_seconds: row.etaSeconds,
    error: row.error,
    media_id: row.mediaId,
  };
}

/**
 * Puts a finished work folder where the title's media is read from: the earlier folder is moved
 * aside, the new one renamed in (one directory rename on the same disk), the earlier removed.
 * Publishing to object storage takes the same folder.
 */
export async function publishLocal(workDir: string, target: string): Promise<void> {
  await rm(path.join(workDir, STEPS_DIR), { recursive: true, force: true });
  const aside = `${target}.replaced`;
  await rm(aside, { recursive: true, force: true });
  await rename(target, aside).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(workDir, target);
  await rm(aside, { recursive: true, force: true });
}

type IngestContent = NonNullable<Awaited<ReturnType<IngestRepository['content']>>>;

/** How a content's media is packaged: a song as audio rungs, everything else as a video ladder. */
function packageRequestOf(content: IngestContent, request: IngestRequest): PackageRequest {
  const song = content.contentTypeId === CONTENT_TYPE.musicAudio;
  const music = song || content.contentTypeId === CONTENT_TYPE.musicVideo || content.assetType === 'MUSIC VIDEO';
  return {
    source: request.source,
    kind: song ? 'audio' : 'video',
    language: request.language,
    audio: request.audio,
    subtitles: request.subtitles,
    normaliseLoudness: music,
    preset: request.preset,
  };
}

export function createIngestService({ repository, mediaDir, publish, log = () => undefined }: IngestServiceDeps) {
  /** The content an ingest is for, when it exists and its files can be read here. */
  async function contentOf(request: IngestRequest): Promise<IngestContent> {
    const content = await repository.content(request.content_id);
    if (!content) throw new NotFoundError(`There is no content ${request.content_id} in the catalogue.`);
    for (const file of [request.source, ...request.audio.map((t) => t.file), ...request.subtitles.map((t) => t.file)]) {
      try {
        await access(file, constants.R_OK);
      } catch {
        throw new ValidationError(`${file} cannot be read on the origin's machine.`);
      }
    }
    return content;
  }

  /** Checks everything before queueing: the content, then every input file (ingest.inputs.ts). */
  async function check(request: IngestRequest): Promise<void> {
    await checkInputs(packageRequestOf(await contentOf(request), request));
  }

  /** Packages, publishes and records one ingest; `onProgress` hears how far it is. */
  async function run(
    request: IngestRequest,
    options: { signal?: AbortSignal; onProgress?: (progress: PackageProgress) => void } = {},
  ): Promise<{ mediaId: number; result: PackageResult }> {
    const content = await contentOf(request);
    const packaging = packageRequestOf(content, request);
    const folder = titleFolder(content.id);
    const target = path.join(mediaDir, folder);
    const workDir = `${target}${WORK_SUFFIX}`;
    await mkdir(path.dirname(target), { recursive: true });
    log(`content ${content.id} (${content.title}): ${packaging.kind === 'audio' ? 'song' : 'video'} from ${request.source}`);
    // packageMedia checks every input again before it encodes (the files may have changed since the queueing)
    const result = await packageMedia(packaging, workDir, { signal: options.signal, onProgress: options.onProgress, onLog: log });
    await publishLocal(workDir, target);
    if (publish) {
      log(`publishing ${folder} to the media storage`);
      await publish(target, folder);
    }
    const mediaId = await repository.record(content.id, folder, result);
    log(`content ${content.id} plays media ${mediaId} (${folder}/${result.master})`);
    return { mediaId, result };
  }

  return {
    check,
    run,

    /** The queue's handler: runs the job and keeps its row up to date for whoever follows it. */
    async runJob(job: IngestJobData, signal?: AbortSignal): Promise<void> {
      const id = job.ingest_id;
      let last = 0;
      await repository.updateIngest(id, { status: 'running', step: 'starting', error: null });
      try {
        const { mediaId } = await run(job, {
          signal,
          onProgress: (progress) => {
            const now = Date.now();
            if (now - last < 1000) return;
            last = now;
            void repository
              .updateIngest(id, {
                step: progress.step,
                progress: progress.fraction,
                speed: progress.speed,
                etaSeconds: progress.etaSeconds === null ? null : Math.round(progress.etaSeconds),
              })
              .catch(() => undefined);
          },
        });
        await repository.updateIngest(id, { status: 'done', step: 'done', progress: 1, etaSeconds: 0, mediaId });
      } catch (error) {
        const interrupted = signal?.aborted === true;
        const message = interrupted
          ? 'The origin stopped during the ingest; run it again to resume where it stopped.'
          : error instanceof Error
            ? error.message
            : String(error);
        await repository.updateIngest(id, { status: 'failed', error: message }).catch(() => undefined);
        // an interrupted job goes back to the queue (another instance resumes it); a bad source would fail again
        if (interrupted) throw error;
      }
    },
  };
}
export type IngestService = ReturnType<typeof createIngestService>;
