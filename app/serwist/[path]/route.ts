import { cacheLife } from 'next/cache';
import { createSerwistRoute } from '@serwist/turbopack';

// Serwist builds app/sw.ts with esbuild and serves it here; next.config.ts rewrites
// /service-worker.js to /serwist/sw.js (issue 16). The app shell is precached beside the build's
// static files, so an offline visit still opens.

const serwist = createSerwistRoute({
  swSrc: 'app/sw.ts',
  useNativeEsbuild: true,
  additionalPrecacheEntries: [{ url: '/app-shell', revision: process.env.NEXT_BUILD_REVISION ?? 'app-shell-1' }],
  // the worker never needs the pages' server code or source maps
  globIgnores: ['**/*.map', 'server/**'],
});
export const { generateStaticParams } = serwist;

interface WorkerFile {
  body: string;
  type: string;
}

/**
 * One of the worker's files, built once per process. The build (reading the static files, esbuild)
 * runs inside a cache scope: the route is static, and a started server whose page cache is empty
 * renders it again on its first request, where uncached work would fail it (a 500 for the worker).
 */
async function workerFile(path: string): Promise<WorkerFile | null> {
  'use cache';
  cacheLife('max');
  const response = await serwist.GET(new Request('http://localhost/'), { params: Promise.resolve({ path }) });
  const body = await response.text();
  return body ? { body, type: response.headers.get('content-type') ?? 'text/plain' } : null;
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string }> }) {
  const { path } = await params;
  const file = await workerFile(path);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(file.body, { headers: { 'Content-Type': file.type, 'Service-Worker-Allowed': '/' } });
}
