import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_TYPES } from '../../server/modules/media/media.files';

// Writes a runnable nginx prefix for the media edge and load balancer (nginx.conf.template beside
// this file): conf/ with the filled template, the njs check and the CORS headers, plus logs/ and
// temp/. Tests, benches and the one-machine cluster start it with `nginx -p PREFIX -c conf/nginx.conf`.
//
//   npx tsx deploy/nginx/edge-config.ts --prefix data/nginx --listen 8080 --media-dir data/media \
//     --web 127.0.0.1:3000 --origin 127.0.0.1:4000 [--site-origin https://chalchitra.in]

const HERE = import.meta.dirname;

/** Debian's libnginx-mod-http-js. */
export const DEBIAN_NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

export interface EdgeOptions {
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  /** The origin's MEDIA_DIR (absolute, or relative to the working directory). */
  mediaDir: string;
  /** Web instances (host:port) for every path but signed media. */
  webServers: string[];
  /** Origin instances (host:port) for signed media that is not a file in mediaDir. */
  originServers: string[];
  /** The site's origins, whose pages may read media cross-origin when the edge has a host of its own. */
  siteOrigins?: string[];
  workers?: number | 'auto';
  /** An access log (`path [format] [buffer=…]`) or 'off'. */
  accessLog?: string;
  /** The user worker processes run as when nginx starts as root. */
  user?: string;
  njsModule?: string;
}

function servers(addresses: string[], role: string): string {
  if (addresses.length === 0) throw new Error(`the edge needs at least one ${role} instance`);
  return addresses.map((address) => `        server ${address};`).join('\n');
}

function corsOrigins(origins: string[]): string {
  return origins
    .map((origin) => {
      if (new URL(origin).origin !== origin) throw new Error(`${origin} is not an origin (scheme://host[:port], no path)`);
      return `        "${origin}" $http_origin;`;
    })
    .join('\n');
}

/** The origin's content types (media.files.ts), so both answer a file alike. */
function mediaTypes(): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(CONTENT_TYPES)) byType.set(type, [...(byType.get(type) ?? []), extension.slice(1)]);
  return [...byType].map(([type, extensions]) => `                ${type} ${extensions.join(' ')};`).join('\n');
}

export async function renderEdgeConfig(options: EdgeOptions, jsPath = HERE): Promise<string> {
  const values: Record<string, string> = {
    USER: options.user ? `user ${options.user};` : '',
    WORKERS: String(options.workers ?? 'auto'),
    NJS_MODULE: options.njsModule ?? DEBIAN_NJS_MODULE,
    ACCESS_LOG: options.accessLog ?? 'logs/access.log combined buffer=64k flush=1s',
    WEB_SERVERS: servers(options.webServers, 'web'),
    ORIGIN_SERVERS: servers(options.originServers, 'origin'),
    JS_PATH: path.resolve(jsPath),
    CORS_ORIGINS: corsOrigins(options.siteOrigins ?? []),
    LISTEN: options.listen,
    MEDIA_ROOT: path.resolve(options.mediaDir),
    MEDIA_TYPES: mediaTypes(),
  };
  const template = await readFile(path.join(HERE, 'nginx.conf.template'), 'utf8');
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`nginx.conf.template names an unknown placeholder {{${name}}}`);
    return values[name];
  });
}

/** Writes PREFIX/conf (nginx.conf, media-edge.js, media-cors.conf), logs/ and temp/; answers nginx's arguments. */
export async function writeEdgePrefix(prefix: string, options: EdgeOptions): Promise<string[]> {
  const root = path.resolve(prefix);
  const conf = path.join(root, 'conf');
  await Promise.all(['conf', 'logs', 'temp'].map((folder) => mkdir(path.join(root, folder), { recursive: true })));
  await copyFile(path.join(HERE, 'media-edge.js'), path.join(conf, 'media-edge.js'));
  await copyFile(path.join(HERE, 'media-cors.conf'), path.join(conf, 'media-cors.conf'));
  await writeFile(path.join(conf, 'nginx.conf'), await renderEdgeConfig(options, conf));
  return ['-p', `${root}/`, '-c', path.join(conf, 'nginx.conf')];
}

/** Run as root, nginx's workers would be `nobody` and could not read a private media directory. */
export function workerUser(): string | undefined {
  return process.getuid?.() === 0 ? os.userInfo().username : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      prefix: { type: 'string', default: 'data/nginx' },
      listen: { type: 'string', default: '8080' },
      'media-dir': { type: 'string', default: 'data/media' },
      web: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      origin: { type: 'string', multiple: true, default: ['127.0.0.1:4000'] },
      'site-origin': { type: 'string', multiple: true, default: [] },
    },
  });
  const args = await writeEdgePrefix(values.prefix, {
    listen: values.listen,
    mediaDir: values['media-dir'],
    webServers: values.web,
    originServers: values.origin,
    siteOrigins: values['site-origin'],
    user: workerUser(),
  });
  console.log(`MEDIA_SIGNING_SECRET=… nginx ${args.join(' ')}`);
}
