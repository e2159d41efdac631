import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { answeredLocally, FAKE_CREDENTIALS, serviceError } from './answered-locally.ts';

/** S3's smallest part but the last of a multipart upload. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;

interface StoredObject {
  body: Buffer;
  contentType?: string;
  storageClass: string;
}

interface OpenUpload {
  bucket: string;
  key: string;
  contentType?: string;
  parts: Map<number, { etag: string; body: Buffer }>;
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

/** A body as the SDK hands one back: a stream that can also be read whole. */
function responseBody(body: Buffer) {
  return Object.assign(Readable.from([body]), {
    transformToByteArray: async () => new Uint8Array(body),
    transformToString: async (encoding: BufferEncoding = 'utf8') => body.toString(encoding),
  });
}

async function bytesOf(body: unknown): Promise<Buffer> {
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  throw new Error('The fake object store reads a string, bytes or a stream');
}

/**
 * S3 in memory, for the calls core makes (objects, multipart uploads, listing, copies), refusing
 * as S3 does: NoSuchKey, NoSuchUpload, and a completion whose parts are unknown, out of order,
 * with another ETag or under 5 MiB but the last. The browser's part PUT is `uploadPart`.
 */
export class FakeObjectStore {
  private readonly objects = new Map<string, StoredObject>();
  private readonly uploads = new Map<string, OpenUpload>();
  readonly client = answeredLocally(
    new S3Client({ region: 'us-east-1', forcePathStyle: true, credentials: FAKE_CREDENTIALS }),
    (command, input) => this.answer(command, input),
  );

  /** What the browser does with a signed part URL; answers the part's ETag. */
  uploadPart(uploadId: string, partNumber: number, body: Buffer): string {
    const upload = this.uploads.get(uploadId);
    if (!upload) throw serviceError('NoSuchUpload', 'The specified upload does not exist.', 404);
    const etag = etagOf(body);
    upload.parts.set(partNumber, { etag, body });
    return etag;
  }

  object(bucket: string, key: string): Buffer | undefined {
    return this.objects.get(`${bucket}/${key}`)?.body;
  }

  put(bucket: string, key: string, body: Buffer, contentType?: string): void {
    this.objects.set(`${bucket}/${key}`, { body, contentType, storageClass: 'STANDARD' });
  }

  /** Multipart uploads still open (neither completed nor aborted). */
  get openUploads(): number {
    return this.uploads.size;
  }

  private stored(bucket: unknown, key: unknown): StoredObject {
    const found = this.objects.get(`${String(bucket)}/${String(key)}`);
    if (!found) throw serviceError('NoSuchKey', 'The specified key does not exist.', 404);
    return found;
  }

  private openUpload(uploadId: unknown): OpenUpload {
    const upload = this.uploads.get(String(uploadId));
    if (!upload) throw serviceError('NoSuchUpload', 'The specified upload does not exist.', 404);
    return upload;
  }

  private async answer(command: string, input: Record<string, unknown>): Promise<unknown> {
    const { Bucket, Key } = input as { Bucket: string; Key: string };
    switch (command) {
      case 'PutObjectCommand':
        this.put(Bucket, Key, await bytesOf(input.Body), input.ContentType as string | undefined);
        return { ETag: etagOf(this.stored(Bucket, Key).body) };
      case 'GetObjectCommand': {
        const { body, contentType } = this.stored(Bucket, Key);
        const start = Number(/^bytes=(\d+)-$/.exec(String(input.Range ?? ''))?.[1] ?? 0);
        return {
          Body: responseBody(body.subarray(start)),
          ContentLength: body.length - start,
          ContentType: contentType,
        };
      }
      case 'HeadObjectCommand': {
        const found = this.objects.get(`${Bucket}/${Key}`);
        if (!found) throw serviceError('NotFound', 'Not Found', 404);
        return { ContentLength: found.body.length, ContentType: found.contentType, StorageClass: found.storageClass };
      }
      case 'ListObjectsV2Command': {
        const prefix = `${Bucket}/${String(input.Prefix ?? '')}`;
        const keys = [...this.objects.keys()]
          .filter((stored) => stored.startsWith(prefix))
          .map((stored) => stored.slice(Bucket.length + 1));
        return { Contents: keys.sort().map((found) => ({ Key: found })), IsTruncated: false };
      }
      case 'DeleteObjectsCommand':
        for (const { Key: gone } of (input.Delete as { Objects: { Key: string }[] }).Objects)
          this.objects.delete(`${Bucket}/${gone}`);
        return { Deleted: [] };
      case 'CopyObjectCommand': {
        const [fromBucket, ...path] = String(input.CopySource).split('/');
        const source = this.stored(fromBucket, path.map(decodeURIComponent).join('/'));
        this.objects.set(`${Bucket}/${Key}`, {
          ...source,
          storageClass: String(input.StorageClass ?? source.storageClass),
        });
        return {};
      }
      case 'CreateMultipartUploadCommand': {
        const uploadId = randomUUID();
        this.uploads.set(uploadId, {
          bucket: Bucket,
          key: Key,
          contentType: input.ContentType as string | undefined,
          parts: new Map(),
        });
        return { UploadId: uploadId, Bucket, Key };
      }
      case 'ListPartsCommand': {
        const upload = this.openUpload(input.UploadId);
        const parts = [...upload.parts.entries()].sort(([a], [b]) => a - b);
        return {
          Parts: parts.map(([PartNumber, part]) => ({ PartNumber, ETag: part.etag, Size: part.body.length })),
          IsTruncated: false,
        };
      }
      case 'CompleteMultipartUploadCommand':
        return this.complete(input);
      case 'AbortMultipartUploadCommand':
        this.openUpload(input.UploadId);
        this.uploads.delete(String(input.UploadId));
        return {};
      default:
        throw new Error(`The fake object store does not answer ${command}`);
    }
  }

  private complete(input: Record<string, unknown>): unknown {
    const upload = this.openUpload(input.UploadId);
    const listed =
      (input.MultipartUpload as { Parts?: { PartNumber: number; ETag: string }[] } | undefined)?.Parts ?? [];
    if (listed.length === 0) throw serviceError('MalformedXML', 'The XML you provided was not well-formed.');
    const bodies: Buffer[] = [];
    for (const [index, { PartNumber, ETag }] of listed.entries()) {
      if (index > 0 && PartNumber <= listed[index - 1]!.PartNumber)
        throw serviceError('InvalidPartOrder', 'The list of parts was not in ascending order.');
      const part = upload.parts.get(PartNumber);
      if (!part || part.etag !== ETag)
        throw serviceError('InvalidPart', 'One or more of the specified parts could not be found.');
      if (index < listed.length - 1 && part.body.length < MIN_PART_BYTES)
        throw serviceError('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
      bodies.push(part.body);
    }
    this.put(upload.bucket, upload.key, Buffer.concat(bodies), upload.contentType);
    this.uploads.delete(String(input.UploadId));
    return { Bucket: upload.bucket, Key: upload.key, ETag: etagOf(Buffer.concat(bodies)) };
  }
}
