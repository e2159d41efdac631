import * as z from 'zod';
import { asperaSettingsSchema, DELIVERY_METHODS, ftpSettingsSchema, s3SettingsSchema } from '@masterport/contract';
import type { Db } from '../db.ts';
import { defineEntity, getItem } from '../entity.ts';
import { keys } from '../keys.ts';
import { putVersionedItem } from '../versioned-item.ts';

/**
 * A connected method as stored: its settings, its credentials sealed (envelope encryption, core's
 * secret box) and their masked form, kept so that reading the tab never decrypts anything.
 */
const connected = <Settings extends z.ZodType>(settings: Settings) =>
  z.object({
    settings: settings.nullable(),
    credentials_sealed: z.string().nullable(),
    credentials_masked: z.record(z.string(), z.string()).nullable(),
  });

/** One per account: how its stations receive spots (seed 000 "Delivery method"). */
export const deliveryMethodItemSchema = z.object({
  account_id: z.string(),
  active_method: z.enum(DELIVERY_METHODS).nullable(),
  ftp: connected(ftpSettingsSchema),
  s3: connected(s3SettingsSchema),
  aspera: connected(asperaSettingsSchema),
  notifications: z.array(z.string()),
  house_code_notifications: z.array(z.string()),
  /** Bumped by every write; a write names the version it read (optimistic locking). */
  version: z.number().int(),
  modified_on: z.string(),
});
export type DeliveryMethodItem = z.infer<typeof deliveryMethodItemSchema>;

const deliveryMethodEntity = defineEntity({
  type: 'delivery_method',
  schema: deliveryMethodItemSchema,
  key: (item) => keys.deliveryMethod(item.account_id),
});

export async function getDeliveryMethod(db: Db, accountId: string): Promise<DeliveryMethodItem | undefined> {
  return getItem(db, deliveryMethodEntity, keys.deliveryMethod(accountId));
}

/** Optimistic locking: see putVersionedItem. */
export async function putDeliveryMethod(db: Db, item: DeliveryMethodItem, previousVersion: number): Promise<void> {
  await putVersionedItem(db, deliveryMethodEntity, item, previousVersion);
}
