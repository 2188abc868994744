import path from 'node:path';
import { readFile, readdir, stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../../platform/config';
import { openDatabase } from '../../platform/db';
import { createMediaStorage } from '../../platform/storage';
import { putFolder } from '../media/media.publish';
import { createIngestRepository } from './ingest.repository';
import { createIngestService } from './ingest.service';
import { IngestRequest, IngestStatusResponse } from './ingest.schemas';
import type { PackageProgress } from './ingest.package';

// npm run media:ingest -- --content ID [--language hi] [--audio ta=dub.m4a] [--subtitle hi=subs.srt] FILE
// npm run media:ingest -- --manifest ingest.json      a list of the same, one per title
// npm run media:ingest -- --folder DIR                <id>.mp4, <id>.<lang>.srt|vtt, <id>.<lang>.m4a|aac|mp3|wav|flac
// With the origin running, each ingest is sent to it as a job (its worker packages and publishes)
// and followed here; without it, the CLI runs the ingest itself on the database. --local and
// --queue choose; --origin URL (and MEDIA_INGEST_TOKEN) reach an origin on another machine.

const USAGE =
  'usage: media:ingest -- --content ID [--language TAG] [--audio TAG=FILE]... [--subtitle TAG=FILE]... [--preset NAME] FILE\n' +
  '       media:ingest -- --manifest FILE.json | --folder DIR   [--local | --queue] [--origin URL]';

const SUBTITLE_EXTENSIONS = new Set(['.srt', '.vtt']);
const AUDIO_EXTENSIONS = new Set(['.m4a', '.aac', '.mp3', '.wav', '.flac', '.ogg', '.opus']);

function pair(text: string, flag: string): { language: string; file: string } {
  const at = text.indexOf('=');
  if (at < 1) throw new Error(`${flag} takes LANGUAGE=FILE (e.g. ${flag} ta=dub.m4a), not ${JSON.stringify(text)}`);
  return { language: text.slice(0, at), file: path.resolve(text.slice(at + 1)) };
}

/** The ingests a manifest asks for: [{ content, source, language?, audio?: {ta: file}, subtitles?: {hi: file} }]. */
export async function readManifest(file: string): Promise<IngestRequest[]> {
  const dir = path.dirname(path.resolve(file));
  const entries = JSON.parse(await readFile(file, 'utf8')) as unknown;
  if (!Array.isArray(entries)) throw new Error(`${file}: a list of ingests expected`);
  return entries.map((entry: Record<string, unknown>, row) => {
    const files = (value: unknown) =>
      Object.entries((value ?? {}) as Record<string, string>).map(([language, track]) => ({ language, file: path.resolve(dir, track) }));
    const parsed = IngestRequest.safeParse({
      content_id: entry.content,
      source: typeof entry.source === 'string' ? path.resolve(dir, entry.source) : entry.source,
      language: entry.language,
      audio: files(entry.audio),
      subtitles: files(entry.subtitles),
      preset: entry.preset,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}, entry ${row + 1}, ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    return parsed.data;
  });
}

/** The ingests a folder holds: `<content id>.<ext>` sources, with `<id>.<lang>.<ext>` subtitles and dubs beside them. */
export async function readFolder(dir: string): Promise<IngestRequest[]> {
  const names = (await readdir(dir)).sort();
  const requests = new Map<number, IngestRequest>();
  const extras: Array<{ id: number; language: string; file: string; kind: 'audio' | 'subtitles' }> = [];
  for (const name of names) {
    const file = path.resolve(dir, name);
    if (!(await stat(file)).isFile()) continue;
    const source = /^(\d+)\.[A-Za-z0-9]+$/.exec(name);
    const track = /^(\d+)\.([A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*)\.[A-Za-z0-9]+$/.exec(name);
    const extension = path.extname(name).toLowerCase();
    if (source && !SUBTITLE_EXTENSIONS.has(extension)) {
      requests.set(Number(source[1]), { content_id: Number(source[1]), source: file, audio: [], subtitles: [] });
    } else if (track && SUBTITLE_EXTENSIONS.has(extension)) {
      extras.push({ id: Number(track[1]), language: track[2], file, kind: 'subtitles' });
    } else if (track && AUDIO_EXTENSIONS.has(extension)) {
      extras.push({ id: Number(track[1]), language: track[2], file, kind: 'audio' });
    }
  }
  for (const extra of extras) {
    const request = requests.get(extra.id);
    if (!request) throw new Error(`${extra.file}: no source ${extra.id}.<ext> beside it`);
    request[extra.kind].push({ language: extra.language, file: extra.file });
  }
  if (requests.size === 0) throw new Error(`${dir} holds no sources named <content id>.<ext>`);
  return [...requests.values()];
}

function clock(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '--:--';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** A progress bar on a terminal (one line, redrawn); elsewhere a line at each tenth. */
export function progressBar(label: string, out: NodeJS.WriteStream = process.stdout) {
  let lastTenth = -1;
  return {
    update(progress: PackageProgress) {
      const percent = Math.floor(progress.fraction * 100);
      const speed = progress.speed > 0 ? `${progress.speed.toFixed(1)}×` : '';
      if (out.isTTY) {
        const width = 30;
        const filled = Math.round(progress.fraction * width);
        out.write(
          `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(percent).padStart(3)}%  ${progress.step.padEnd(12)} ${speed.padStart(6)}  ETA ${clock(progress.etaSeconds)}\x1b[K`,
        );
      } else if (Math.floor(percent / 10) > lastTenth) {
        lastTenth = Math.floor(percent / 10);
        out.write(`${label} ${percent}% ${progress.step} ${speed} ETA ${clock(progress.etaSeconds)}\n`);
      }
    },
    done(line: string) {
      out.write(`${out.isTTY ? '\r\x1b[K' : ''}${line}\n`);
    },
  };
}

async function originAnswers(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Sends each ingest to the origin as a job and follows it to its end. */
async function viaOrigin(origin: string, token: string | undefined, requests: IngestRequest[]): Promise<number> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let failures = 0;
  for (const request of requests) {
    const label = `content ${request.content_id}`;
    const sent = await fetch(`${origin}/ops/media/ingests`, { method: 'POST', headers, body: JSON.stringify(request) });
    if (sent.status !== 202) {
      const body = await sent.text();
      const message = (() => {
        try {
          return (JSON.parse(body) as { message?: string }).message ?? body;
        } catch {
          return body;
        }
      })();
      process.stderr.write(`${label}: the origin refused the ingest (${sent.status}): ${message}\n`);
      failures += 1;
      continue;
    }
    const { ingest_id: id } = IngestStatusResponse.parse(await sent.json());
    process.stdout.write(`${label}: queued on the origin as ingest ${id}\n`);
    const bar = progressBar(label);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const answer = await fetch(`${origin}/ops/media/ingests/${id}`, { headers });
      if (!answer.ok) throw new Error(`the origin stopped answering about ingest ${id} (${answer.status})`);
      const status = IngestStatusResponse.parse(await answer.json());
      if (status.status === 'done') {
        bar.done(`${label}: done, playing media ${status.media_id}`);
        break;
      }
      if (status.status === 'failed') {
        bar.done(`${label}: failed: ${status.error}`);
        failures += 1;
        break;
      }
      bar.update({
        fraction: status.progress,
        step: status.status === 'queued' ? 'queued' : status.step,
        speed: status.speed,
        etaSeconds: status.eta_seconds,
      });
    }
  }
  return failures === 0 ? 0 : 1;
}

/** Runs each ingest in this process, on the database itself. */
async function alone(config: Config, requests: IngestRequest[]): Promise<number> {
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.resolve(config.rootDir, config.PGLITE_DIR) });
  const storage = createMediaStorage(config);
  const stop = new AbortController();
  const interrupt = () => stop.abort();
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  let failures = 0;
  try {
    for (const request of requests) {
      const label = `content ${request.content_id}`;
      const bar = progressBar(label);
      const service = createIngestService({
        repository: createIngestRepository(database.db),
        mediaDir: path.resolve(config.rootDir, config.MEDIA_DIR),
        publish: storage.kind === 'local' ? undefined : (localDir, folder) => putFolder(storage, localDir, folder),
        log: (line) => bar.done(line),
      });
      const started = Date.now();
      try {
        const { mediaId, result } = await service.run(request, { signal: stop.signal, onProgress: (progress) => bar.update(progress) });
        const seconds = (Date.now() - started) / 1000;
        bar.done(
          `${label}: done in ${clock(seconds)} (${(result.durationSeconds / seconds).toFixed(2)}× real time), playing media ${mediaId}: ` +
            result.variants.map((variant) => variant.name).join(' ') +
            (result.tracks.length > 0
              ? `; ${result.tracks.map((track) => `${track.type.toLowerCase()} ${track.language}`).join(', ')}`
              : ''),
        );
      } catch (error) {
        failures += 1;
        bar.done(
          stop.signal.aborted
            ? `${label}: stopped; run the same command again to resume`
            : `${label}: failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (stop.signal.aborted) break;
      }
    }
  } finally {
    process.off('SIGINT', interrupt);
    process.off('SIGTERM', interrupt);
    storage.close();
    await database.close();
  }
  return failures === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: {
        content: { type: 'string' },
        language: { type: 'string' },
        audio: { type: 'string', multiple: true },
        subtitle: { type: 'string', multiple: true },
        preset: { type: 'string' },
        manifest: { type: 'string' },
        folder: { type: 'string' },
        local: { type: 'boolean' },
        queue: { type: 'boolean' },
        origin: { type: 'string' },
      },
    });
  }
  try {
    parsed = parse();
  } catch (error) {
    process.stderr.write(`media:ingest: ${(error as Error).message.split('\n')[0]}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  let requests: IngestRequest[];
  try {
    if (values.manifest) requests = await readManifest(values.manifest);
    else if (values.folder) requests = await readFolder(values.folder);
    else {
      if (!values.content || positionals.length !== 1) throw new Error('give --content ID and one source FILE');
      const request = IngestRequest.safeParse({
        content_id: Number(values.content),
        source: path.resolve(positionals[0]),
        language: values.language,
        audio: (values.audio ?? []).map((text) => pair(text, '--audio')),
        subtitles: (values.subtitle ?? []).map((text) => pair(text, '--subtitle')),
        preset: values.preset,
      });
      if (!request.success) {
        const issue = request.error.issues[0];
        throw new Error(`${issue.path.join('.') || 'arguments'}: ${issue.message}`);
      }
      requests = [request.data];
    }
  } catch (error) {
    process.stderr.write(`media:ingest: ${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }

  const config = loadConfig();
  const origin = (
    values.origin ?? `http://${config.ORIGIN_HOST === '0.0.0.0' ? '127.0.0.1' : config.ORIGIN_HOST}:${config.ORIGIN_PORT}`
  ).replace(/\/+$/, '');
  const running = !values.local && (values.queue || values.origin !== undefined || (await originAnswers(origin)));
  if (running) return viaOrigin(origin, config.MEDIA_INGEST_TOKEN, requests);
  if (!config.DATABASE_URL && (await originAnswers(origin))) {
    process.stderr.write('media:ingest: the origin is running on PGlite, which one process opens at a time; leave out --local\n');
    return 1;
  }
  return alone(config, requests);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`media:ingest failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
