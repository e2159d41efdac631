import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { freePort } from './ports.ts';
import { startS3 } from './s3-server.ts';

/** How many of each request pattern: enough that a leak of one a request cannot hide in the noise. */
const ROUNDS = 200;
/** Descriptors the process may gain over a pattern without a leak (a pooled socket or two). */
const SLACK = 4;

/** The process's open descriptors, and those on the object's own file (the leak issue 24 measured). */
function descriptors(objectName: string) {
  const fds = readdirSync('/proc/self/fd');
  const targets = fds.map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return ''; // closed between the listing and the read (the listing's own descriptor)
    }
  });
  return { total: fds.length, onObject: targets.filter((target) => target.includes(objectName)).length };
}
/** Timers the process holds (Node's own count): a pattern must not leave any behind either. */
const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

/** Counts once the closes of the last requests have run (they end a few ticks after the answer): two counts alike in a row. */
async function settled(objectName: string) {
  let last = descriptors(objectName);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = descriptors(objectName);
    if (now.total === last.total && now.onObject === last.onObject) return now;
    last = now;
  }
  return last;
}

// Issue 24: 20 revalidations (If-None-Match equal to the ETag, answered 304) left 20 descriptors
// open on the object's file. Every way a browser, the SDK or a delivery reads an object is run a
// few hundred times against the local S3 alone, and the process must hold no more descriptors on
// the object, nor more descriptors or timers at all, afterwards.
// Linux counts a process's descriptors in /proc (CI and this project's machines).
describe.skipIf(!existsSync('/proc/self/fd'))('the local S3 leaves no descriptor, socket or timer behind', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  let etag: string;
  let lastModified: string;
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const bucket = 'descriptors';
  const key = 'logo-left-open.png';
  const body = randomBytes(2 * 1024 * 1024 + 5);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'masterport-s3-fds-'));
    s3 = await startS3({ dataDir: dir, port: await freePort(), buckets: [bucket] });
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'image/png' }));
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    etag = head.ETag!;
    lastModified = head.LastModified!.toUTCString();
  });
  afterAll(async () => {
    agent.destroy();
    client.destroy();
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** One raw request through a keep-alive pool, as a browser sends it; `readBytes` stops reading there and drops the connection. */
  const send = (url: string, options: { method?: string; headers?: Record<string, string>; readBytes?: number } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      const req = request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (options.readBytes !== undefined && bytes >= options.readBytes) {
            req.destroy();
            resolve({ status: res.statusCode!, headers: res.headers, bytes });
          }
        });
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
        res.on('error', () => resolve({ status: res.statusCode!, headers: res.headers, bytes }));
      });
      req.on('error', reject);
      req.end();
    });
  const objectUrl = () => getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: 600 });

  const patterns: [string, () => Promise<void>][] = [
    [
      'a conditional GET with If-None-Match equal to the ETag (304)',
      async () => {
        expect((await send(await objectUrl(), { headers: { 'if-none-match': etag } })).status).toBe(304);
      },
    ],
    [
      'a conditional GET with If-Modified-Since not before the last change (304)',
      async () => {
        expect((await send(await objectUrl(), { headers: { 'if-modified-since': lastModified } })).status).toBe(304);
      },
    ],
    [
      'a conditional GET of a changed object (If-None-Match of another ETag: 200, read whole)',
      async () => {
        const answer = await send(await objectUrl(), {
          headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' },
        });
        expect([answer.status, answer.bytes]).toEqual([200, body.length]);
      },
    ],
    [
      'a HEAD through the SDK',
      async () => {
        expect((await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength).toBe(
          body.length,
        );
      },
    ],
    [
      'a HEAD with If-None-Match equal to the ETag (304)',
      async () => {
        expect((await send(await objectUrl(), { method: 'HEAD', headers: { 'if-none-match': etag } })).status).toBe(
          304,
        );
      },
    ],
    [
      'a GET the client drops after its first bytes',
      async () => {
        expect((await send(await objectUrl(), { readBytes: 1 })).status).toBe(200);
      },
    ],
    [
      'a ranged GET',
      async () => {
        const answer = await send(await objectUrl(), { headers: { range: 'bytes=1000-70000' } });
        expect([answer.status, answer.bytes]).toEqual([206, 69001]);
      },
    ],
    [
      'a ranged GET the client drops',
      async () => {
        expect((await send(await objectUrl(), { headers: { range: 'bytes=100-' }, readBytes: 1 })).status).toBe(206);
      },
    ],
    [
      'a presigned GET as a browser sends it (fetch, Origin, revalidated)',
      async () => {
        const url = await objectUrl();
        const first = await fetch(url, { headers: { origin: 'http://localhost:3000' } });
        expect(first.headers.get('access-control-allow-origin')).toBeTruthy();
        await first.arrayBuffer();
        const again = await fetch(url, {
          headers: { origin: 'http://localhost:3000', 'if-none-match': first.headers.get('etag')! },
        });
        expect(again.status).toBe(304);
      },
    ],
    [
      'a presigned GET whose reader is cancelled (a tab closed mid-image)',
      async () => {
        const answer = await fetch(await objectUrl(), { headers: { origin: 'http://localhost:3000' } });
        const reader = answer.body!.getReader();
        await reader.read();
        await reader.cancel();
      },
    ],
  ];

  it.each(patterns)(
    '%s',
    async (_name, once) => {
      await once(); // the pools (agent, fetch's, the shim's to s3rver) open their sockets first
      const before = await settled(key);
      const timersBefore = timers();
      for (let i = 0; i < ROUNDS; i++) await once();
      const after = await settled(key);
      expect(after.onObject - before.onObject, "descriptors left on the object's file").toBe(0);
      expect(after.total - before.total, 'descriptors the process gained').toBeLessThanOrEqual(SLACK);
      expect(timers() - timersBefore, 'timers the process gained').toBeLessThanOrEqual(1);
    },
    60_000,
  );
});
