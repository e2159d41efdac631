import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  RestoreObjectCommand,
  S3Client,
  UploadPartCommand,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { awsRegion, config } from '../config.ts';
import { StorageError, type StorageProblem } from '../errors.ts';
import { attachmentDisposition } from '../http-headers.ts';

let client: S3Client | undefined;
// WHEN_REQUIRED everywhere: otherwise presigned part URLs carry the CRC of an empty body, which real
// S3 rejects for the browser's part, and streamed bodies get chunk framing (local-emulators.md §2).
const s3 = () =>
  (client ??= new S3Client({
    region: awsRegion(),
    forcePathStyle: config().s3ForcePathStyle === '1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }));

/** Unit tests swap S3 for an in-memory object store (src/testing); undefined goes back to S3. */
export const setS3ClientForTests = (testClient: S3Client | undefined): void => {
  client = testClient;
};

export const PART_URL_TTL_SECONDS = 3600;

const S3_PROBLEMS = new Map<string, StorageProblem>([
  ['NoSuchUpload', 'no_such_upload'],
  // CompleteMultipartUpload: a part never uploaded or with another ETag, parts out of order, a part under 5 MiB but the last.
  ['InvalidPart', 'invalid_parts'],
  ['InvalidPartOrder', 'invalid_parts'],
  ['EntityTooSmall', 'invalid_parts'],
  ['MalformedXML', 'invalid_parts'],
  ['NoSuchKey', 'no_such_key'],
  ['NotFound', 'no_such_key'],
  ['SlowDown', 'busy'],
  ['ThrottlingException', 'busy'],
  ['RequestTimeout', 'busy'],
  ['ServiceUnavailable', 'busy'],
]);

/** Runs an S3 call, turning the refusals a caller can act on into a StorageError. */
async function translated<Output>(call: (client: S3Client) => Promise<Output>): Promise<Output> {
  try {
    return await call(s3());
  } catch (error) {
    const problem = S3_PROBLEMS.get((error as { name?: string }).name ?? '');
    if (problem) throw new StorageError(problem, { cause: error });
    throw error;
  }
}

export const storage = {
  async createMultipartUpload(bucket: string, key: string, contentType?: string): Promise<string> {
    const { UploadId } = await translated((client) =>
      client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType })),
    );
    if (!UploadId) throw new Error('S3 returned no upload id');
    return UploadId;
  },
  signPart(bucket: string, key: string, uploadId: string, partNumber: number): Promise<string> {
    return getSignedUrl(
      s3(),
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber: partNumber }),
      { expiresIn: PART_URL_TTL_SECONDS },
    );
  },
  async listParts(bucket: string, key: string, uploadId: string) {
    const parts: { PartNumber: number; ETag: string; Size: number }[] = [];
    let marker: string | undefined;
    do {
      const page = await translated((client) =>
        client.send(new ListPartsCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumberMarker: marker })),
      );
      parts.push(
        ...(page.Parts ?? []).map((part) => ({
          PartNumber: part.PartNumber ?? 0,
          ETag: part.ETag ?? '',
          Size: part.Size ?? 0,
        })),
      );
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
    return parts;
  },
  async completeMultipartUpload(
    bucket: string,
    key: string,
    uploadId: string,
    parts: { PartNumber: number; ETag: string }[],
  ): Promise<void> {
    await translated((client) =>
      client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: [...parts].sort((a, b) => a.PartNumber - b.PartNumber) },
        }),
      ),
    );
  },
  async abortMultipartUpload(bucket: string, key: string, uploadId: string): Promise<void> {
    await translated((client) =>
      client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })),
    );
  },
};

export const DOWNLOAD_URL_TTL_SECONDS = 900;

/** A short-lived download link that saves under the given file name. */
export async function signDownload(bucket: string, key: string, filename: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: attachmentDisposition(filename) }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}

/** A short-lived link a worker thread of ours reads an object through (delivery's source reader). */
export function signRead(bucket: string, key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: bucket, Key: key }), {
    expiresIn: DOWNLOAD_URL_TTL_SECONDS,
  });
}

/** A short-lived link that the browser shows (inline) rather than saves: a PDF read in the page, a picture. */
export function signInline(bucket: string, key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: 'inline',
      ResponseContentType: contentType,
    }),
    { expiresIn: DOWNLOAD_URL_TTL_SECONDS },
  );
}
export const signInlinePdf = (bucket: string, key: string) => signInline(bucket, key, 'application/pdf');
export const signInlineImage = (bucket: string, key: string) => signInline(bucket, key, 'image/png');

