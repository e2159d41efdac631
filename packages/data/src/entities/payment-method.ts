import { paymentMethodSchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  defineEntity,
  fieldsEqual,
  getItem,
  itemAbsent,
  itemExists,
  putItem,
  queryAll,
  queryPage,
  queryPages,
  step,
  transact,
  updateItem,
  whenConditionHolds,
  type Condition,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * One of an account's cards. `card_token` is the gateway's token of the card, the only way to charge
 * it; the card number and CVV never reach us (docs/billing-cards.md). `is_primary` marks the one
 * card invoices are charged to; changing it is one transaction over the two cards.
 */
export const paymentMethodItemSchema = paymentMethodSchema.extend({
  account_id: z.string(),
  card_token: z.string(),
  /** The gateway's customer the card is stored under (`helcim_customer_code` in the seed). */
  customer_code: z.string(),
  /** When the account was told the card expires (the month it expires, YYYY-MM), so it is told once. */
  expiry_notice_sent: z.string().nullable().default(null),
});
export type PaymentMethodItem = z.infer<typeof paymentMethodItemSchema>;

const paymentMethodEntity = defineEntity({
  type: 'payment_method',
  schema: paymentMethodItemSchema,
  key: (method) => keys.paymentMethod(method.account_id, method.id),
  indexKeys: (method) => keys.cardByExpiry(expiryMonthOf(method), method.account_id, method.id),
});

/** The month a card expires (it is good through its last day), YYYY-MM. */
export const expiryMonthOf = (card: Pick<PaymentMethodItem, 'expiry_year' | 'expiry_month'>): string =>
  `${card.expiry_year}-${String(card.expiry_month).padStart(2, '0')}`;

/** The cards of every account that expire in `month` (YYYY-MM), page by page, from their platform-wide list. */
export function cardsExpiringIn(db: Db, month: string): AsyncGenerator<PaymentMethodItem[]> {
  return queryPages(db, paymentMethodEntity, ranges.cardsExpiringIn(month));
}

/** Claims the expiry notice of a card: true for the one call that records it first, so it is sent once. */
export async function claimCardExpiryNotice(db: Db, card: PaymentMethodItem): Promise<boolean> {
  const month = expiryMonthOf(card);
  return whenConditionHolds(
    updateItem(db, paymentMethodEntity, keys.paymentMethod(card.account_id, card.id), {
      set: { expiry_notice_sent: month },
      when: {
        expression: 'attribute_exists(PK) AND (attribute_not_exists(#sent) OR #sent <> :month)',
        names: { '#sent': 'expiry_notice_sent' },
        values: { ':month': month },
      },
    }),
  );
}

/**
 * The account's one record of its primary card. Cards carry `is_primary` for reading; every change
 * of primary also writes this record, on the condition that it still names the primary read, so two
 * tabs saving a first card, or deleting the primary while another saves one, cannot leave two
 * primaries or none: one write wins, the other is told to read again.
 */
const paymentPrimaryEntity = defineEntity({
  type: 'payment_primary',
  schema: z.object({ account_id: z.string(), primary_id: z.string().nullable() }),
  key: (record) => keys.paymentPrimary(record.account_id),
});

/** The record still names `primaryId` (absent: an account whose cards predate the record). */
const primaryStillIs = (primaryId: string | undefined): Condition =>
  primaryId
    ? { expression: 'attribute_not_exists(PK) OR primary_id = :primary', values: { ':primary': primaryId } }
    : { expression: 'attribute_not_exists(PK) OR attribute_type(primary_id, :null)', values: { ':null': 'NULL' } };

const primaryRecord = (accountId: string, primaryId: string | null, before: string | undefined) =>
  step.put(paymentPrimaryEntity, { account_id: accountId, primary_id: primaryId }, primaryStillIs(before));

export async function listPaymentMethods(db: Db, accountId: string): Promise<PaymentMethodItem[]> {
  return queryAll(db, paymentMethodEntity, ranges.paymentMethods(accountId), { consistent: true });
}

export async function getPaymentMethod(
  db: Db,
  accountId: string,
  methodId: string,
): Promise<PaymentMethodItem | undefined> {
  return getItem(db, paymentMethodEntity, keys.paymentMethod(accountId, methodId));
}

/** A card as it is first saved: not yet told of its expiry. */
export type NewPaymentMethod = Omit<PaymentMethodItem, 'expiry_notice_sent'>;

export async function putNewPaymentMethod(db: Db, method: NewPaymentMethod): Promise<void> {
  await putItem(db, paymentMethodEntity, { ...method, expiry_notice_sent: null }, itemAbsent);
}

/**
 * Makes `next` the primary card, `previous` (the primary read) no longer: both or neither, and only
 * if `previous` is still the primary (two tabs choosing at once: one wins, the other is told).
 */
export async function movePrimaryPaymentMethod(
  db: Db,
  accountId: string,
  nextId: string,
  previousId: string | undefined,
): Promise<void> {
  await transact(db, [
    primaryRecord(accountId, nextId, previousId),
    step.update(paymentMethodEntity, keys.paymentMethod(accountId, nextId), {
      set: { is_primary: true },
      when: itemExists,
    }),
    ...(previousId && previousId !== nextId
      ? [
          step.update(paymentMethodEntity, keys.paymentMethod(accountId, previousId), {
            set: { is_primary: false },
            when: fieldsEqual({ is_primary: true }),
          }),
        ]
      : []),
  ]);
}

/** Deletes a card that is not the primary (the primary is moved away first, or kept). */
export async function deleteSecondaryPaymentMethod(db: Db, accountId: string, methodId: string): Promise<void> {
  await transact(db, [step.delete(keys.paymentMethod(accountId, methodId), fieldsEqual({ is_primary: false }))]);
}

/** Deletes the primary card and makes `successorId` (another card, or none) the primary in the same write. */
export async function deletePrimaryPaymentMethod(
  db: Db,
  accountId: string,
  methodId: string,
  successorId: string | undefined,
): Promise<void> {
  await transact(db, [
    primaryRecord(accountId, successorId ?? null, methodId),
    step.delete(keys.paymentMethod(accountId, methodId), fieldsEqual({ is_primary: true })),
    ...(successorId
      ? [
          step.update(paymentMethodEntity, keys.paymentMethod(accountId, successorId), {
            set: { is_primary: true },
            when: itemExists,
          }),
        ]
      : []),
  ]);
}

/** Whether the account keeps at least one card: one query of at most one item (the billing gate's). */
export async function accountHasPaymentMethod(db: Db, accountId: string): Promise<boolean> {
  const { items } = await queryPage(db, paymentMethodEntity, ranges.paymentMethods(accountId), {
    limit: 1,
    consistent: true,
  });
  return items.length > 0;
}
