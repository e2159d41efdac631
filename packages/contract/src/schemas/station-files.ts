import * as z from 'zod';
import { BASE_MASTER_TYPES, type BaseMasterType } from '../masters/master-types.ts';
import { outputKeyField } from './fields.ts';

/**
 * What a broadcaster's stations receive, and named how (seed 000 "Delivery content", "Filename
 * builder", "XML slate builder"). Each has a default a station can receive with, so a broadcaster
 * who never opens these tabs still gets sensible files.
 */

/**
 * Per kind of master, the outputs the stations receive; the SPA and the API share the defaults. A TV
 * master's MXF goes with the captions on its own timeline: `MXF1080_SLATED` (RC_10H) starts its
 * program at 10:00:00;00, as `SCC_CC` does (`SCC_OFFSET_CC` is re-based for the 01h layouts).
 */
export const DEFAULT_DELIVERY_CONTENT: Readonly<Record<BaseMasterType, readonly string[]>> = {
  PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_CC'],
  PUB_WEB: ['MP41080'],
  PUB_RADIO: ['RADIO_MP3_320_24'],
};
const keysField = () =>
  z
    .array(outputKeyField())
    .min(1, { error: 'delivery_content_empty' })
    .max(40, { error: 'too_many' })
    .refine((keys) => new Set(keys).size === keys.length, { error: 'duplicate_output_key' });
export const deliveryContentSchema = z.strictObject(
  Object.fromEntries(BASE_MASTER_TYPES.map((type) => [type, keysField()])) as Record<
    BaseMasterType,
    ReturnType<typeof keysField>
  >,
);
export type DeliveryContent = z.infer<typeof deliveryContentSchema>;
export const saveDeliveryContentBody = z.strictObject({ delivery_content: deliveryContentSchema });
/**
 * A caption file whose program starts on none of the MXFs' timelines it is delivered with (issue 32,
 * docs/station-specs.md "Caption key and MXF timeline"): a warning, never a refusal.
 */
export const captionTimelineMismatchSchema = z.object({
  caption_key: z.string(),
  /** Where the caption file puts the program's first frame (`SCC_OFFSET_CC`: 01:00:00;00). */
  caption_start: z.string(),
  /** The first MXF delivered with it, and where its program starts. */
  mxf_key: z.string(),
  mxf_start: z.string(),
});
export type CaptionTimelineMismatch = z.infer<typeof captionTimelineMismatchSchema>;
export const deliveryContentResponse = z.object({
  success: z.literal(true),
  delivery_content: deliveryContentSchema,
  /** The outputs each kind of master can be delivered as (companion files travel with their output). */
  available: z.record(z.enum(BASE_MASTER_TYPES), z.array(z.string())),
  is_default: z.boolean(),
  /** The caption files of the content on another timeline than its MXFs', per kind of master (warnings). */
  caption_timeline: z.array(captionTimelineMismatchSchema.extend({ master_type: z.enum(BASE_MASTER_TYPES) })),
});

/** The seed's file-name attributes, in its order; `none` adds nothing (a spacer kept for compatibility). */
export const FILENAME_ATTRIBUTES = [
  'agency',
  'announcer',
  'asc',
  'audio_format',
  'audio_level',
  'caption_file',
  'codec',
  'creation_date',
  'date',
  'description',
  'download_suffix',
  'file_size',
  'frame_rate',
  'house_code',
  'image_size',
  'owner',
  'playable_outputs',
  'product',
  'public_link',
  'studio',
  'tags',
  'thumbnails',
  'title',
  'tvb',
  'unique_id',
  'none',
] as const;
export type FilenameAttribute = (typeof FILENAME_ATTRIBUTES)[number];
/** Separators every file system and FTP server accepts; spaces are left out on purpose. */
export const FILENAME_SEPARATORS = ['_', '-', '.'] as const;
export const DEFAULT_FILENAME_BUILDER = { attributes: ['unique_id', 'title'], separator: '_' } as const satisfies {
  attributes: FilenameAttribute[];
  separator: (typeof FILENAME_SEPARATORS)[number];
};

export const filenameBuilderSchema = z.strictObject({
  attributes: z
    .array(z.enum(FILENAME_ATTRIBUTES, { error: 'one_of' }))
    .min(1, { error: 'last_file_attribute' })
    .max(12, { error: 'too_many' })
    .refine((list) => new Set(list).size === list.length, { error: 'duplicate_attribute' }),
  separator: z.enum(FILENAME_SEPARATORS, { error: 'one_of' }),
});
export type FilenameBuilder = z.infer<typeof filenameBuilderSchema>;
export const saveFilenameBuilderBody = z.strictObject({ filename_builder: filenameBuilderSchema });
export const filenameBuilderResponse = z.object({
  success: z.literal(true),
  filename_builder: filenameBuilderSchema,
  is_default: z.boolean(),
});
export const filenameAttributesOptionsResponse = z.object({
  success: z.literal(true),
  attributes_list: z.array(z.enum(FILENAME_ATTRIBUTES)),
  separators_list: z.array(z.enum(FILENAME_SEPARATORS)),
});

