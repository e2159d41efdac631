import { createServer, type Server } from 'node:http';
import { createHash, randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHashedSource } from './source-reader.ts';

/** An object as S3 answers it: its bytes at /object, a refusal anywhere else. */
const object = randomBytes(5 * 1024 * 1024 + 77);
let server: Server;
let base = '';
/** The Range header of each GET of the object. */
const ranges: (string | null)[] = [];

/** A consumer slower than the reader: the worker must wait for it, not fill memory. */
const slowSink = (parts: Buffer[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      setTimeout(done, 1);
    },
  });

describe('Function: readHashedSource', () => {
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url !== '/object') {
        response.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      // A ranged GET, as S3 answers one: 206 and the bytes from the range's start.
      const from = Number(/^bytes=(\d+)-$/.exec(request.headers.range ?? '')?.[1] ?? NaN);
      ranges.push(request.headers.range ?? null);
      if (Number.isInteger(from)) {
        response.writeHead(206, {
          'content-length': object.length - from,
          'content-range': `bytes ${from}-${object.length - 1}/${object.length}`,
        });
        response.end(object.subarray(from));
        return;
      }
      response.writeHead(200, { 'content-length': object.length });
      response.end(object);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([0, 1000, 3 * 1024 * 1024])(
    'hands on the bytes from %i in 1 MiB writes and hashes the whole object',
    async (from) => {
      const source = readHashedSource(`${base}/object`, from);
      const parts: Buffer[] = [];
      await pipeline(source.stream, slowSink(parts));

      expect(Buffer.concat(parts).equals(object.subarray(from))).toBe(true);
      expect(parts.slice(0, -1).every((part) => part.length >= 1024 * 1024)).toBe(true);
      expect(await source.sha256).toBe(createHash('sha256').update(object).digest('hex'));
    },
  );

  it.each([0, 1000])(
    'reads only the bytes from %i of an object whose SHA-256 was recorded, and answers that one',
    async (from) => {
      ranges.length = 0;
      const recorded = 'c'.repeat(64);
      const source = readHashedSource(`${base}/object`, from, recorded);
      const parts: Buffer[] = [];
      await pipeline(source.stream, slowSink(parts));

      expect(Buffer.concat(parts).equals(object.subarray(from))).toBe(true);
      expect(ranges).toEqual([from ? `bytes=${from}-` : null]);
      expect(await source.sha256).toBe(recorded);
    },
  );

  it('fails the stream and the hash when the object cannot be read', async () => {
    const source = readHashedSource(`${base}/elsewhere`, 0);
    await expect(pipeline(source.stream, slowSink([]))).rejects.toThrow('HTTP 403');
    await expect(source.sha256).rejects.toMatchObject({ status: 403 });
  });
});
