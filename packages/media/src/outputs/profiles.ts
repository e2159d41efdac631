/**
 * One neutral profile per output key (OUTPUTS.md, broadcast-spec section 4). Both encoders read these:
 * the ffmpeg argument builder here, and a MediaConvert job builder later. Values come from the row of
 * each key; where the row leaves a choice open the decision is written next to it.
 */
import {
  OUTPUT_CATEGORIES,
  parseLoudnessVariant,
  parseSidecarKey,
  SIDECAR_FORMATS,
  sidecarKey,
  SLATE_XML_PREFIX,
  type OutputCategory,
  type SidecarFormat,
} from '@masterport/contract';
import type { LayoutId } from './layouts.ts';

export { OUTPUT_CATEGORIES, type OutputCategory };

export interface LoudnessTarget {
  /** Integrated loudness target, LUFS; undefined = as mastered (no gain change). */
  readonly integrated?: number;
  /** True-peak ceiling of the delivered file, dBTP. */
  readonly truePeak: number;
  /**
   * `gain`: one gain per track group to the target, plus a look-ahead true-peak limiter when the gain
   * would pass the ceiling, calibrated on the encoded audio (loudness.ts, calibrate-loudness.ts);
   * `limit-only`: no gain, a limiter only if the source peaks above the ceiling.
   */
  readonly method: 'gain' | 'limit-only';
}

export interface VideoSettings {
  readonly codec: 'xdcam_hd422' | 'prores_hq' | 'h264' | 'vp9';
  /** Fixed frame size, or the short side of a rendition that follows the master's ratio. */
  readonly size: { readonly width: number; readonly height: number } | { readonly shortSide: number };
  /** Sample aspect ratio written to the file (32:27 for anamorphic 16:9 NTSC SD). */
  readonly sar?: string;
  /** `29.97`: conform (telecine 23.976, convert 25); `source`: keep the source rate, progressive. */
  readonly rate: '29.97' | 'source';
  readonly interlaced: boolean;
  readonly bitrate?: string;
  readonly maxrate?: string;
  readonly bufsize?: string;
  readonly crf?: number;
  readonly h264Profile?: 'high' | 'main';
  readonly h264Level?: string;
}

export interface AudioSettings {
  /** `8mono`: eight mono tracks (broadcast-spec 1.2); `stereo`: one stereo stream. */
  readonly layout: '8mono' | 'stereo';
  readonly codec: 'pcm_s24le' | 'aac' | 'opus' | 'mp3';
  readonly bitrate?: string;
  readonly sampleRate: number;
  readonly loudness: LoudnessTarget;
}

export interface MediaProfile {
  readonly key: string;
  readonly kind: 'media';
  readonly category: OutputCategory;
  readonly container: 'mxf' | 'mov' | 'mp4' | 'webm' | 'mp3';
  readonly extension: string;
  readonly video?: VideoSettings;
  readonly audio: AudioSettings;
  /** Layout around the program; none = program only, starting at `startTimecode`. */
  readonly layout?: LayoutId;
  readonly startTimecode?: string;
  /** Burned-in subtitles from SRT_CC (MP41080_LOUD_SUB). */
  readonly burnInSubtitles?: boolean;
  /** Captions embedded in the picture stream: CEA-608 in A/53 SEI (MP41080_DTV). */
  readonly embedCaptions?: 'a53';
}

export interface FileProfile {
  readonly key: string;
  readonly kind: 'captions' | 'source' | 'xml';
  readonly category: OutputCategory;
  readonly extension: string;
}

export type OutputProfile = MediaProfile | FileProfile;

const TV_LOUDNESS: LoudnessTarget = { integrated: -24, truePeak: -2, method: 'gain' };
const WEB_LOUDNESS: LoudnessTarget = { integrated: -14, truePeak: -1, method: 'gain' };

const XDCAM: VideoSettings = {
  codec: 'xdcam_hd422',
  size: { width: 1920, height: 1080 },
  rate: '29.97',
  interlaced: true,
  bitrate: '50M',
};
const PCM8: AudioSettings = { layout: '8mono', codec: 'pcm_s24le', sampleRate: 48000, loudness: TV_LOUDNESS };
const AAC = (bitrate: string, loudness: LoudnessTarget): AudioSettings => ({
  layout: 'stereo',
  codec: 'aac',
  bitrate,
  sampleRate: 48000,
  loudness,
});