/**
 * An account's logo, shown for the whole of a working day (the session keeps the link; every
 * sign-in, load and account switch makes a new one). Twelve hours is also as long as a link signed
 * with a Lambda's temporary credentials can live.
 */
export const LOGO_URL_TTL_SECONDS = 12 * 3600;
export const signLogo = (bucket: string, key: string) =>
  getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: 'inline',
      ResponseContentType: 'image/png',
    }),
    { expiresIn: LOGO_URL_TTL_SECONDS },
  );

/** Streams an object to a local file (processing tasks work on local copies). */
export async function downloadToFile(bucket: string, key: string, path: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const { Body } = await translated((client) => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
  if (!Body) throw new Error(`Empty object ${key}`);
  await pipeline(Body as Readable, createWriteStream(path));
}

/**
 * An object as a stream, read as it is consumed (an archive reads its files one after the other);
 * from byte `start` on when given (a delivery resuming where the station's copy stops).
 */
export async function objectStream(bucket: string, key: string, start?: number): Promise<Readable> {
  const range = start ? `bytes=${start}-` : undefined;
  const { Body } = await translated((client) =>
    client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range })),
  );
  if (!Body) throw new Error(`Empty object ${key}`);
  return Body as Readable;
}

/**
 * Streams a body of unknown length to an object by multipart upload (a few parts in memory at a
 * time); the object appears only once complete, and an upload that fails is aborted.
 */
export async function uploadStream(bucket: string, key: string, body: Readable, contentType: string): Promise<void> {
  await translated((client) =>
    new Upload({
      client,
      params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      queueSize: 2,
      partSize: 16 * 1024 * 1024,
    }).done(),
  );
}

/** Uploads a finished local file; outputs appear in S3 only once complete. */
export async function uploadFile(bucket: string, key: string, path: string, contentType: string): Promise<number> {
  const { size } = await stat(path);
  await translated((client) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: createReadStream(path),
        ContentLength: size,
        ContentType: contentType,
      }),
    ),
  );
  return size;
}

/**
 * A link the browser PUTs one small file to (a document under 5 MB). The length is signed: S3
 * refuses a body of any other size, so the limit checked when the link is made holds.
 */
export async function signPut(
  bucket: string,
  key: string,
  size: number,
  contentType: string,
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({ Bucket: bucket, Key: key, ContentLength: size, ContentType: contentType }),
    { expiresIn: PART_URL_TTL_SECONDS, signableHeaders: new Set(['content-length', 'content-type']) },
  );
  return { url, headers: { 'content-type': contentType } };
}

/**
 * A small object read whole (a document under 5 MB, checked by its bytes); undefined if it is not
 * there, 'too_large' past `maxBytes` (then it is not read).
 */
export async function getSmallObject(
  bucket: string,
  key: string,
  maxBytes: number,
): Promise<Buffer | 'too_large' | undefined> {
  try {
    const { Body, ContentLength } = await translated((client) =>
      client.send(new GetObjectCommand({ Bucket: bucket, Key: key })),
    );
    if (!Body) return undefined;
    if ((ContentLength ?? 0) > maxBytes) {
      (Body as Readable).destroy?.();
      return 'too_large';
    }
    return Buffer.from(await Body.transformToByteArray());
  } catch (error) {
    if (error instanceof StorageError && error.problem === 'no_such_key') return undefined;
    throw error;
  }
}

/** A small text object (an XML slate, a captions file), read whole. */
export async function getText(bucket: string, key: string): Promise<string> {
  const { Body } = await translated((client) => client.send(new GetObjectCommand({ Bucket: bucket, Key: key })));
  if (!Body) throw new Error(`Empty object ${key}`);
  return Body.transformToString('utf8');
}

export async function putText(bucket: string, key: string, text: string, contentType: string): Promise<number> {
  return putSmallObject(bucket, key, Buffer.from(text, 'utf8'), contentType);
}

/** A small object written whole (a thumbnail, a text file). */
export async function putSmallObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<number> {
  await translated((client) =>
    client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType })),
  );
  return body.length;
}

/** The keys of every object under a prefix. */
export async function listKeys(bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await translated((client) =>
      client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token })),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Removes every object under a prefix (a failed run's outputs); answers their keys (storage metering counts them out). */
export async function deletePrefix(bucket: string, prefix: string): Promise<string[]> {
  const keys = await listKeys(bucket, prefix);
  await deleteObjects(bucket, keys);
  return keys;
}

/** Removes the given objects (outputs refused by their checks). */
export async function deleteObjects(bucket: string, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    await translated((client) =>
      client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })) },
        }),
      ),
    );
  }
}

