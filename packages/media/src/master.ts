/**
 * What the media package needs to know about a master (seed 001 §3), independent of how the rest of
 * the platform stores it. A Step Functions task maps its stored master to a MasterSpec.
 */

export const MASTER_TYPES = [
  'PUB_TV_WEB', 'PUB_TV_WEB_Ad', 'PUB_TV_WEB_FULL',
  'PUB_WEB', 'PUB_WEB_Ad', 'PUB_WEB_FULL',
  'PUB_RADIO', 'PUB_RADIO_Ad', 'PUB_RADIO_FULL',
] as const;
export type MasterType = (typeof MASTER_TYPES)[number];
export type BaseMasterType = 'PUB_TV_WEB' | 'PUB_WEB' | 'PUB_RADIO';

/** The `_Ad` and `_FULL` variants behave like their base type (OUTPUTS.md decision 12). */
export function baseMasterType(type: MasterType): BaseMasterType {
  if (type.startsWith('PUB_TV_WEB')) return 'PUB_TV_WEB';
  if (type.startsWith('PUB_WEB')) return 'PUB_WEB';
  return 'PUB_RADIO';
}

export const RATIOS = ['16:9', '1:1', '2:3', '4:5', '9:16'] as const;
export type Ratio = (typeof RATIOS)[number];
export type AudioType = '2trks' | '8trks';
export type Language = 'en' | 'fr';

/** Upload-tab track slots of a TV master whose audio arrives as separate files. */
export const TRACK_SLOTS = ['frontleft', 'frontright', 'frontcenter', 'lfe', 'sideleft', 'sideright', 'stereo'] as const;
export type TrackSlot = (typeof TRACK_SLOTS)[number];

export interface MasterSpec {
  readonly masterType: MasterType;
  /** Declared length in seconds (15, 30, 60 ...). */
  readonly durationSeconds: number;
  readonly ratio: Ratio;
  readonly audioType: AudioType;
  readonly language: Language;
  readonly title: string;
  readonly uniqueId: string;
  /** The seed's `announcer`, shown as Advertiser. */
  readonly advertiser: string;
  readonly agency?: string;
  readonly product?: string;
  readonly houseCode?: string;
  readonly tvbNumber?: string;
  readonly ascNumber?: string;
  /** Seed `test_brng`: run the video-levels measurement on a TV master too. */
  readonly testBrng?: boolean;
  /** Seed `use_video_audio`: TV audio is the video file's, not separate track uploads. */
  readonly useVideoAudio?: boolean;
}

/** Local paths of the uploaded assets (the task downloads them first). */
export interface SourceFiles {
  /** Picture (TV and web), possibly with its audio. */
  readonly video?: string;
  /** Separate audio file: the radio spot, or a web spot's audio. */
  readonly audio?: string;
  /** TV track uploads: six mono files and one stereo file. */
  readonly tracks?: Partial<Record<TrackSlot, string>>;
  /** `.scc` (program at 10h) or `.srt` (program at 00h). */
  readonly captions?: string;
}

export const LOUDNESS_TARGETS: Readonly<Record<BaseMasterType, number>> = {
  PUB_TV_WEB: -24,
  PUB_WEB: -14,
  PUB_RADIO: -14,
};

/** Kind of unique ID (OUTPUTS.md decision 11), used on slates and in the XML slate. */
export function uniqueIdType(id: string): 'AD-ID' | 'ISCI' | 'HOUSE' {
  const value = id.toUpperCase().replace(/\s+/g, '');
  if (/^[A-Z1-9][A-Z0-9]{3}[A-Z0-9]{7}[HD]?$/.test(value)) return 'AD-ID';
  if (/^[A-Z]{4}[0-9]{4}H?$/.test(value)) return 'ISCI';
  return 'HOUSE';
}
