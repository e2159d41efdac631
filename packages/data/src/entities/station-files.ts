import * as z from 'zod';
import { deliveryContentSchema, filenameBuilderSchema, xmlSlateBuilderSchema } from '@masterport/contract';
import type { Db } from '../db.ts';
import { defineEntity, getItem, type TableKey } from '../entity.ts';
import { keys } from '../keys.ts';
import { putVersionedItem } from '../versioned-item.ts';

/**
 * A broadcaster's file settings, one item per tab: what its stations receive (delivery content),
 * how the files are named (filename builder), what their XML slate says (XML slate builder). An
 * account that never saved one has no item and gets the contract's default. Each tab's item is an
 * entity of its own, whose type is the setting's name.
 */
const SETTING_VALUES = {
  delivery_content: deliveryContentSchema,
  filename_builder: filenameBuilderSchema,
  xml_slate_builder: xmlSlateBuilderSchema,
} as const;
export type StationFileSetting = keyof typeof SETTING_VALUES;
type SettingValue<Name extends StationFileSetting> = z.infer<(typeof SETTING_VALUES)[Name]>;

export interface StationFileSettingItem<Name extends StationFileSetting> {
  account_id: string;
  value: SettingValue<Name>;
  version: number;
  modified_on: string;
}

const SETTING_KEYS: Record<StationFileSetting, (accountId: string) => TableKey> = {
  delivery_content: keys.deliveryContent,
  filename_builder: keys.filenameBuilder,
  xml_slate_builder: keys.xmlSlateBuilder,
};

const settingEntity = (name: StationFileSetting) =>
  defineEntity({
    type: name,
    schema: z.object({
      account_id: z.string(),
      value: SETTING_VALUES[name] as z.ZodType,
      version: z.number().int(),
      modified_on: z.string(),
    }),
    key: (item) => SETTING_KEYS[name](item.account_id),
  });
const SETTING_ENTITIES = {
  delivery_content: settingEntity('delivery_content'),
  filename_builder: settingEntity('filename_builder'),
  xml_slate_builder: settingEntity('xml_slate_builder'),
};

export async function getStationFileSetting<Name extends StationFileSetting>(
  db: Db,
  accountId: string,
  name: Name,
): Promise<StationFileSettingItem<Name> | undefined> {
  return (await getItem(db, SETTING_ENTITIES[name], SETTING_KEYS[name](accountId))) as
    StationFileSettingItem<Name> | undefined;
}

/** Optimistic locking: see putVersionedItem. */
export async function putStationFileSetting<Name extends StationFileSetting>(
  db: Db,
  name: Name,
  item: StationFileSettingItem<Name>,
  previousVersion: number,
): Promise<void> {
  await putVersionedItem(db, SETTING_ENTITIES[name], item, previousVersion);
}