const mxf = (key: string, layout: LayoutId): MediaProfile => ({
  key,
  kind: 'media',
  category: 'MXF_BROADCAST',
  container: 'mxf',
  extension: 'mxf',
  video: XDCAM,
  audio: PCM8,
  layout,
});

const h264 = (shortSide: number, maxrate: string, extra: Partial<VideoSettings> = {}): VideoSettings => ({
  codec: 'h264',
  size: { shortSide },
  rate: 'source',
  interlaced: false,
  crf: 20,
  maxrate,
  bufsize: `${parseFloat(maxrate) * 2}M`,
  h264Profile: 'high',
  h264Level: '4.1',
  ...extra,
});

/** The pictures of the viewing copies, which their _SLATE twins and _LOUD web versions share. */
const VIEW_1080 = h264(1080, '10M', { crf: 18 });
const VIEW_720 = h264(720, '6M');
const VIEW_540 = h264(540, '3.5M');

const mp4 = (
  key: string,
  category: OutputCategory,
  video: VideoSettings,
  audio: AudioSettings,
  layout?: LayoutId,
): MediaProfile => ({
  key,
  kind: 'media',
  category,
  container: 'mp4',
  extension: 'mp4',
  video,
  audio,
  ...(layout ? { layout } : { startTimecode: '00:00:00;00' }),
});

const radio = (key: string, loudness: LoudnessTarget): MediaProfile => ({
  key,
  kind: 'media',
  category: 'RADIO_BROADCAST',
  container: 'mp3',
  extension: 'mp3',
  audio: { layout: 'stereo', codec: 'mp3', bitrate: '320k', sampleRate: 44100, loudness },
});

