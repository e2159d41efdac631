/*
 * The master types, ratios and audio layouts as lists, without zod (their schemas are in
 * `schemas/master-types.ts`): the SPA's first download reads these (docs/site.md).
 */
/** Seed 001 §3: the base types and their `_Ad`/`_FULL` variants, which carry the same rules (OUTPUTS.md decision 12). */
export const MASTER_TYPES = [
  'PUB_TV_WEB',
  'PUB_TV_WEB_Ad',
  'PUB_TV_WEB_FULL',
  'PUB_WEB',
  'PUB_WEB_Ad',
  'PUB_WEB_FULL',
  'PUB_RADIO',
  'PUB_RADIO_Ad',
  'PUB_RADIO_FULL',
] as const;
export type MasterType = (typeof MASTER_TYPES)[number];

export const BASE_MASTER_TYPES = ['PUB_TV_WEB', 'PUB_WEB', 'PUB_RADIO'] as const satisfies readonly MasterType[];
export type BaseMasterType = (typeof BASE_MASTER_TYPES)[number];
export const baseMasterType = (type: MasterType): BaseMasterType =>
  type.startsWith('PUB_TV_WEB') ? 'PUB_TV_WEB' : type.startsWith('PUB_WEB') ? 'PUB_WEB' : 'PUB_RADIO';

export const RATIOS = ['16:9', '1:1', '2:3', '4:5', '9:16'] as const;
export type Ratio = (typeof RATIOS)[number];

/** `2trks`: one stereo pair; `8trks`: 5.1 stems on tracks 1-6 and the stereo mix on 7-8. */
export const AUDIO_TYPES = ['2trks', '8trks'] as const;
export type AudioType = (typeof AUDIO_TYPES)[number];

/** Every type may be made in English or French (seed 001 §3, `get-languages-options`). */
export const LANGUAGES_BY_TYPE: Readonly<Record<BaseMasterType, readonly ('en' | 'fr')[]>> = {
  PUB_TV_WEB: ['en', 'fr'],
  PUB_WEB: ['en', 'fr'],
  PUB_RADIO: ['en', 'fr'],
};

/** Longest TV spot with every feature (video-level analysis and some checks stop beyond it). */
export const TV_FULL_FEATURE_MAX_SECONDS = 120;
export const MAX_MASTER_SECONDS = 3600;

export const UNIQUE_ID_KINDS = ['ad_id', 'isci', 'house'] as const;
export type UniqueIdKind = (typeof UNIQUE_ID_KINDS)[number];

/**
 * OUTPUTS.md decision 11: Ad-ID (11 characters and an optional H/D, or 12) and ISCI (4 letters, 4
 * digits, optional H) are recognised; anything else valid is a house ID. Takes the normalised ID.
 */
export function uniqueIdKind(uniqueId: string): UniqueIdKind {
  if (/^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{7}[HD]?$/.test(uniqueId) || /^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{8}$/.test(uniqueId))
    return 'ad_id';
  if (/^[A-Z]{4}[0-9]{4}H?$/.test(uniqueId)) return 'isci';
  return 'house';
}

/** The unique ID as it is stored: no spaces, upper case. */
export const normaliseUniqueId = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
