import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type ChecksumAlgorithm,
  type ChecksumType,
} from '@aws-sdk/client-s3';
import { freePort } from './ports.ts';
import { startS3 } from './s3-server.ts';

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();
const crc32Of = (bytes: Buffer) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(crc32(bytes) >>> 0);
  return out.toString('base64');
};

// Issue 25: the local S3 answered a whole-file MD5 as a multipart object's ETag and no checksums,
// so delivery checks that pass here failed on AWS and the other way round. What S3 answers is
// computed here independently (node:crypto, node:zlib) or by the AWS SDK, never by the emulator's code.
describe('the local S3 answering ETags and checksums as S3', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let client: S3Client;
  const Bucket = 'checksums';
  const parts = [randomBytes(5 * 1024 * 1024), randomBytes(5 * 1024 * 1024 + 7), randomBytes(1000)];
  const whole = Buffer.concat(parts);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'masterport-s3-checksums-'));
    s3 = await startS3({ dataDir: dir, port: await freePort(), buckets: [Bucket] });
    client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    client.destroy();
    await s3.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Three parts uploaded with the SDK computing each part's checksum, then completed as lib-storage completes. */
  async function multipart(Key: string, algorithm: ChecksumAlgorithm, type?: ChecksumType) {
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ChecksumAlgorithm: algorithm, ChecksumType: type }),
    );
    const uploaded = [];
    for (const [i, Body] of parts.entries()) {
      const answer = await client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: i + 1, Body, ChecksumAlgorithm: algorithm }),
      );
      uploaded.push({
        PartNumber: i + 1,
        ETag: answer.ETag,
        ChecksumSHA256: answer.ChecksumSHA256,
        ChecksumCRC32: answer.ChecksumCRC32,
      });
    }
    const completed = await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: uploaded } }),
    );
    const head = await client.send(new HeadObjectCommand({ Bucket, Key, ChecksumMode: 'ENABLED' }));
    return { completed, head, uploaded };
  }

  it("gives a multipart object the ETag of its parts' MD5s and the COMPOSITE SHA-256 of its parts' SHA-256s", async () => {
    const { completed, head, uploaded } = await multipart('spot.mxf', 'SHA256');
    expect(uploaded.map((part) => part.ChecksumSHA256)).toEqual(parts.map((part) => sha256(part).toString('base64')));
    const etag = `"${createHash('md5')
      .update(Buffer.concat(parts.map(md5)))
      .digest('hex')}-3"`;
    const composite = `${createHash('sha256')
      .update(Buffer.concat(parts.map(sha256)))
      .digest('base64')}-3`;
    expect([completed.ETag, completed.ChecksumSHA256, completed.ChecksumType]).toEqual([etag, composite, 'COMPOSITE']);
    expect([head.ETag, head.ChecksumSHA256, head.ChecksumType, head.ContentLength]).toEqual([
      etag,
      composite,
      'COMPOSITE',
      whole.length,
    ]);
    // Not asked for, no checksum; the bytes are the parts' in order.
    expect((await client.send(new HeadObjectCommand({ Bucket, Key: 'spot.mxf' }))).ChecksumSHA256).toBeUndefined();
    const read = await client.send(new GetObjectCommand({ Bucket, Key: 'spot.mxf' }));
    expect(Buffer.from(await read.Body!.transformToByteArray()).equals(whole)).toBe(true);
  });

  it('gives a multipart upload asking for a FULL_OBJECT CRC-32 the CRC-32 of all its bytes', async () => {
    const { completed, head } = await multipart('spot-crc.mxf', 'CRC32', 'FULL_OBJECT');
    expect([completed.ChecksumCRC32, completed.ChecksumType]).toEqual([crc32Of(whole), 'FULL_OBJECT']);
    expect([head.ChecksumCRC32, head.ChecksumType]).toEqual([crc32Of(whole), 'FULL_OBJECT']);
  });

  it('refuses a part or a completion whose checksum differs, and SHA-256 asked as FULL_OBJECT', async () => {
    const Key = 'refused.mxf';
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket, Key, ChecksumAlgorithm: 'SHA256' }),
    );
    const wrong = sha256(Buffer.from('another part')).toString('base64');
    await expect(
      client.send(
        new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: parts[0], ChecksumSHA256: wrong }),
      ),
    ).rejects.toMatchObject({ name: 'BadDigest' });
    const part = await client.send(
      new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: parts[0], ChecksumAlgorithm: 'SHA256' }),
    );
    await expect(
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag, ChecksumSHA256: wrong }] },
        }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidPart' });
    await expect(
      client.send(
        new CreateMultipartUploadCommand({ Bucket, Key, ChecksumAlgorithm: 'SHA256', ChecksumType: 'FULL_OBJECT' }),
      ),
    ).rejects.toMatchObject({ name: 'InvalidRequest' });
  });

  it("checks a PutObject's checksum (BadDigest, nothing stored) and reports it, as computed by the SDK for each algorithm", async () => {
    const body = randomBytes(300_000);
    await expect(
      client.send(
        new PutObjectCommand({
          Bucket,
          Key: 'never.xml',
          Body: body,
          ChecksumSHA256: sha256(Buffer.from('other')).toString('base64'),
        }),
      ),
    ).rejects.toMatchObject({ name: 'BadDigest' });
    await expect(client.send(new HeadObjectCommand({ Bucket, Key: 'never.xml' }))).rejects.toMatchObject({
      name: 'NotFound',
    });
    for (const algorithm of ['SHA256', 'SHA1', 'CRC32', 'CRC32C', 'CRC64NVME'] as const) {
      const Key = `one-${algorithm}.xml`;
      const put = await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ChecksumAlgorithm: algorithm }));
      const field = `Checksum${algorithm}` as const;
      expect(put[field], algorithm).toBeTruthy();
      const head = await client.send(new HeadObjectCommand({ Bucket, Key, ChecksumMode: 'ENABLED' }));
      expect([head[field], head.ChecksumType, head.ETag], algorithm).toEqual([
        put[field],
        'FULL_OBJECT',
        `"${md5(body).toString('hex')}"`,
      ]);
    }
    // A later write without a checksum leaves the object without one.
    await client.send(new PutObjectCommand({ Bucket, Key: 'one-SHA256.xml', Body: body }));
    expect(
      (await client.send(new HeadObjectCommand({ Bucket, Key: 'one-SHA256.xml', ChecksumMode: 'ENABLED' })))
        .ChecksumSHA256,
    ).toBeUndefined();
  });
});