const PROFILE_LIST: readonly OutputProfile[] = [
  mxf('MXF1080_00H', 'CLEAN_00H'),
  mxf('MXF1080_V2', 'TQ_10H'),
  mxf('MXF1080_SLATED', 'RC_10H'),
  mxf('MXF1080_CUSTOM1', 'XR_5S2S'),
  mxf('MXF1080_CUSTOM3', 'CTS_1_5_2_1'),
  mxf('MXF1080_CUSTOM5', 'SEED_SLATE_2POP'),
  mxf('MXF1080_CUSTOM6', 'PAD10F_01H'),
  mxf('MXF1080_DF_DURATION', 'TQ_10H_RT'),
  {
    key: 'PRORES1080_CUSTOM7',
    kind: 'media',
    category: 'HIGH_QUALITY',
    container: 'mov',
    extension: 'mov',
    video: { codec: 'prores_hq', size: { width: 1920, height: 1080 }, rate: '29.97', interlaced: true },
    audio: PCM8,
    layout: 'XR_5S2S',
  },
  // Non-LOUD MP4s are viewing copies of the broadcast mix (decision 4); their _SLATE twins follow
  // MXF1080_SLATED around the same picture, and the _LOUD web versions are that picture at web
  // loudness (one encode for the three: assemble-h264.ts).
  mp4('MP41080', 'MP4_VERSIONS', VIEW_1080, AAC('192k', TV_LOUDNESS)),
  mp4('MP41080_SLATE', 'MP4_VERSIONS', VIEW_1080, AAC('192k', TV_LOUDNESS), 'RC_10H'),
  mp4('MP4720', 'MP4_VERSIONS', VIEW_720, AAC('192k', TV_LOUDNESS)),
  mp4('MP4720_SLATE', 'MP4_VERSIONS', VIEW_720, AAC('192k', TV_LOUDNESS), 'RC_10H'),
  mp4('MP4540', 'MP4_VERSIONS', VIEW_540, AAC('192k', TV_LOUDNESS)),
  mp4('MP4540_SLATE', 'MP4_VERSIONS', VIEW_540, AAC('192k', TV_LOUDNESS), 'RC_10H'),
  mp4('MP41080_LOUD', 'WEB_OPTIMIZED', VIEW_1080, AAC('192k', WEB_LOUDNESS)),
  { ...mp4('MP41080_LOUD_SUB', 'WEB_OPTIMIZED', h264(1080, '8M'), AAC('192k', WEB_LOUDNESS)), burnInSubtitles: true },
  mp4('MP4720_LOUD', 'WEB_OPTIMIZED', VIEW_720, AAC('192k', WEB_LOUDNESS)),
  mp4('MP4720_LO_LOUD', 'WEB_OPTIMIZED', h264(720, '2M', { crf: 23 }), AAC('128k', WEB_LOUDNESS)),
  mp4(
    'MP4360_LOUD',
    'WEB_OPTIMIZED',
    h264(360, '1.2M', { h264Profile: 'main', h264Level: '3.0' }),
    AAC('128k', WEB_LOUDNESS),
  ),
  // XR's "accepted AVC" commercial file: 1080, about 20 Mb/s, AAC 224k, XR layout (decision 6).
  mp4(
    'MP4_CUSTOM1',
    'MP4_VERSIONS',
    { ...h264(1080, '20M'), size: { width: 1920, height: 1080 }, rate: '29.97', bitrate: '20M', crf: undefined },
    AAC('224k', TV_LOUDNESS),
    'XR_5S2S',
  ),
  // Captions as CEA-608 in A/53 SEI (decision 7): 29.97 so each frame carries one caption pair.
  {
    ...mp4('MP41080_DTV', 'MP4_VERSIONS', { ...VIEW_1080, rate: '29.97' }, AAC('192k', TV_LOUDNESS)),
    embedCaptions: 'a53',
  },
  {
    key: 'WEBM1080',
    kind: 'media',
    category: 'WEB_OPTIMIZED',
    container: 'webm',
    extension: 'webm',
    video: {
      codec: 'vp9',
      size: { shortSide: 1080 },
      rate: 'source',
      interlaced: false,
      bitrate: '4M',
      maxrate: '6M',
      bufsize: '8M',
      crf: 31,
    },
    audio: { layout: 'stereo', codec: 'opus', bitrate: '128k', sampleRate: 48000, loudness: WEB_LOUDNESS },
  },
  mp4(
    'TVC_HD',
    'HIGH_QUALITY',
    { ...h264(1080, '20M'), size: { width: 1920, height: 1080 }, rate: '29.97', bitrate: '20M', crf: undefined },
    AAC('224k', TV_LOUDNESS),
    'XR_5S2S',
  ),
  // Anamorphic 16:9 NTSC SD: 720x480 with square-pixel-to-display ratio 32:27.
  mp4(
    'TVC_SD',
    'HIGH_QUALITY',
    {
      ...h264(480, '8M'),
      size: { width: 720, height: 480 },
      sar: '32:27',
      rate: '29.97',
      h264Profile: 'main',
      h264Level: '3.1',
      crf: 18,
    },
    AAC('192k', TV_LOUDNESS),
    'XR_5S2S',
  ),
  { key: 'SOURCE', kind: 'source', category: 'SOURCES', extension: '' },
  { key: 'SCC_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'scc' },
  { key: 'SCC_OFFSET_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'scc' },
  { key: 'MCC_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'mcc' },
  { key: 'SRT_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'srt' },
  { key: 'SRT_CAPTIONS_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'srt' },
  { key: 'WEBVTT_CC', kind: 'captions', category: 'CLOSED_CAPTIONS', extension: 'vtt' },
  // As mastered: no gain change, a limiter only above -1 dBTP (decision 5).
  radio('RADIO_MP3_320', { truePeak: -1, method: 'limit-only' }),
  // 0.5 dB below each ceiling: MP3 encoding adds inter-sample overshoot (broadcast-spec 5.8).
  radio('RADIO_MP3_320_14', { integrated: -14, truePeak: -1.5, method: 'gain' }),
  radio('RADIO_MP3_320_16', { integrated: -16, truePeak: -1.5, method: 'gain' }),
  radio('RADIO_MP3_320_24', { integrated: -24, truePeak: -2.5, method: 'gain' }),
];

export const OUTPUT_PROFILES: Readonly<Record<string, OutputProfile>> = Object.fromEntries(
  PROFILE_LIST.map((p) => [p.key, p]),
);

/** What an encode makes of a profile: all of it but its name and category. Profiles equal here make the same file. */
export const encodingOf = (profile: MediaProfile): string => JSON.stringify({ ...profile, key: '', category: '' });

/**
 * The other keys whose file is encoded exactly as this key's (XR's accepted AVC file MP4_CUSTOM1
 * and TVC_HD): one encode serves them all, and the pipeline makes them in one step.
 */
export function encodedAlike(key: string): string[] {
  const profile = OUTPUT_PROFILES[key];
  if (profile?.kind !== 'media') return [];
  const encoding = encodingOf(profile);
  return PROFILE_LIST.filter(
    (other) => other.key !== key && other.kind === 'media' && encodingOf(other) === encoding,
  ).map((other) => other.key);
}
export const OUTPUT_KEYS: readonly string[] = PROFILE_LIST.map((p) => p.key);

export { SIDECAR_FORMATS, sidecarKey, SLATE_XML_PREFIX, type SidecarFormat };

/**
 * A loudness variant's profile (`<KEY>_L<NN>`, issue 32): its output's in every way but the
 * integrated target, which the station's spec named; the true-peak ceiling stays the output's, and
 * the gain is set as for any normalised key. Made only when a send asks for it (runKeys in core).
 */
function loudnessVariantProfile(key: string): MediaProfile | undefined {
  const variant = parseLoudnessVariant(key);
  const base = variant ? OUTPUT_PROFILES[variant.key] : undefined;
  if (!variant || base?.kind !== 'media') return undefined;
  return {
    ...base,
    key,
    audio: {
      ...base.audio,
      loudness: { integrated: variant.target, truePeak: base.audio.loudness.truePeak, method: 'gain' },
    },
  };
}

/** The profile of an output with a file of its own: a seed key's, or a loudness variant's. */
const ownProfile = (key: string): OutputProfile | undefined => OUTPUT_PROFILES[key] ?? loudnessVariantProfile(key);

/**
 * Decision 8: every MXF output ships with sidecar captions, an SCC and an MCC re-based to its
 * layout's program start and named like the MXF (`<UNIQUEID>_<KEY>.scc`): the keys
 * `SIDECAR_SCC_<KEY>` and `SIDECAR_MCC_<KEY>` (named in the contract). Undefined for any other key.
 */
export function sidecarOf(key: string): { format: SidecarFormat; mxfKey: string; layout: LayoutId } | undefined {
  const parsed = parseSidecarKey(key);
  const target = parsed ? ownProfile(parsed.mxfKey) : undefined;
  if (!parsed || target?.kind !== 'media' || target.container !== 'mxf' || !target.layout) return undefined;
  return { ...parsed, layout: target.layout };
}

/** The profile of a key, including `SLATE_XML_<KEY>` for keys that have a layout and the MXF sidecars. */
export function outputProfile(key: string): OutputProfile {
  const profile = ownProfile(key);
  if (profile) return profile;
  const sidecar = sidecarOf(key);
  if (sidecar) return { key, kind: 'captions', category: 'CLOSED_CAPTIONS', extension: sidecar.format };
  if (key.startsWith(SLATE_XML_PREFIX)) {
    const target = ownProfile(key.slice(SLATE_XML_PREFIX.length));
    if (target?.kind === 'media' && (target.layout || target.startTimecode)) {
      return { key, kind: 'xml', category: target.category, extension: 'xml' };
    }
  }
  throw new RangeError(`unknown output key: ${key}`);
}

export function isMediaProfile(profile: OutputProfile): profile is MediaProfile {
  return profile.kind === 'media';
}

/** `<UNIQUEID>_<KEY>.<ext>` (decision 9); SOURCE keeps the uploaded file's extension; a sidecar takes its MXF's name. */
export function outputFileName(uniqueId: string, key: string, sourceExtension = ''): string {
  const profile = outputProfile(key);
  const ext = profile.kind === 'source' ? sourceExtension.replace(/^\./, '') : profile.extension;
  const base = `${uniqueId.toUpperCase().replace(/[^A-Z0-9_-]/g, '')}_${sidecarOf(key)?.mxfKey ?? key}`;
  return ext ? `${base}.${ext}` : base;
}

/** Decision 9: SOURCE downloads as `<UNIQUEID>_SOURCE.<ext>` like every key, keeping the upload's extension. */
export const sourceFileName = (uniqueId: string, uploadedAs: string): string =>
  outputFileName(uniqueId, 'SOURCE', uploadedAs.includes('.') ? uploadedAs.split('.').pop()!.toLowerCase() : '');
