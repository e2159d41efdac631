/**
 * Output keys that belong to another output (OUTPUTS.md decisions 8 and 10): the XML slate of an
 * output with a layout (`SLATE_XML_<KEY>`) and the sidecar captions of an MXF output
 * (`SIDECAR_SCC_<KEY>`, `SIDECAR_MCC_<KEY>`). The media package makes them; the outputs tab shows
 * them on the row of the output they belong to.
 */
export const SLATE_XML_PREFIX = 'SLATE_XML_';

export const SIDECAR_FORMATS = ['scc', 'mcc'] as const;
export type SidecarFormat = (typeof SIDECAR_FORMATS)[number];

export const sidecarKey = (format: SidecarFormat, mxfKey: string): string =>
  `SIDECAR_${format.toUpperCase()}_${mxfKey}`;

/** The format and MXF key of a sidecar key's name (whether that MXF key exists is the media package's to say). */
export function parseSidecarKey(key: string): { format: SidecarFormat; mxfKey: string } | undefined {
  const match = /^SIDECAR_(SCC|MCC)_([A-Z0-9_]+)$/.exec(key);
  return match ? { format: match[1]!.toLowerCase() as SidecarFormat, mxfKey: match[2]! } : undefined;
}

/** The output a companion file belongs to, or undefined for an output of its own. */
export const companionOf = (key: string): string | undefined =>
  key.startsWith(SLATE_XML_PREFIX) ? key.slice(SLATE_XML_PREFIX.length) : parseSidecarKey(key)?.mxfKey;

/** The uploaded source's key among a master's files: listed with them (its own download), made by no run. */
export const SOURCE_OUTPUT_KEY = 'SOURCE';

/**
 * The output a companion file rides on among these keys, or undefined when it stands on its own:
 * a companion whose output is missing (a run that stopped half-way) keeps a row of its own.
 */
export function companionOwnerIn(keys: ReadonlySet<string>, key: string): string | undefined {
  const owner = companionOf(key);
  return owner !== undefined && keys.has(owner) ? owner : undefined;
}

/**
 * A master's files as every number shown counts them (the banner, the outputs tab, the result
 * e-mail, the README). `outputs` are the versions processing made, one row each on the outputs tab;
 * the companion files (`xmlSlates`, `sidecarCaptions`) belong to one of them and are downloaded
 * from its row. The uploaded source is none of these. (The README gives a TV spot's numbers; a
 * unit test of the media package holds them to `outputKeysFor`.)
 */
export interface MasterFileCount {
  readonly outputs: number;
  readonly xmlSlates: number;
  readonly sidecarCaptions: number;
}

export function countMasterFiles(keys: Iterable<string>): MasterFileCount {
  const all = new Set(keys);
  const count = { outputs: 0, xmlSlates: 0, sidecarCaptions: 0 };
  for (const key of all) {
    if (key === SOURCE_OUTPUT_KEY) continue;
    if (!companionOwnerIn(all, key)) count.outputs += 1;
    else if (key.startsWith(SLATE_XML_PREFIX)) count.xmlSlates += 1;
    else count.sidecarCaptions += 1;
  }
  return count;
}

/**
 * The outputs that serve as a master's preview (the player, and the file kept warm when it is
 * archived), in order of preference: the smallest MP4 viewing copy first (it is made early in a
 * run, right after quality control), then larger ones, then the radio spot's MP3.
 */
export const PREVIEW_OUTPUT_KEYS = ['MP4540', 'MP4720_LOUD', 'MP41080', 'MP41080_LOUD', 'RADIO_MP3_320'] as const;
export type PreviewOutputKey = (typeof PREVIEW_OUTPUT_KEYS)[number];
/** The preview among the keys a master has (or a run makes): the first of PREVIEW_OUTPUT_KEYS it holds. */
export const previewOutputKey = (has: (key: PreviewOutputKey) => boolean): PreviewOutputKey | undefined =>
  PREVIEW_OUTPUT_KEYS.find(has);
/** Whether a preview is sound only (the radio spot's MP3): the player shows an audio player for it. */
export const isAudioPreview = (key: string): boolean => key.startsWith('RADIO_MP3');

/**
 * The seed's output keys (OUTPUTS.md), by name: what the SPA describes in words. The media
 * package holds each key's profile; its unit test keeps the two lists equal.
 */
export const OUTPUT_KEY_NAMES = [
  'MXF1080_00H',
  'MXF1080_V2',
  'MXF1080_SLATED',
  'MXF1080_CUSTOM1',
  'MXF1080_CUSTOM3',
  'MXF1080_CUSTOM5',
  'MXF1080_CUSTOM6',
  'MXF1080_DF_DURATION',
  'PRORES1080_CUSTOM7',
  'MP41080',
  'MP41080_SLATE',
  'MP4720',
  'MP4720_SLATE',
  'MP4540',
  'MP4540_SLATE',
  'MP41080_LOUD',
  'MP41080_LOUD_SUB',
  'MP4720_LOUD',
  'MP4720_LO_LOUD',
  'MP4360_LOUD',
  'MP4_CUSTOM1',
  'MP41080_DTV',
  'WEBM1080',
  'TVC_HD',
  'TVC_SD',
  'SOURCE',
  'SCC_CC',
  'SCC_OFFSET_CC',
  'MCC_CC',
  'SRT_CC',
  'SRT_CAPTIONS_CC',
  'WEBVTT_CC',
  'RADIO_MP3_320',
  'RADIO_MP3_320_14',
  'RADIO_MP3_320_16',
  'RADIO_MP3_320_24',
] as const;

/**
 * A loudness variant of an output (issue 32, station specs): the same file made at another
 * integrated loudness target, for a station whose spec wants it (-23 LKFS for an EBU R128-like
 * station). Named `<KEY>_L<NN>` (target -NN LKFS, whole); made only when a send needs it, never by a
 * master's own run. The media package makes its profile from the key's (outputProfile).
 */
export const loudnessVariantKey = (key: string, target: number): string => `${key}_L${Math.abs(Math.round(target))}`;

/** The output and target of a loudness variant's key, or undefined for any other key. */
export function parseLoudnessVariant(key: string): { key: string; target: number } | undefined {
  const match = /^([A-Z0-9_]+)_L(\d{2})$/.exec(key);
  if (!match || !(OUTPUT_KEY_NAMES as readonly string[]).includes(match[1]!)) return undefined;
  return { key: match[1]!, target: -Number(match[2]) };
}
