import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';
import { accountItemSchema, type AccountItem } from './account.ts';

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

const partnershipItem = (item: PartnershipItem) => ({
  ...keys.partnership(item.client_account_id, item.studio_account_id),
  ...keys.partnershipByStudio(item.studio_account_id, item.client_account_id),
  type: 'partnership', ...item,
});

export async function getPartnership(db: Db, clientAccountId: string, studioAccountId: string): Promise<PartnershipItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.partnership(clientAccountId, studioAccountId), ConsistentRead: true }));
  return Item ? partnershipItemSchema.parse(Item) : undefined;
}

export async function putPartnership(db: Db, item: PartnershipItem): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: partnershipItem(item) }));
}

/** Sets the notification list only if it is still the one read (two tabs editing do not lose an address). */
export async function setPartnershipNotifications(db: Db, item: PartnershipItem, notifications: string[], modifiedOn: string): Promise<PartnershipItem> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.partnership(item.client_account_id, item.studio_account_id),
    ConditionExpression: 'attribute_exists(PK) AND modified_on = :seen',
    UpdateExpression: 'SET notifications = :list, modified_on = :now',
    ExpressionAttributeValues: { ':list': notifications, ':now': modifiedOn, ':seen': item.modified_on },
    ReturnValues: 'ALL_NEW',
  }));
  return partnershipItemSchema.parse(Attributes);
}

async function queryAll(db: Db, input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName' | 'ExclusiveStartKey'>): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({ TableName: db.tableName, ...input, ExclusiveStartKey: cursor }));
    items.push(...(page.Items ?? []));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

/** The studios an account has authorised (active or not). */
export async function listPartnershipsForClient(db: Db, clientAccountId: string): Promise<PartnershipItem[]> {
  const items = await queryAll(db, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :partner)',
    ExpressionAttributeValues: { ':pk': `ACCOUNT#${clientAccountId}`, ':partner': 'PARTNER#' },
    ConsistentRead: true,
  });
  return items.map((item) => partnershipItemSchema.parse(item));
}

/** GSI1: the accounts that authorised a studio (active or not). */
export async function listPartnershipsForStudio(db: Db, studioAccountId: string): Promise<PartnershipItem[]> {
  const items = await queryAll(db, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': `STUDIO#${studioAccountId}#CLIENTS` },
  });
  return items.map((item) => partnershipItemSchema.parse(item));
}

/**
 * GSI1: active partner-studio accounts by name; `search` keeps names containing it. The directory
 * is small (studios, not agencies), so the search runs on the page read rather than in a filter.
 */
export async function listPartnerStudioAccounts(db: Db, search?: string): Promise<AccountItem[]> {
  const items = await queryAll(db, {
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    FilterExpression: '#status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': 'PARTNER_STUDIOS', ':active': 'active' },
  });
  const needle = search?.trim().toLowerCase();
  return items.map((item) => accountItemSchema.parse(item)).filter((account) => !needle || account.name.toLowerCase().includes(needle));
}
