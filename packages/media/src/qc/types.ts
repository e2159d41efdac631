/** Shapes of a quality-control run, as the QC tab and the master's `qc_status` use them. */
import type { QcCheck } from '@masterport/contract';
import type { AudioMapResult } from '../audio-map.ts';
import type { Cue } from '../captions/types.ts';
import type { ProbeResult } from '../probe.ts';
import type { AudioMeasurements } from './measure-audio.ts';
import type { VideoLevels } from './measure-video.ts';
import type { LocalizedMessage, QcMessageKey } from './messages.ts';

export type QcStatus = 'passed' | 'warning' | 'rejected';

export type { QcCheck } from '@masterport/contract';

/** The seed's problem codes (001 §4). */
export type QcProblemCode =
  | 'error'
  | 'format_refused'
  | 'invalid_duration'
  | 'low_integrated_loudness'
  | 'qc_failed'
  | 'silent_tracks'
  | 'source_missing'
  | 'waiting_captions'
  | 'warning'
  /** Ours: a TV loudness rejection that fix-loudness turned into a warning (every output is normalised). */
  | 'loudness_fixed';

/** The seed's QC status values that a finished QC run can produce, plus the lowercase `warning`. */
export type QcOverallResult =
  'PASSED' | 'warning' | 'REJECTED' | 'SOURCE_INTEGRATED_LOUDNESS_REJECTED' | 'WAITING_CAPTIONS';

export interface QcItem {
  readonly check: QcCheck;
  readonly status: QcStatus;
  /** What was found, with its unit (numbers stay numbers where the UI may format them). */
  readonly measured: string | number | null;
  readonly expected: string | number | null;
  /** Problem code for a warning or rejection; null when passed. */
  readonly code: QcProblemCode | null;
  readonly messageKey: QcMessageKey;
  readonly message: LocalizedMessage;
}

export interface CaptionsInfo {
  readonly format: 'scc' | 'srt' | 'vtt' | 'unknown';
  /** First timecode (SCC) or first cue start (SRT/VTT, as HH:MM:SS,mmm). */
  readonly first?: string;
  /** First caption as a frame number at 29.97 DF (SCC) or seconds (SRT/VTT). */
  readonly firstFrame?: number;
  readonly firstSeconds?: number;
  readonly dropFrame?: boolean;
  readonly cues: number;
  readonly error?: string;
  /**
   * The captions as a TV set shows them (an SCC decoded; SRT/VTT as written), for the content
   * checks. An SCC caption never cleared ends at Infinity.
   */
  readonly shown?: readonly Cue[];
  /** SRT/VTT cues with a timing and no text: when each starts, in seconds. */
  readonly emptyCueStarts?: readonly number[];
  /** SCC: its last code, in seconds from the program start (10:00:00;00). */
  readonly lastCodeSeconds?: number;
  /** SCC: its last timecode as written. */
  readonly lastLabel?: string;
}

/** Everything measured on the sources; the rules turn it into items without running anything. */
export interface QcMeasurements {
  readonly missing: readonly string[];
  readonly video?: ProbeResult;
  /** The separate audio file (radio, or web audio), when there is one. */
  readonly audioFile?: ProbeResult;
  /** Probes of every audio source file (video, audio file or track uploads) by path. */
  readonly audioProbes: ReadonlyMap<string, ProbeResult>;
  readonly videoFrames?: number;
  readonly audioMap?: AudioMapResult;
  readonly audio?: AudioMeasurements;
  readonly videoLevels?: VideoLevels;
  readonly captions?: CaptionsInfo;
  /** Sources that ffprobe could not read as audio or video (by upload-tab name): refused as `format_refused`. */
  readonly notMedia?: readonly string[];
  /**
   * A measurement that failed (ffmpeg error), reported as the `error` problem code. What failed and
   * the tool's words, for the operator's log: the QC item shows only the catalogue's message.
   */
  readonly errors: readonly string[];
}

export interface QcResult {
  readonly result: QcOverallResult;
  /** The measurements that failed, in the tool's words, for the operator's log; never shown to the user. */
  readonly diagnostics?: readonly string[];
  readonly problemCodes: readonly QcProblemCode[];
  readonly items: readonly QcItem[];
  readonly message: LocalizedMessage;
  /** Numbers for the master record and the slate XML (`audio@measured`). */
  readonly summary: {
    readonly integratedLkfs?: number;
    readonly truePeakDbtp?: number;
    readonly silentTracks: readonly number[];
    readonly frames?: number;
    readonly durationSeconds?: number;
  };
}
