import type { S3Event } from 'aws-lambda';
import { logger, onSourceObjectCreated } from '@masterport/core';

/** S3 ObjectCreated on the sources bucket -> record the upload, start processing when complete. */
export async function handler(event: S3Event): Promise<void> {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const outcome = await onSourceObjectCreated(key);
    logger.info('Source object created', { key, outcome });
  }
}
