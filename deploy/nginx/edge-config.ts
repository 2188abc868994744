import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CONTENT_TYPES } from '../../server/modules/media/media.files';
import { API_TIMEOUT_MS, ORIGIN_UNREACHABLE_MESSAGE } from '../../contract/constants';

// Writes a runnable nginx prefix for the media edge and load balancer (nginx.conf.template beside
// this file): conf/ with the filled template, the njs check and the CORS headers, plus logs/ and
// temp/. Tests, benches and the one-machine cluster start it with `nginx -p PREFIX -c conf/nginx.conf`.
//
//   npx tsx deploy/nginx/edge-config.ts --prefix data/nginx --listen 8080 --media-dir data/media \
//     --web 127.0.0.1:3000 --origin 127.0.0.1:4000 [--site-origin https://chalchitra.in] \
//     [--s3-bucket chalchitra-media [--s3-endpoint https://minio.internal:9000] [--s3-region ap-south-1] [--s3-path-style]
//      [--s3-cache-size 20g]]

const HERE = import.meta.dirname;

/** Debian's libnginx-mod-http-js. */
export const DEBIAN_NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';

export interface EdgeOptions {
  /** nginx `listen` value: a port, or address:port. */
  listen: string;
  /** The origin's MEDIA_DIR (absolute, or relative to the working directory). */
  mediaDir: string;
  /** The origin's MEDIA_REVOCATIONS_DIR (the same directory, or a shared mount of it): ended leases, whose grants are refused. */
  revocationsDir: string;
  /** Web instances (host:port) for every path but /api/ and signed media. */
  webServers: string[];
  /** Origin instances (host:port) for the browser's /api calls and signed media that is not a file in mediaDir. */
  originServers: string[];
  /**
   * Where the web instances reach the origin instances through this nginx (a private address:port),
   * when there is no other load balancer between them; unset, no such listener.
   */
  originListen?: string;
  /** The site's origins, whose pages may read media cross-origin when the edge has a host of its own. */
  siteOrigins?: string[];
  workers?: number | 'auto';
  /** An access log (`path [format] [buffer=…]`) or 'off'. */
  accessLog?: string;
  /** The user worker processes run as when nginx starts as root. */
  user?: string;
  njsModule?: string;
  /**
   * The media bucket, when the origin has MEDIA_STORAGE=s3 (README "Object storage"): a path that
   * is no file in mediaDir is fetched from it, signed with the key pair nginx is given in
   * S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, before the origin is asked.
   */
  mediaStore?: MediaStoreOptions;
}

export interface MediaStoreOptions {
  bucket: string;
  /** The S3-compatible server (http or https); unset, AWS's own address for the region. */
  endpoint?: string;
  region: string;
  /** endpoint/bucket/key addresses rather than bucket.endpoint/key. */
  forcePathStyle: boolean;
  /** The most the edge keeps of the bucket's answers on its disk (nginx size: '512m', '20g'); 1g. */
  cacheSize?: string;
}

