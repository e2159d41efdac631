import * as z from 'zod';
import type { Db } from '../db.ts';
import { allOf, defineEntity, fieldsEqual, getItem, itemExists, putItem, queryAll, updateAndRead } from '../entity.ts';
import { keys, ranges } from '../keys.ts';
import { accountEntity, type AccountItem } from './account.ts';

/**
 * A partner-studio authorisation: the client account lets the studio account create masters on its
 * behalf. One item per pair, kept when deactivated (reactivating keeps its notification list).
 */
export const partnershipItemSchema = z.object({
  id: z.string(),
  client_account_id: z.string(),
  studio_account_id: z.string(),
  active: z.boolean(),
  /** Addresses told when the studio creates a master for the client. */
  notifications: z.array(z.string()),
  created_on: z.string(),
  modified_on: z.string(),
});
export type PartnershipItem = z.infer<typeof partnershipItemSchema>;

const partnershipEntity = defineEntity({
  type: 'partnership',
  schema: partnershipItemSchema,
  key: (item) => keys.partnership(item.client_account_id, item.studio_account_id),
  indexKeys: (item) => keys.partnershipByStudio(item.studio_account_id, item.client_account_id),
});

export async function getPartnership(
  db: Db,
  clientAccountId: string,
  studioAccountId: string,
): Promise<PartnershipItem | undefined> {
  return getItem(db, partnershipEntity, keys.partnership(clientAccountId, studioAccountId));
}

export async function putPartnership(db: Db, item: PartnershipItem): Promise<void> {
  await putItem(db, partnershipEntity, item);
}

/** Sets the notification list only if it is still the one read (two tabs editing do not lose an address). */
export async function setPartnershipNotifications(
  db: Db,
  item: PartnershipItem,
  notifications: string[],
  modifiedOn: string,
): Promise<PartnershipItem> {
  return updateAndRead(db, partnershipEntity, keys.partnership(item.client_account_id, item.studio_account_id), {
    set: { notifications, modified_on: modifiedOn },
    when: allOf(itemExists, fieldsEqual({ modified_on: item.modified_on })),
  });
}

/** The studios an account has authorised (active or not). */
export async function listPartnershipsForClient(db: Db, clientAccountId: string): Promise<PartnershipItem[]> {
  return queryAll(db, partnershipEntity, ranges.partnershipsOfClient(clientAccountId), { consistent: true });
}

/** GSI1: the accounts that authorised a studio (active or not). */
export async function listPartnershipsForStudio(db: Db, studioAccountId: string): Promise<PartnershipItem[]> {
  return queryAll(db, partnershipEntity, ranges.partnershipsOfStudio(studioAccountId));
}

/**
 * GSI1: active partner-studio accounts by name; `search` keeps names containing it. The directory
 * is small (studios, not agencies), so the search runs on the page read rather than in a filter.
 */
export async function listPartnerStudioAccounts(db: Db, search?: string): Promise<AccountItem[]> {
  const accounts = await queryAll(db, accountEntity, ranges.partnerStudioDirectory(), {
    filter: { expression: '#status = :active', names: { '#status': 'status' }, values: { ':active': 'active' } },
  });
  const needle = search?.trim().toLowerCase();
  return accounts.filter((account) => !needle || account.name.toLowerCase().includes(needle));
}
