/** Which outputs each master type gets (OUTPUTS.md decision 12). */
import { baseMasterType, type MasterType } from '@masterport/contract';
import { OUTPUT_KEYS, OUTPUT_PROFILES, SIDECAR_FORMATS, sidecarKey, SLATE_XML_PREFIX } from './profiles.ts';

const CAPTION_KEYS = ['SCC_CC', 'SCC_OFFSET_CC', 'MCC_CC', 'SRT_CC', 'SRT_CAPTIONS_CC', 'WEBVTT_CC'];
const WEB_KEYS = [
  'MP41080',
  'MP4720',
  'MP4540',
  'MP41080_LOUD',
  'MP4720_LOUD',
  'MP4720_LO_LOUD',
  'MP4360_LOUD',
  'WEBM1080',
];
const RADIO_KEYS = ['RADIO_MP3_320', 'RADIO_MP3_320_14', 'RADIO_MP3_320_16', 'RADIO_MP3_320_24'];

export interface OutputKeyOptions {
  /** Captions were uploaded (always true for a TV master that passed QC). */
  readonly hasCaptions?: boolean;
}

/** Output keys of a master type, `SOURCE` first; the `_Ad` and `_FULL` variants match their base. */
export function outputKeysFor(masterType: MasterType, options: OutputKeyOptions = {}): string[] {
  const base = baseMasterType(masterType);
  if (base === 'PUB_RADIO') return ['SOURCE', ...RADIO_KEYS];
  if (base === 'PUB_WEB') {
    const keys = ['SOURCE', ...WEB_KEYS];
    if (options.hasCaptions) keys.push('MP41080_LOUD_SUB', ...CAPTION_KEYS);
    return keys;
  }
  const media = OUTPUT_KEYS.filter((key) => {
    const p = OUTPUT_PROFILES[key];
    if (p?.kind !== 'media' || p.container === 'mp3') return false;
    const needsCaptions = p.burnInSubtitles === true || p.embedCaptions !== undefined;
    return !needsCaptions || options.hasCaptions !== false;
  });
  const withLayout = media.filter((key) => {
    const p = OUTPUT_PROFILES[key];
    return p?.kind === 'media' && p.layout !== undefined;
  });
  const mxf = media.filter((key) => OUTPUT_PROFILES[key]?.kind === 'media' && OUTPUT_PROFILES[key].container === 'mxf');
  return [
    'SOURCE',
    ...media,
    ...(options.hasCaptions === false
      ? []
      : [...CAPTION_KEYS, ...mxf.flatMap((key) => SIDECAR_FORMATS.map((format) => sidecarKey(format, key)))]),
    ...withLayout.map((key) => `${SLATE_XML_PREFIX}${key}`),
  ];
}
