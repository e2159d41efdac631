import type { Readable } from 'node:stream';
import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { S3Settings } from '@masterport/contract';
import { config } from '../config.ts';

export interface S3Credentials {
  access_key_id: string;
  secret_access_key: string;
}

/** A station's own bucket, as deliveries write to it. SDK errors pass through with their names. */
export interface StationBucket {
  put(key: string, body: string | Uint8Array, contentType: string): Promise<void>;
  /**
   * Streams a file in (multipart beyond one part, a few parts in memory at a time) with an
   * x-amz-checksum S3 checks on arrival: `wholeSha256`, the SHA-256 recorded when the file was
   * made, for a file of one part (S3 takes a whole object's SHA-256 only then); otherwise one
   * SHA-256 per part, computed as it goes, which S3 combines into a COMPOSITE checksum.
   */
  upload(key: string, body: Readable, contentType: string, wholeSha256?: string | null): Promise<void>;
  /**
   * What the bucket holds at `key`: its size, ETag and the SHA-256 checksum S3 computed and kept
   * (x-amz-checksum-mode: ENABLED), FULL_OBJECT (base64 of the whole file's) or COMPOSITE
   * (base64 of the SHA-256 of the parts' SHA-256s, `-N`); undefined when nothing is there.
   */
  head(
    key: string,
  ): Promise<{ size: number; etag: string; sha256?: { value: string; type: 'FULL_OBJECT' | 'COMPOSITE' } } | undefined>;
  delete(key: string): Promise<void>;
  close(): void;
}

/** The part size of deliveries to a station's bucket: the COMPOSITE checksum of a multipart object is computed over parts of this size. */
export const DELIVERY_PART_BYTES = 16 * 1024 * 1024;

/**
 * Opens the station's bucket, in its region, signed with its keys or with a role of the station's
 * that we assume (the external id is our account's id, so another Masterport account cannot name
 * the same role). The endpoint is AWS's (the local cloud points every S3 client at its emulator),
 * so no host a user typed is ever connected to.
 */
export async function openStationBucket(
  settings: S3Settings,
  credentials: S3Credentials | undefined,
  accountId: string,
): Promise<StationBucket> {
  const base = {
    region: settings.region,
    forcePathStyle: config().s3ForcePathStyle === '1',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  } as const;
  let client: S3Client;
  if (settings.authentication === 'role') {
    const sts = new STSClient({ region: settings.region });
    const { Credentials } = await sts.send(
      new AssumeRoleCommand({
        RoleArn: settings.role_arn,
        RoleSessionName: 'masterport-delivery',
        ExternalId: accountId,
        DurationSeconds: 900,
      }),
    );
    sts.destroy();
    client = new S3Client({
      ...base,
      credentials: {
        accessKeyId: Credentials!.AccessKeyId!,
        secretAccessKey: Credentials!.SecretAccessKey!,
        sessionToken: Credentials!.SessionToken!,
      },
    });
  } else {
    if (!credentials) throw new Error('S3 delivery by keys without saved keys');
    client = new S3Client({
      ...base,
      credentials: { accessKeyId: credentials.access_key_id, secretAccessKey: credentials.secret_access_key },
    });
  }
  return {
    async put(key, body, contentType) {
      // bucket-owner-full-control: a bucket of another AWS account owns what we write (delivery.md, S3 delivery).
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ACL: 'bucket-owner-full-control',
        }),
      );
    },
    async upload(key, body, contentType, wholeSha256) {
      const checksum = wholeSha256
        ? { ChecksumSHA256: Buffer.from(wholeSha256, 'hex').toString('base64') }
        : { ChecksumAlgorithm: 'SHA256' as const };
      await new Upload({
        client,
        params: {
          Bucket: settings.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ACL: 'bucket-owner-full-control',
          ...checksum,
        },
        queueSize: 2,
        partSize: DELIVERY_PART_BYTES,
      }).done();
    },
    async head(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: key, ChecksumMode: 'ENABLED' }),
        );
        const value = answer.ChecksumSHA256;
        // S3 has answered COMPOSITE checksums with `-N` and without a type: the suffix tells them apart.
        const type = answer.ChecksumType ?? (value && /-\d+$/.test(value) ? 'COMPOSITE' : 'FULL_OBJECT');
        return {
          size: answer.ContentLength ?? 0,
          etag: (answer.ETag ?? '').replaceAll('"', ''),
          ...(value ? { sha256: { value, type } } : {}),
        };
      } catch (error) {
        if (
          (error as { name?: string }).name === 'NotFound' ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
