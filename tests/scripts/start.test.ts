import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

// `npm start` explains a taken port in one line instead of a stack trace.
const root = path.resolve(import.meta.dirname, '..', '..');

function runStart(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function occupiedPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('npm start', () => {
  it('says in one line that the web port is taken', async () => {
    const taken = await occupiedPort();
    try {
      const result = await runStart({ PORT: String(taken.port), HOSTNAME: '127.0.0.1', ORIGIN_PORT: '0' });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${taken.port} is taken: stop what uses it or start with PORT=<another port> npm start.`);
    } finally {
      await taken.close();
    }
  });

  it('says in one line that the origin port is taken', async () => {
    const taken = await occupiedPort();
    const free = await occupiedPort();
    const webPort = free.port;
    await free.close();
    try {
      const result = await runStart({ PORT: String(webPort), HOSTNAME: '127.0.0.1', ORIGIN_PORT: String(taken.port) });
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(
        `Port ${taken.port} is taken: stop what uses it or start with ORIGIN_PORT=<another port> npm start.`,
      );
    } finally {
      await taken.close();
    }
  });

  it('names a bad setting in one line', async () => {
    const result = await runStart({ ORIGIN_PORT: 'not-a-port' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Invalid configuration: ORIGIN_PORT: /);
  });
});
