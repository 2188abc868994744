import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { DEBIAN_NJS_MODULE, workerUser, writeEdgePrefix, type EdgeOptions } from './edge-config';

// Starts nginx in the foreground as a child of this process (tests, benches, the one-machine
// cluster) and stops it again.

/** nginx lives in /usr/sbin on Debian, which an ordinary user's PATH leaves out. */
export function nginxBinary(): string | null {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'].filter((folder) =>
    path.isAbsolute(folder),
  );
  return folders.map((folder) => path.join(folder, 'nginx')).find((candidate) => existsSync(candidate)) ?? null;
}

/** Whether the edge can run here: nginx and Debian's njs module (libnginx-mod-http-js). */
export function edgeAvailable(): boolean {
  return nginxBinary() !== null && existsSync(DEBIAN_NJS_MODULE);
}

/** A port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  url: string;
  /** The master process (its workers are its children). */
  pid: number;
  stop(): Promise<void>;
}

/** Runs `nginx ARGS -g 'daemon off;'` and waits until it accepts on 127.0.0.1:port. */
export async function startNginx(args: string[], port: number, env: NodeJS.ProcessEnv = process.env): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-js)');
  const child: ChildProcess = spawn(binary, [...args, '-g', 'daemon off;'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${port}: ${errors.trim() || `exit ${child.exitCode}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Writes the edge's prefix and starts it on 127.0.0.1:port with the origin's signing secret. */
export async function startEdge(
  prefix: string,
  port: number,
  secret: string,
  options: Omit<EdgeOptions, 'listen' | 'user'>,
): Promise<RunningNginx> {
  const args = await writeEdgePrefix(prefix, { ...options, listen: `127.0.0.1:${port}`, user: workerUser() });
  return startNginx(args, port, { ...process.env, MEDIA_SIGNING_SECRET: secret });
}
