import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteAndRead, getItem, itemAbsent, itemExists, putItem } from '../entity.ts';
import { ConditionFailedError } from '../errors.ts';
import { keys } from '../keys.ts';

/**
 * A card-form session the API opened at the gateway for an account (add-payment-method): its
 * checkout token, the secret the form's answer is hashed with, and when the gateway forgets it.
 * Kept under the account, so another account's token is simply not found. Read once: saving the
 * card deletes it, so one form's answer cannot add the card twice.
 */
export const paymentCheckoutSchema = z.object({
  account_id: z.string(),
  checkout_token: z.string(),
  secret_token: z.string(),
  customer_code: z.string(),
  /** Epoch seconds. */
  expires_at: z.number().int(),
});
export type PaymentCheckout = z.infer<typeof paymentCheckoutSchema>;

const paymentCheckoutEntity = defineEntity({
  type: 'payment_checkout',
  schema: paymentCheckoutSchema,
  key: (checkout) => keys.paymentCheckout(checkout.account_id, checkout.checkout_token),
  // Gone from the table a day after the gateway forgets the session.
  stored: (checkout) => ({ ttl: checkout.expires_at + 86_400 }),
});

export async function putPaymentCheckout(db: Db, checkout: PaymentCheckout): Promise<void> {
  await putItem(db, paymentCheckoutEntity, checkout, itemAbsent);
}

export async function getPaymentCheckout(
  db: Db,
  accountId: string,
  checkoutToken: string,
): Promise<PaymentCheckout | undefined> {
  return getItem(db, paymentCheckoutEntity, keys.paymentCheckout(accountId, checkoutToken));
}

/** The session, removed as it is read (undefined when the account has no such session). */
export async function takePaymentCheckout(
  db: Db,
  accountId: string,
  checkoutToken: string,
): Promise<PaymentCheckout | undefined> {
  try {
    return await deleteAndRead(db, paymentCheckoutEntity, keys.paymentCheckout(accountId, checkoutToken), itemExists);
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}