/** The values a file name is made of, by attribute; an attribute without a value adds nothing. */
export type FileNameValues = Partial<Record<FilenameAttribute, string>>;

const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;
/** Longest name before the extension: within every file system's limit, with room for a folder. */
export const FILE_NAME_MAX = 120;

/** One part of a name: accents dropped, anything but letters and digits turned into hyphens. */
const safePart = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The parts of a name bounded to FILE_NAME_MAX with their separators: the longest part other than
 * the unique ID is shortened first, so the code a station asked for is always whole (issue 32); a
 * part shortened to nothing is left out.
 */
function boundedParts(parts: { attribute: FilenameAttribute; text: string }[], separator: string): string[] {
  const length = () => parts.reduce((sum, part) => sum + part.text.length, 0) + separator.length * (parts.length - 1);
  while (length() > FILE_NAME_MAX) {
    const longest = parts
      .filter((part) => part.attribute !== 'unique_id')
      .reduce<(typeof parts)[number] | undefined>(
        (max, part) => (!max || part.text.length > max.text.length ? part : max),
        undefined,
      );
    if (!longest) break; // only the code is left: a code is at most UNIQUE_ID_MAX, well within the bound
    const over = length() - FILE_NAME_MAX;
    longest.text = longest.text.slice(0, Math.max(0, longest.text.length - over)).replace(/-+$/, '');
    if (!longest.text) parts.splice(parts.indexOf(longest), 1);
  }
  return parts.map((part) => part.text);
}

/**
 * The name a station receives a file under: the chosen attributes' values in order, made safe for
 * every file system and FTP server (ASCII letters, digits and hyphens, the separator between
 * parts, no reserved Windows name, bounded length, the unique ID never cut), then the output's
 * extension.
 */
export function deliveryFileName(values: FileNameValues, builder: FilenameBuilder, extension: string): string {
  const parts = builder.attributes
    .map((attribute) => ({ attribute, text: attribute === 'none' ? '' : safePart(values[attribute] ?? '') }))
    .filter((part) => part.text);
  let stem = boundedParts(parts, builder.separator).join(builder.separator);
  if (!stem) stem = safePart(values.unique_id ?? '') || 'spot';
  if (WINDOWS_RESERVED.test(stem)) stem = `${stem}${builder.separator}file`;
  return withExtension(stem, extension);
}

/** A stem with an extension made safe (lower case letters and digits), or the stem alone when there is none. */
export function withExtension(stem: string, extension: string): string {
  const ext = extension
    .replace(/^\./, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return ext ? `${stem}.${ext}` : stem;
}

/** A spot as the file-name example shows it. */
export const SAMPLE_FILE_NAME_VALUES: FileNameValues = {
  agency: 'North Agency',
  announcer: 'Maple Foods',
  product: 'Pure Maple Syrup',
  title: 'Winter Morning',
  unique_id: 'MAPL1234000H',
  creation_date: '20261124',
  date: '20261201',
  frame_rate: '2997',
  image_size: '1920x1080',
  audio_format: 'Stereo',
  audio_level: '-24LKFS',
  codec: 'XDCAM',
  caption_file: 'CC',
  house_code: 'H12345',
  owner: 'North Agency',
  studio: 'Demo Studio',
  tvb: 'TVB123456',
  asc: 'ASC1234',
  download_suffix: 'MXF1080-SLATED',
};

/** The seed's XML slate attributes: what a station's XML slate may carry. */
export const XML_SLATE_ATTRIBUTES = [
  'agency',
  'announcer',
  'audio_level',
  'track_layout',
  'audio_type',
  'closed_captions',
  'studio_name',
  'contact_name',
  'contact_email',
  'contact_phone',
  'date',
  'duration',
  'house_code',
  'image_size',
  'ndf_tc_duration',
  'ndf_tc_start',
  'product',
  'timecode_format',
  'timecode_length',
  'timecode_start',
  'title',
  'unique_id',
] as const;
export type XmlSlateAttribute = (typeof XML_SLATE_ATTRIBUTES)[number];
export const xmlSlateBuilderSchema = z.strictObject({
  attributes: z
    .array(z.enum(XML_SLATE_ATTRIBUTES, { error: 'one_of' }))
    .min(1, { error: 'last_xml_attribute' })
    .max(XML_SLATE_ATTRIBUTES.length, { error: 'too_many' })
    .refine((list) => new Set(list).size === list.length, { error: 'duplicate_attribute' }),
});
export type XmlSlateBuilder = z.infer<typeof xmlSlateBuilderSchema>;
export const DEFAULT_XML_SLATE_BUILDER: XmlSlateBuilder = { attributes: [...XML_SLATE_ATTRIBUTES] };
export const saveXmlSlateBuilderBody = z.strictObject({ xml_slate_builder: xmlSlateBuilderSchema });
export const xmlSlateBuilderResponse = z.object({
  success: z.literal(true),
  xml_slate_builder: xmlSlateBuilderSchema,
  is_default: z.boolean(),
});
export const xmlSlateAttributesOptionsResponse = z.object({
  success: z.literal(true),
  attributes_list: z.array(z.enum(XML_SLATE_ATTRIBUTES)),
});
