import { S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';

/** The local S3's own keys (s3rver's); a station's bucket keys are `LOCAL_STATION_S3_KEYS`. */
const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A client of the test project's local S3, configured as the functions' own clients are
 * (core/adapters/storage.ts: path-style, checksums only where an operation requires one), so a test
 * reads and writes the buckets as the product does.
 */
export function localS3(credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_S3_KEYS): S3Client {
  return new S3Client({
    endpoint: inject('s3Endpoint'),
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
