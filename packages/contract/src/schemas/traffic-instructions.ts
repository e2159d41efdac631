import * as z from 'zod';
import { callLettersField } from './call-letters.ts';
import { emailField, idField } from './fields.ts';

/**
 * Traffic instructions (seed 000 "Traffic instructions"): the addresses that receive the traffic
 * instructions sent with spots to this broadcaster, and exceptions: some of its stations whose
 * instructions go to other addresses (a station with its own traffic desk).
 */
export const trafficExceptionSchema = z.object({
  id: z.string(),
  call_letters: z.array(z.string()),
  notifications: z.array(z.string()),
});
export type TrafficException = z.infer<typeof trafficExceptionSchema>;

export const trafficInstructionsSchema = z.object({
  notifications: z.array(z.string()),
  exceptions: z.array(trafficExceptionSchema),
});
export type TrafficInstructions = z.infer<typeof trafficInstructionsSchema>;
export const trafficInstructionsResponse = z.object({
  success: z.literal(true),
  traffic_instructions: trafficInstructionsSchema,
});

/** Without `exception_id`, the account's list; with it, that exception's. */
export const trafficNotificationBody = z.strictObject({ email: emailField(), exception_id: idField().optional() });
export const createTrafficExceptionBody = z.strictObject({
  call_letters: z.array(callLettersField()).min(1, { error: 'required' }).max(100, { error: 'too_many' }),
  notifications: z.array(emailField()).max(20, { error: 'too_many' }).optional(),
});
export const trafficExceptionIdBody = z.strictObject({ id: idField() });
export const trafficExceptionCallLetterBody = z.strictObject({ id: idField(), call_letter: callLettersField() });
