import type { BaseMasterType } from './masters/master-types.ts';

/**
 * What the public accepted-formats page prints of quality control and the outputs, as the media
 * package's own values give them (`acceptedFormatFacts` there): built at prerender time, so the page
 * says what the pipeline does. The upload limits, file types, checks and output keys the page reads
 * straight from this package.
 */
export interface AcceptedFormatFacts {
  readonly sources: {
    readonly pictureContainers: string;
    readonly radioContainers: string;
    readonly videoCodecs: readonly string[];
    readonly tvFrameRates: readonly string[];
    readonly webFrameRates: readonly string[];
    readonly tvFrame: string;
    readonly tvWarnFrame: string;
    readonly webShortSide: { readonly pass: number; readonly minimum: number };
    readonly radioMinBitRate: number;
    readonly radioMinSampleRate: number;
  };
  readonly loudness: readonly {
    readonly type: BaseMasterType;
    readonly integrated: number;
    readonly truePeak: number;
  }[];
  /** An SCC's program start, and the earliest its first caption may come (pre-loading). */
  readonly captions: { readonly sccProgramStart: string; readonly sccEarliestFirst: string };
  /** Off the target by more than this many LU is refused; by more than `warnLu`, warned. */
  readonly loudnessRejectLu: number;
  readonly loudnessWarnLu: number;
  readonly outputs: readonly OutputFacts[];
}

export interface OutputFacts {
  readonly key: string;
  readonly category: string;
  readonly extension: string;
  /** `1920x1080 XDCAM HD422 29.97i`, or undefined for a file without picture. */
  readonly video?: string;
  /** `8 mono PCM 24-bit 48 kHz`, `stereo AAC 256k 48 kHz`. */
  readonly audio?: string;
  /** Integrated loudness and true-peak ceiling, `-24 LUFS / -2 dBTP`, or undefined when kept as mastered. */
  readonly loudness?: string;
}
