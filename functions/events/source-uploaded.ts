import type { S3Event, S3ObjectCreatedNotificationEvent } from 'aws-lambda';
import { onSourceObjectCreated } from '@masterport/core/processing';
import { logger } from '@masterport/core/shared';

/**
 * The object keys of an event. In AWS the sources bucket sends its events to EventBridge: a rule
 * in the processing stack invokes this function with one `Object Created` event, whose key is not
 * form-encoded. The local cloud's S3 emulator sends S3 notification records, whose keys are
 * (`+` for a space). Source keys hold only letters, digits, `_.-/` (the upload service sanitises
 * file names), so they arrive intact either way.
 */
export function createdObjectKeys(event: S3Event | S3ObjectCreatedNotificationEvent): string[] {
  if ('Records' in event) return event.Records.map((record) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')));
  return event['detail-type'] === 'Object Created' ? [event.detail.object.key] : [];
}

/** Source object created -> record the upload, start processing when it was the last one needed. */
export async function handler(event: S3Event | S3ObjectCreatedNotificationEvent): Promise<void> {
  for (const key of createdObjectKeys(event)) {
    const outcome = await onSourceObjectCreated(key);
    logger.info('Source object created', { key, outcome });
  }
}
