import { onSourceObjectCreated } from '@masterport/core/processing';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

const objectKey = z.string().min(1).max(1024);

/**
 * The events this function takes, checked at entry. In AWS the sources bucket sends its events to
 * EventBridge: a rule in the processing stack invokes this function with one `Object Created`
 * event, whose key is not form-encoded. The local cloud's S3 emulator sends S3 notification
 * records, whose keys are (`+` for a space).
 */
export const sourceEventSchema = z.union([
  z.object({ Records: z.array(z.object({ s3: z.object({ object: z.object({ key: objectKey }) }) })).min(1) }),
  z.object({ 'detail-type': z.string(), detail: z.object({ object: z.object({ key: objectKey }) }) }),
]);
export type SourceEvent = z.input<typeof sourceEventSchema>;

/**
 * The object keys of an event. Source keys hold only letters, digits, `_.-/` (the upload service
 * sanitises file names), so they arrive intact either way.
 */
export function createdObjectKeys(event: z.output<typeof sourceEventSchema>): string[] {
  if ('Records' in event)
    return event.Records.map((record) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')));
  return event['detail-type'] === 'Object Created' ? [event.detail.object.key] : [];
}

/** Source object created -> record the upload, start processing when it was the last one needed. */
export async function handler(payload: unknown): Promise<void> {
  const parsed = sourceEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Source event refused', { issues: parsed.error.issues });
    throw new Error(
      `Source event refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`).join('; ')}`,
    );
  }
  for (const key of createdObjectKeys(parsed.data)) {
    const outcome = await onSourceObjectCreated(key);
    logger.info('Source object created', { key, outcome });
  }
}
