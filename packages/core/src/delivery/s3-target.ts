import type { ConnectionProblem, S3Settings } from '@masterport/contract';
import { openStationBucket, type S3Credentials } from '../adapters/station-bucket.ts';
import { ConnectionAttempt } from './connection-attempt.ts';
import { socketProblem } from './connection-problems.ts';

const S3_PROBLEMS = new Map<string, ConnectionProblem>([
  ['NoSuchBucket', 'bucket'],
  ['PermanentRedirect', 'bucket'],
  ['AuthorizationHeaderMalformed', 'bucket'],
  ['InvalidAccessKeyId', 'login'],
  ['SignatureDoesNotMatch', 'login'],
  ['ExpiredToken', 'login'],
  ['InvalidClientTokenId', 'login'],
  ['AccessDenied', 'permission'],
  ['AllAccessDisabled', 'permission'],
  ['AccessDeniedException', 'permission'],
]);

export function s3Problem(error: unknown): ConnectionProblem {
  const name = (error as { name?: string }).name ?? '';
  return S3_PROBLEMS.get(name) ?? socketProblem(error) ?? 'unknown';
}

/** Where an object goes in the station's bucket: under its prefix, if any. */
export const stationObjectKey = (settings: S3Settings, name: string): string =>
  settings.prefix ? `${settings.prefix.replace(/\/?$/, '/')}${name}` : name;

/** Writes a small object where deliveries go, then deletes it. */
export async function testS3(settings: S3Settings, credentials: S3Credentials | undefined, accountId: string) {
  const attempt = new ConnectionAttempt(s3Problem);
  return attempt.run(async () => {
    const bucket = await attempt.step('login', () => openStationBucket(settings, credentials, accountId));
    try {
      const key = stationObjectKey(settings, `masterport-connection-test-${Date.now().toString(36)}.txt`);
      await attempt.step('write', () =>
        bucket.put(key, 'Masterport connection test. This object is deleted right away.\n', 'text/plain'),
      );
      await attempt.step('delete', () => bucket.delete(key));
    } finally {
      bucket.close();
    }
  });
}
