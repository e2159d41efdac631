import {
  uniqueIdKind,
  type AudioType,
  type BaseMasterType,
  type Language,
  type MasterType,
  type Ratio,
  type TrackSlot,
} from '@masterport/contract';

/**
 * What the media package needs to know about a master (seed 001 §3), independent of how the rest of
 * the platform stores it. A Step Functions task maps its stored master to a MasterSpec. The master
 * types, ratios and track slots themselves are the contract's.
 */

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
  /** The slate says the spot has no speech, only music (true) or has speech (false); undefined: not said. */
  readonly musicOnly?: boolean;
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

/** Kind of unique ID (the contract's `uniqueIdKind`), as slates and the XML slate name it. */
export function uniqueIdType(id: string): 'AD-ID' | 'ISCI' | 'HOUSE' {
  return ({ ad_id: 'AD-ID', isci: 'ISCI', house: 'HOUSE' } as const)[
    uniqueIdKind(id.toUpperCase().replace(/\s+/g, ''))
  ];
}
