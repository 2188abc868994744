import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';

// Running ffmpeg and ffprobe politely: niced, one thread, errors with the tail of stderr. Other
// work shares the machine's cores.

export const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function run(command: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The first line of `ffmpeg -version`, or null when ffmpeg is not installed. */
export async function ffmpegVersion(): Promise<string | null> {
  try {
    const { code, stdout } = await run('ffmpeg', ['-hide_banner', '-version']);
    return code === 0 ? stdout.split('\n')[0] : null;
  } catch {
    return null; // spawn fails with ENOENT when ffmpeg is missing
  }
}

/** Whether the running clock can be burned in: drawtext built in and the DejaVu font present. */
export async function drawtextAvailable(): Promise<boolean> {
  try {
    await access(FONT_FILE);
  } catch {
    return false;
  }
  const { stdout } = await run('ffmpeg', ['-hide_banner', '-filters']);
  return /\sdrawtext\s/.test(stdout);
}

let niceWorks: boolean | undefined;

/** Runs ffmpeg at low priority on one thread; throws with ffmpeg's last words on failure. */
export async function ffmpeg(args: string[]): Promise<void> {
  const full = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-threads', '1', '-filter_threads', '1', ...args];
  if (niceWorks === undefined) niceWorks = (await run('nice', ['-n', '10', 'true']).catch(() => ({ code: 1 }))).code === 0;
  const { code, stderr } = niceWorks ? await run('nice', ['-n', '10', 'ffmpeg', ...full]) : await run('ffmpeg', full);
  if (code !== 0) throw new Error(`ffmpeg failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
}
