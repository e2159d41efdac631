import { idField, callLettersField } from '@masterport/contract';
import { beginDelivery, deliverDestination, failDestination, finishDelivery } from '@masterport/core/distributions';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

/** What the delivery state machine sends (definition.asl.json's Payloads), checked at entry. */
export const deliveryTaskEventSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('BEGIN'), distribution_id: idField() }),
  z.object({ step: z.literal('FINISH'), distribution_id: idField() }),
  z.object({
    step: z.enum(['DELIVER', 'FAILED']),
    distribution_id: idField(),
    call_letters: callLettersField(),
    run: z.number().int().min(1),
  }),
]);

/** The delivery task: begins and finishes a distribution, delivers one destination, or records its failure. */
export async function handler(payload: unknown): Promise<void> {
  const parsed = deliveryTaskEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Delivery task payload refused', { issues: parsed.error.issues });
    throw new Error(
      `Delivery task payload refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
    );
  }
  const event = parsed.data;
  if (event.step === 'BEGIN') return beginDelivery(event.distribution_id);
  if (event.step === 'FINISH') return finishDelivery(event.distribution_id);
  if (event.step === 'FAILED') return failDestination(event.distribution_id, event.call_letters, event.run);
  return deliverDestination(event.distribution_id, event.call_letters, event.run);
}
