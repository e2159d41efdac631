import { inject } from 'vitest';

export const SOURCES_BUCKET = 'masterport-sources';
export const OUTPUTS_BUCKET = 'masterport-outputs';

/**
 * Points this test process at the local cloud's emulators, so the media task handler can run here
 * (in process) on the same table and buckets as the API. `extra` adds stage settings (ENCODER, ...).
 */
export function useLocalCloudForTask(extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_DYNAMODB: inject('dynamodbEndpoint'),
    AWS_ENDPOINT_URL_S3: inject('s3Endpoint'),
    S3_FORCE_PATH_STYLE: '1',
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: inject('tableName'),
    SOURCES_BUCKET,
    OUTPUTS_BUCKET,
    POWERTOOLS_LOG_LEVEL: 'ERROR',
    ...extra,
  });
}
