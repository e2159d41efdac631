import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { freePort } from './ports.ts';
import { startS3 } from './s3-server.ts';

// GETs are answered from s3rver's file on disk with s3rver's own headers (s3-multipart-shim.ts):
// the bytes, ranges, errors and signature checks must be exactly what s3rver alone answers.
describe('the local S3 reading objects from disk', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  const body = randomBytes(3 * 1024 * 1024 + 17);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'masterport-s3-read-'));
    s3 = await startS3({ dataDir: dir, port: await freePort(), buckets: ['reads'] });
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new PutObjectCommand({ Bucket: 'reads', Key: 'a folder/spot é.mxf', Body: body }));
    await client.send(new PutObjectCommand({ Bucket: 'reads', Key: 'empty.txt', Body: Buffer.alloc(0) }));
  });
  afterAll(async () => {
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const read = async (key: string, range?: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: 'reads', Key: key, Range: range }));
    return { bytes: Buffer.from(await answer.Body!.transformToByteArray()), answer };
  };

  it('answers a whole object, its ranges and an empty object with the stored bytes', async () => {
    const whole = await read('a folder/spot é.mxf');
    expect(whole.bytes.equals(body)).toBe(true);
    expect(whole.answer.ContentLength).toBe(body.length);
    const middle = await read('a folder/spot é.mxf', 'bytes=1000-2000000');
    expect(middle.bytes.equals(body.subarray(1000, 2000001))).toBe(true);
    expect(middle.answer.ContentRange).toBe(`bytes 1000-2000000/${body.length}`);
    const from = await read('a folder/spot é.mxf', `bytes=${body.length - 10}-`);
    expect(from.bytes.equals(body.subarray(body.length - 10))).toBe(true);
    expect((await read('empty.txt')).bytes.length).toBe(0);
  });

  it('still answers a missing key and an unknown access key as S3 does', async () => {
    await expect(read('missing.mxf')).rejects.toMatchObject({ name: 'NoSuchKey' });
    const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: 'reads', Key: 'empty.txt' }), {
      expiresIn: 60,
    });
    // s3rver checks the access key of a SigV4 request, not its signature.
    const forged = await fetch(url.replace('X-Amz-Credential=S3RVER', 'X-Amz-Credential=AKIAUNKNOWN0000000000'));
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('InvalidAccessKeyId');
    const signed = await fetch(
      await getSignedUrl(client, new GetObjectCommand({ Bucket: 'reads', Key: 'a folder/spot é.mxf' }), {
        expiresIn: 60,
      }),
    );
    expect(Buffer.from(await signed.arrayBuffer()).equals(body)).toBe(true);
  });
});
