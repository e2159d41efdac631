import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SPA_CACHE_CONTROL, SPA_HASHED_FOLDER, SPA_REWRITE_CODE } from '@masterport/infra/constructs/spa-delivery.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  // MediaInfo's WebAssembly (the upload tab's check before the upload): compiled as it streams in
  // only when served as application/wasm, as S3 serves it after the deployment.
  '.wasm': 'application/wasm',
};

/**
 * The types CloudFront compresses, from its documented list, cut to what a Vite build emits.
 * Pictures and WOFF fonts are already compressed: CloudFront leaves them as they are, and so do we.
 */
const COMPRESSIBLE = new Set([
  'text/html',
  'text/javascript',
  'text/css',
  'application/json',
  'image/svg+xml',
  'image/x-icon',
  'text/plain',
  'application/xml',
  'font/ttf',
  'font/otf',
]);
/** CloudFront compresses objects of 1,000 bytes to 10,000,000 bytes only. */
const MIN_COMPRESSED = 1_000;
const MAX_COMPRESSED = 10_000_000;

/** What browsers are told to keep, as the deploy sets it on each object (infra's spa-delivery.ts). */
export { SPA_CACHE_CONTROL };

// The distribution's own viewer-request function, run here as CloudFront runs it: a last path
// segment without a file extension is a client-side route, served /index.html.
const rewrite = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: { request: { uri: string } }) => {
  uri: string;
};

/** The file CloudFront asks the bucket for; a missing one is not found (S3 says 403 there, having no list right). */
export const spaPath = (path: string): string => rewrite({ request: { uri: path } }).uri;

type Encoding = 'br' | 'gzip' | 'identity';

/** CloudFront's choice of encoding: Brotli when the viewer takes both, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name!, q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

interface Cached {
  readonly body: Buffer;
  readonly etag: string;
  readonly mtimeMs: number;
}

/**
 * Serves a built SPA (web/dist) as the deployed app does: CloudFront's rewrite and compression, the
 * cache headers of the uploaded objects, S3's ETag and Last-Modified with 304 on revalidation.
 * Files and their compressed forms are kept in memory (a build is a few MB) and read again when
 * their modification time changes, so a rebuild under a running server is picked up.
 */
export function serveDist(dist: string, badRequest: (res: ServerResponse) => void) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error('web/dist is missing: run `npm run build:web` first');
  const cache = new Map<string, Cached>();

  const load = (file: string, encoding: Encoding, mtimeMs: number): Cached => {
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = readFileSync(file);
    // Quality 5 is what on-the-fly compression affords; CloudFront does not say its level.
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
          })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 6 })
          : raw;
    // S3's ETag of a single-part upload is the MD5 of its bytes; CloudFront makes it weak once it compresses.
    const md5 = createHash('md5').update(raw).digest('hex');
    const entry = { body, etag: encoding === 'identity' ? `"${md5}"` : `W/"${md5}"`, mtimeMs };
    cache.set(key, entry);
    return entry;
  };

  return (req: IncomingMessage, res: ServerResponse, path: string | undefined) => {
    if (path === undefined) return badRequest(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // The SPA's behaviour allows GET and HEAD only (ALLOW_GET_HEAD).
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('This distribution is not configured to allow the HTTP request method that was used for this request.');
      return;
    }
    const file = join(dist, normalize(spaPath(path)));
    const stats = file.startsWith(dist + sep) && existsSync(file) ? statSync(file) : undefined;
    if (!stats?.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
      res.end('Not found');
      return;
    }
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const compressible =
      COMPRESSIBLE.has(type.split(';')[0]!) && stats.size >= MIN_COMPRESSED && stats.size <= MAX_COMPRESSED;
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const entry = load(file, encoding, stats.mtimeMs);
    const headers: Record<string, string | number> = {
      'content-type': type,
      'cache-control': file.startsWith(join(dist, SPA_HASHED_FOLDER) + sep)
        ? SPA_CACHE_CONTROL.hashed
        : SPA_CACHE_CONTROL.other,
      etag: entry.etag,
      'last-modified': stats.mtime.toUTCString(),
      // A cache between here and the browser must key compressible answers on the encoding asked for.
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    };
    const tags = req.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (tags?.some((tag) => tag === '*' || tag === entry.etag.replace(/^W\//, ''))) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, {
      ...headers,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': entry.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
  };
}