function servers(addresses: string[], role: string): string {
  if (addresses.length === 0) throw new Error(`the edge needs at least one ${role} instance`);
  // an instance is left out for 5 s after 3 failed tries, not after one: under a burst a slow answer is no crash
  return addresses.map((address) => `        server ${address} max_fails=3 fail_timeout=5s;`).join('\n');
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

/** The bucket's server as nginx reaches it: upstream address, Host header, key prefix, TLS. */
export function mediaStoreAddress(store: MediaStoreOptions): { server: string; host: string; prefix: string; tls: boolean } {
  const endpoint = new URL(store.endpoint ?? `https://s3.${store.region}.amazonaws.com`);
  const tls = endpoint.protocol === 'https:';
  const port = endpoint.port || (tls ? '443' : '80');
  const host = store.forcePathStyle ? endpoint.host : `${store.bucket}.${endpoint.host}`;
  const hostname = store.forcePathStyle ? endpoint.hostname : `${store.bucket}.${endpoint.hostname}`;
  return { server: `${hostname}:${port}`, host, prefix: store.forcePathStyle ? `/${store.bucket}` : '', tls };
}

/** The bucket's parts of the configuration, or what leaves the edge as it was without one. */
function mediaStoreValues(store: MediaStoreOptions | undefined): Record<string, string> {
  if (!store) return { MEDIA_STORE_ENV: '', MEDIA_STORE_HTTP: '', MEDIA_MISSING: '@media_origin', MEDIA_STORE_LOCATION: '' };
  const { server, host, prefix, tls } = mediaStoreAddress(store);
  const quoted = (value: string) => {
    if (/["\\\s;{}$]/.test(value)) throw new Error(`${value} cannot be written into nginx.conf`);
    return `"${value}"`;
  };
  const cacheSize = store.cacheSize ?? '1g';
  if (!/^\d+[kmg]?$/i.test(cacheSize)) throw new Error(`${cacheSize} is not an nginx size`);
  return {
    MEDIA_STORE_ENV: ["# the media bucket's key pair, for media-store.js", 'env S3_ACCESS_KEY_ID;', 'env S3_SECRET_ACCESS_KEY;'].join('\n'),
    MEDIA_STORE_HTTP: `
    # the media bucket (README "Object storage"): media-store.js signs each request to it
    upstream media_store {
        server ${server};
        keepalive 32;
    }
    js_import store from media-store.js;
    js_var $media_store_host ${quoted(host)};
    js_var $media_store_prefix ${quoted(prefix)};
    js_var $media_store_region ${quoted(store.region)};
    js_set $media_store_uri store.uri;
    js_set $media_store_date store.date;
    js_set $media_store_authorization store.authorization;
    # the bucket's answers, kept by object key (never by token: the check comes first) for a minute,
    # then revalidated with the bucket; concurrent misses of one object make one request
    proxy_cache_path temp/media_store levels=1:2 keys_zone=media_store:16m max_size=${cacheSize} inactive=1h use_temp_path=off;`,
    MEDIA_MISSING: '@media_store',
    MEDIA_STORE_LOCATION: `
        # a verified path that is no file here: the bucket's object of the same key, else the origin
        location @media_store {
            include media-cors.conf;
            add_header Cache-Control $media_cache_control;
            add_header X-Content-Type-Options nosniff;
            add_header Cross-Origin-Resource-Policy same-site;
            proxy_pass ${tls ? 'https' : 'http'}://media_store$media_store_uri;
            proxy_http_version 1.1;
            # the whole object is fetched (GET, as media-store.js signs it) and kept; ranges and
            # HEAD are answered from the kept copy
            proxy_method GET;
            proxy_cache media_store;
            proxy_cache_key $media_store_uri;
            proxy_cache_valid 200 1m;
            proxy_cache_revalidate on;
            proxy_cache_lock on;
            proxy_cache_use_stale error timeout updating;
            proxy_force_ranges on;
            # only what the bucket needs: the visitor's cookies and tokens stay here
            proxy_pass_request_headers off;
            proxy_set_header Connection "";
            proxy_set_header Host $media_store_host;
            proxy_set_header x-amz-date $media_store_date;
            proxy_set_header x-amz-content-sha256 UNSIGNED-PAYLOAD;
            proxy_set_header Authorization $media_store_authorization;
            proxy_hide_header Cache-Control;
            proxy_hide_header x-amz-request-id;
            proxy_hide_header x-amz-id-2;
            proxy_hide_header x-amz-version-id;
            proxy_hide_header x-amz-server-side-encryption;
            proxy_hide_header x-amz-storage-class;${
              tls
                ? `
            proxy_ssl_server_name on;
            proxy_ssl_name ${host.replace(/:\d+$/, '')};
            proxy_ssl_verify on;
            proxy_ssl_trusted_certificate /etc/ssl/certs/ca-certificates.crt;`
                : ''
            }
            # a key the bucket lacks (404, or 403 where the edge may not list the bucket) is the origin's
            proxy_intercept_errors on;
            error_page 403 404 = @media_origin;
        }`,
  };
}

/** The web instances' way to the origin instances: the same upstream, an instance that refuses is skipped. */
function originBalancer(listen: string): string {
  return `    server {
        listen ${listen};
        location / {
            proxy_pass http://origin;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            # the web's own Host and X-Forwarded-For pass as they are: the origin trusts the web's
            proxy_set_header Host $http_host;
            proxy_buffering off;
            client_max_body_size 10m;
        }
    }`;
}

/** Text that goes inside one of nginx's single-quoted strings as it is. */
function singleQuoted(text: string): string {
  if (/['\\]/.test(text)) throw new Error(`no quote or backslash can go into nginx.conf as it is: ${text}`);
  return text;
}

export async function renderEdgeConfig(options: EdgeOptions, jsPath = HERE): Promise<string> {
  const values: Record<string, string> = {
    ...mediaStoreValues(options.mediaStore),
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
    REVOCATIONS_DIR: path.resolve(options.revocationsDir),
    MEDIA_TYPES: mediaTypes(),
    ORIGIN_BALANCER: options.originListen ? originBalancer(options.originListen) : '',
    API_TIMEOUT: `${API_TIMEOUT_MS / 1000}s`,
    ORIGIN_UNREACHABLE: singleQuoted(JSON.stringify({ status: 'error', message: ORIGIN_UNREACHABLE_MESSAGE })),
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
  if (options.mediaStore) await copyFile(path.join(HERE, 'media-store.js'), path.join(conf, 'media-store.js'));
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
      'revocations-dir': { type: 'string', default: 'data/media-revocations' },
      web: { type: 'string', multiple: true, default: ['127.0.0.1:3000'] },
      origin: { type: 'string', multiple: true, default: ['127.0.0.1:4000'] },
      'site-origin': { type: 'string', multiple: true, default: [] },
      's3-bucket': { type: 'string' },
      's3-endpoint': { type: 'string' },
      's3-region': { type: 'string', default: 'us-east-1' },
      's3-path-style': { type: 'boolean', default: false },
      's3-cache-size': { type: 'string' },
    },
  });
  const args = await writeEdgePrefix(values.prefix, {
    listen: values.listen,
    mediaDir: values['media-dir'],
    revocationsDir: values['revocations-dir'],
    webServers: values.web,
    originServers: values.origin,
    siteOrigins: values['site-origin'],
    user: workerUser(),
    mediaStore: values['s3-bucket']
      ? {
          bucket: values['s3-bucket'],
          endpoint: values['s3-endpoint'],
          region: values['s3-region'],
          forcePathStyle: values['s3-path-style'],
          cacheSize: values['s3-cache-size'],
        }
      : undefined,
  });
  const keys = values['s3-bucket'] ? 'S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… ' : '';
  console.log(`MEDIA_SIGNING_SECRET=… ${keys}nginx ${args.join(' ')}`);
}
