import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { deliveryContentSchema, filenameBuilderSchema, xmlSlateBuilderSchema } from '@masterport/contract';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';
import { putVersionedItem } from '../versioned-item.ts';

/**
 * A broadcaster's file settings, one item per tab: what its stations receive (delivery content),
 * how the files are named (filename builder), what their XML slate says (XML slate builder). An
 * account that never saved one has no item and gets the contract's default.
 */
const STATION_FILE_SETTINGS = {
  delivery_content: { key: keys.deliveryContent, schema: deliveryContentSchema },
  filename_builder: { key: keys.filenameBuilder, schema: filenameBuilderSchema },
  xml_slate_builder: { key: keys.xmlSlateBuilder, schema: xmlSlateBuilderSchema },
} as const;
export type StationFileSetting = keyof typeof STATION_FILE_SETTINGS;
type SettingValue<Name extends StationFileSetting> = z.infer<(typeof STATION_FILE_SETTINGS)[Name]['schema']>;

export interface StationFileSettingItem<Name extends StationFileSetting> {
  account_id: string;
  value: SettingValue<Name>;
  version: number;
  modified_on: string;
}

const itemKey = (accountId: string, name: StationFileSetting) => STATION_FILE_SETTINGS[name].key(accountId);

export async function getStationFileSetting<Name extends StationFileSetting>(db: Db, accountId: string, name: Name): Promise<StationFileSettingItem<Name> | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: itemKey(accountId, name), ConsistentRead: true }));
  if (!Item) return undefined;
  const schema = z.object({ account_id: z.string(), value: STATION_FILE_SETTINGS[name].schema, version: z.number().int(), modified_on: z.string() });
  return schema.parse(Item) as StationFileSettingItem<Name>;
}

/** Optimistic locking: see putVersionedItem. */
export async function putStationFileSetting<Name extends StationFileSetting>(db: Db, name: Name, item: StationFileSettingItem<Name>, previousVersion: number): Promise<void> {
  await putVersionedItem(db, itemKey(item.account_id, name), name, item, previousVersion);
}
