import * as z from 'zod';
import { asperaSettingsSchema, DELIVERY_METHODS, ftpSettingsSchema, s3SettingsSchema } from '@masterport/contract';
import type { Db } from '../db.ts';
import { defineEntity, getItem, getItemsByKey } from '../entity.ts';
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

/**
 * One per account: how its stations receive spots (seed 000 "Delivery method"); and one per station
 * of the account that receives otherwise (`call_letters`), which overrides the account's while it
 * has an active method (docs/data-model.md).
 */
export const deliveryMethodItemSchema = z.object({
  account_id: z.string(),
  /** Absent on the account's own item. */
  call_letters: z.string().optional(),
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
  key: (item) =>
    item.call_letters
      ? keys.stationDeliveryMethod(item.account_id, item.call_letters)
      : keys.deliveryMethod(item.account_id),
});

/** The account's method, or, given `callLetters`, that station's own (undefined when it has none). */
export async function getDeliveryMethod(
  db: Db,
  accountId: string,
  callLetters?: string,
): Promise<DeliveryMethodItem | undefined> {
  return getItem(
    db,
    deliveryMethodEntity,
    callLetters ? keys.stationDeliveryMethod(accountId, callLetters) : keys.deliveryMethod(accountId),
  );
}

/** The own methods of some of an account's stations, in one batch read: those that have one. */
export async function getStationDeliveryMethods(
  db: Db,
  accountId: string,
  callLetters: readonly string[],
): Promise<DeliveryMethodItem[]> {
  return getItemsByKey(
    db,
    deliveryMethodEntity,
    callLetters.map((letters) => keys.stationDeliveryMethod(accountId, letters)),
  );
}

/**
 * A station's own method and its account's, in one batch read (one round trip, not two one after
 * the other): what deciding how the station receives needs. Each is undefined when never saved.
 */
export async function getStationAndAccountDeliveryMethods(
  db: Db,
  accountId: string,
  callLetters: string,
): Promise<{ own: DeliveryMethodItem | undefined; account: DeliveryMethodItem | undefined }> {
  const found = await getItemsByKey(db, deliveryMethodEntity, [
    keys.stationDeliveryMethod(accountId, callLetters),
    keys.deliveryMethod(accountId),
  ]);
  return {
    own: found.find((item) => item.call_letters === callLetters),
    account: found.find((item) => !item.call_letters),
  };
}

/** Optimistic locking: see putVersionedItem. */
export async function putDeliveryMethod(db: Db, item: DeliveryMethodItem, previousVersion: number): Promise<void> {
  await putVersionedItem(db, deliveryMethodEntity, item, previousVersion);
}