/** The storage classes a master's files move between (docs/decisions: archive). */
export type StorageClass = 'STANDARD' | 'GLACIER';

/** An object's size, storage class and restore state, or undefined when it is not there. */
export async function objectStorageState(
  bucket: string,
  key: string,
): Promise<
  { size: number; storageClass: string; restore: 'none' | 'ongoing' | 'done'; contentType?: string } | undefined
> {
  try {
    const head = await translated((client) => client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })));
    // `x-amz-restore: ongoing-request="false", expiry-date="..."` once a temporary copy is readable.
    const restore = !head.Restore ? 'none' : /ongoing-request="true"/.test(head.Restore) ? 'ongoing' : 'done';
    return {
      size: head.ContentLength ?? 0,
      storageClass: head.StorageClass ?? 'STANDARD',
      restore,
      contentType: head.ContentType,
    };
  } catch (error) {
    if (error instanceof StorageError && error.problem === 'no_such_key') return undefined;
    throw error;
  }
}

/** S3's largest CopyObject; a bigger object is copied in parts of COPY_PART_BYTES (UploadPartCopy). */
export const MAX_COPY_OBJECT_BYTES = 5 * 1024 ** 3;
const COPY_PART_BYTES = 512 * 1024 ** 2;
const copySource = (bucket: string, key: string) => `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * A server-side copy inside a bucket (the bytes never pass through the function), its type and
 * metadata kept; onto itself, it moves the object to another storage class. Objects over 5 GiB are
 * copied part by part, as S3 requires.
 */
async function copyInBucket(
  bucket: string,
  fromKey: string,
  toKey: string,
  object: { size: number; contentType?: string },
  storageClass?: StorageClass,
): Promise<void> {
  const source = copySource(bucket, fromKey);
  const storageClassPart = storageClass ? { StorageClass: storageClass } : {};
  if (object.size <= MAX_COPY_OBJECT_BYTES) {
    await translated((client) =>
      client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: toKey,
          CopySource: source,
          ...storageClassPart,
          MetadataDirective: 'COPY',
        }),
      ),
    );
    return;
  }
  const uploadId = await translated(
    async (client) =>
      (
        await client.send(
          new CreateMultipartUploadCommand({
            Bucket: bucket,
            Key: toKey,
            ...storageClassPart,
            ContentType: object.contentType,
          }),
        )
      ).UploadId ?? '',
  );
  try {
    const parts: { PartNumber: number; ETag: string }[] = [];
    for (let start = 0, number = 1; start < object.size; start += COPY_PART_BYTES, number += 1) {
      const end = Math.min(start + COPY_PART_BYTES, object.size) - 1;
      const { CopyPartResult } = await translated((client) =>
        client.send(
          new UploadPartCopyCommand({
            Bucket: bucket,
            Key: toKey,
            UploadId: uploadId,
            PartNumber: number,
            CopySource: source,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        ),
      );
      parts.push({ PartNumber: number, ETag: CopyPartResult?.ETag ?? '' });
    }
    await storage.completeMultipartUpload(bucket, toKey, uploadId, parts);
  } catch (error) {
    await storage.abortMultipartUpload(bucket, toKey, uploadId).catch(() => undefined);
    throw error;
  }
}

/** Moves an object to another storage class where it is (a copy onto itself). */
export const setStorageClass = (
  bucket: string,
  key: string,
  storageClass: StorageClass,
  object: { size: number; contentType?: string },
): Promise<void> => copyInBucket(bucket, key, key, object, storageClass);

/** Copies an object to another key of its bucket, server-side. */
export const copyObject = (
  bucket: string,
  fromKey: string,
  toKey: string,
  object: { size: number; contentType?: string },
): Promise<void> => copyInBucket(bucket, fromKey, toKey, object);

/**
 * Asks S3 for a readable copy of an archived object for `days` (Standard retrieval: 3 to 5 hours
 * from S3 Glacier Flexible Retrieval). Asking again while one is under way changes nothing.
 */
export async function requestRestore(bucket: string, key: string, days: number): Promise<void> {
  try {
    await translated((client) =>
      client.send(
        new RestoreObjectCommand({
          Bucket: bucket,
          Key: key,
          RestoreRequest: { Days: days, GlacierJobParameters: { Tier: 'Standard' } },
        }),
      ),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'RestoreAlreadyInProgress') return;
    throw error;
  }
}
