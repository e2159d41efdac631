import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, serveDist, SPA_CACHE_CONTROL, spaPath } from './web-dist.ts';

let dist: string;
let server: Server;
let origin: string;

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const page = `<!doctype html><html><head>${'<meta name="x" content="padding">'.repeat(40)}<script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>`;
const picture = Buffer.alloc(4000, 7);

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'masterport-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'assets/index-AbC123.js'), script);
  writeFileSync(join(dist, 'assets/logo-XyZ789.png'), picture);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const serve = serveDist(dist, (res) => {
    res.writeHead(400);
    res.end();
  });
  server = createServer((req, res) => serve(req, res, decodeURIComponent(new URL(req.url!, 'http://x').pathname)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** The raw answer, bytes as sent (fetch would undo the encoding this test is about). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built SPA served as CloudFront serves it', () => {
  it('compresses a compressible file with Brotli when the browser takes it, else gzip, else not, and says it varies', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 2);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toBe('text/javascript');
  });

  it('leaves pictures and files under 1,000 bytes as they are, as CloudFront does', async () => {
    const png = await get('/assets/logo-XyZ789.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(picture)).toBe(true);
    const small = await get('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('lets browsers keep hashed assets for a year and makes them revalidate everything else', async () => {
    expect((await get('/assets/index-AbC123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/logo-XyZ789.png')).headers['cache-control']).toBe(SPA_CACHE_CONTROL.hashed);
    expect((await get('/sign-in')).headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers a revalidation of an unchanged file 304, with the ETag S3 gives it (weak once compressed)', async () => {
    const md5 = createHash('md5').update(page).digest('hex');
    const first = await get('/sign-in', { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).toBe(`W/"${md5}"`);
    expect((await get('/sign-in')).headers.etag).toBe(`"${md5}"`);
    const again = await get('/sign-in', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get('/sign-in', { 'if-none-match': '"another"' })).status).toBe(200);
  });

  it("serves index.html for the app's routes, and not found for a missing file", async () => {
    for (const route of ['/app/masters/details/M-1', '/sign-in', '/app/masters/details/M.1/x']) {
      const answer = await get(route);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.toString()).toBe(page);
    }
    expect((await get('/assets/gone-Old123.js')).status).toBe(404);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd.txt')).status).toBe(404);
  });

  it("answers HEAD without a body and refuses other methods as the SPA's behaviour does", async () => {
    const head = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
    expect((await get('/sign-in', {}, 'POST')).status).toBe(403);
  });
});

describe("CloudFront's choices, one by one", () => {
  it('picks Brotli over gzip, honours q=0 and the wildcard', () => {
    expect(chooseEncoding('gzip, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it("rewrites the paths the distribution's viewer-request function rewrites", () => {
    expect(spaPath('/app/masters')).toBe('/index.html');
    // The public site's pages are their prerendered files (docs/site.md); `/` is the English home.
    expect(spaPath('/')).toBe('/site/en/index.html');
    expect(spaPath('/fr')).toBe('/site/fr/index.html');
    expect(spaPath('/fr/pricing')).toBe('/site/fr/pricing.html');
    expect(spaPath('/info/accepted-formats')).toBe('/site/en/info-accepted-formats.html');
    expect(spaPath('/assets/index-AbC123.js')).toBe('/assets/index-AbC123.js');
    expect(spaPath('/view-file/abc/2026-01-01T00:00:00.000Z/MP41080')).toBe('/index.html');
    // The sign-in page and the public links are their prerendered documents, as on CloudFront.
    expect(spaPath('/account/login')).toBe('/app-pages/login.html');
    expect(spaPath('/m/2026-01-01T00:00:00.000Z/abc')).toBe('/app-pages/publicMaster.html');
    expect(spaPath('/account/create')).toBe('/index.html');
  });
});
