import {
  BASE_MASTER_TYPES,
  companionOf,
  DEFAULT_DELIVERY_CONTENT,
  DEFAULT_FILENAME_BUILDER,
  DEFAULT_XML_SLATE_BUILDER,
  FILENAME_ATTRIBUTES,
  FILENAME_SEPARATORS,
  XML_SLATE_ATTRIBUTES,
  type BaseMasterType,
  type DeliveryContent,
  type FilenameBuilder,
  type XmlSlateBuilder,
} from '@masterport/contract';
import { getStationFileSetting, nowIso, putStationFileSetting, type StationFileSetting } from '@masterport/data';
import { captionTimelineMismatches, outputKeysFor } from '@masterport/media';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { changeVersioned } from '../versioned-change.ts';

/**
 * The outputs a kind of master can be delivered as: everything it is made in, captions included,
 * except companion files (XML slates, caption sidecars), which travel with their output.
 */
export const DELIVERABLE_OUTPUTS: Readonly<Record<BaseMasterType, readonly string[]>> = Object.fromEntries(
  BASE_MASTER_TYPES.map((type) => [
    type,
    outputKeysFor(type, { hasCaptions: true }).filter((key) => !companionOf(key)),
  ]),
) as Record<BaseMasterType, string[]>;

const DEFAULTS = {
  delivery_content: DEFAULT_DELIVERY_CONTENT,
  filename_builder: DEFAULT_FILENAME_BUILDER,
  xml_slate_builder: DEFAULT_XML_SLATE_BUILDER,
} as const;

async function read<Name extends StationFileSetting>(accountId: string, name: Name) {
  const item = await getStationFileSetting(table(), accountId, name);
  return (
    item ?? {
      account_id: accountId,
      value: structuredClone(DEFAULTS[name]) as never,
      version: 0,
      modified_on: nowIso(),
    }
  );
}

/** Saves a tab's value if it changed, against the version read. */
async function save<Name extends StationFileSetting>(
  accountId: string,
  name: Name,
  value: Parameters<typeof putStationFileSetting<Name>>[2]['value'],
) {
  return changeVersioned(
    () => read(accountId, name),
    (item, previous) => putStationFileSetting(table(), name, item, previous),
    (current) => {
      if (current.version > 0 && JSON.stringify(current.value) === JSON.stringify(value))
        throw new AppError('no_changes');
      return { ...current, value };
    },
  );
}

/** What a broadcaster's stations receive for each kind of master: its saved choice, or the defaults. */
export async function deliveryContentOf(accountId: string): Promise<DeliveryContent> {
  return (await read(accountId, 'delivery_content')).value;
}

/**
 * The caption files of a delivery content whose program starts on none of its MXFs' timelines
 * (`captionTimelineMismatches`, per kind of master): warned of when the content is read or saved.
 */
export const captionTimelineOf = (content: DeliveryContent) =>
  BASE_MASTER_TYPES.flatMap((type) =>
    captionTimelineMismatches(content[type]).map((mismatch) => ({ master_type: type, ...mismatch })),
  );

export async function getDeliveryContent(auth: AuthContext) {
  const item = await read(auth.accountId, 'delivery_content');
  return {
    delivery_content: item.value,
    available: DELIVERABLE_OUTPUTS as Record<BaseMasterType, string[]>,
    is_default: item.version === 0,
    caption_timeline: captionTimelineOf(item.value),
  };
}

export async function saveDeliveryContent(auth: AuthContext, content: DeliveryContent) {
  const fields: Record<string, string> = {};
  for (const type of BASE_MASTER_TYPES) {
    if (content[type].some((key) => !DELIVERABLE_OUTPUTS[type].includes(key)))
      fields[`delivery_content.${type}`] = 'output_not_for_type';
  }
  if (Object.keys(fields).length > 0) throw new AppError('output_not_for_type', { fields });
  const item = await save(auth.accountId, 'delivery_content', content);
  return {
    delivery_content: item.value,
    available: DELIVERABLE_OUTPUTS as Record<BaseMasterType, string[]>,
    is_default: false,
    // Saved as chosen: a caption file on another timeline than its MXF is the broadcaster's call, warned of.
    caption_timeline: captionTimelineOf(item.value),
  };
}

export const filenameAttributesOptions = () => ({
  attributes_list: [...FILENAME_ATTRIBUTES],
  separators_list: [...FILENAME_SEPARATORS],
});

/** How a broadcaster's files are named: its saved pattern, or unique ID then title. */
export async function filenameBuilderOf(accountId: string): Promise<FilenameBuilder> {
  return (await read(accountId, 'filename_builder')).value;
}

export async function getFilenameBuilder(auth: AuthContext) {
  const item = await read(auth.accountId, 'filename_builder');
  return { filename_builder: item.value, is_default: item.version === 0 };
}

export async function saveFilenameBuilder(auth: AuthContext, builder: FilenameBuilder) {
  const item = await save(auth.accountId, 'filename_builder', builder);
  return { filename_builder: item.value, is_default: false };
}

export const xmlSlateAttributesOptions = () => ({ attributes_list: [...XML_SLATE_ATTRIBUTES] });

/** What a broadcaster's XML slates carry: its saved choice, or everything. */
export async function xmlSlateBuilderOf(accountId: string): Promise<XmlSlateBuilder> {
  return (await read(accountId, 'xml_slate_builder')).value;
}

export async function getXmlSlateBuilder(auth: AuthContext) {
  const item = await read(auth.accountId, 'xml_slate_builder');
  return { xml_slate_builder: item.value, is_default: item.version === 0 };
}

export async function saveXmlSlateBuilder(auth: AuthContext, builder: XmlSlateBuilder) {
  const item = await save(auth.accountId, 'xml_slate_builder', builder);
  return { xml_slate_builder: item.value, is_default: false };
}
