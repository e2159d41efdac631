/**
 * The CC_CONVERSION stage: one uploaded captions file (.scc at 10h or .srt/.vtt at 00h) -> every caption
 * output key of OUTPUTS.md decision 8. SCC is the pivot: text sources are encoded to 608 first, so all
 * outputs show the same captions a TV set would.
 */
import { randomUUID } from 'node:crypto';
import { tcToFrames, timecodeFrames } from '../timecode.ts';
import type { CaptionsInfo } from '../qc/types.ts';
import { cuesToSccLines } from './encode-608.ts';
import { writeMcc } from './mcc.ts';
import {
  frameToProgramSeconds,
  offsetScc,
  parseScc,
  SCC_PROGRAM_START,
  sccFramePairs,
  sccToCues,
  writeScc,
  type SccLine,
} from './scc.ts';
import { parseSrt, plainCue, writeSrt, formatTime } from './srt.ts';
import type { Cue } from './types.ts';
import { parseWebVtt, writeWebVtt } from './webvtt.ts';

export type CaptionSourceFormat = 'scc' | 'srt' | 'vtt';

export function captionFormatOf(filename: string, text: string): CaptionSourceFormat | undefined {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.scc') || text.startsWith('Scenarist_SCC')) return 'scc';
  if (lower.endsWith('.vtt') || text.replace(/^\uFEFF/, '').startsWith('WEBVTT')) return 'vtt';
  if (lower.endsWith('.srt')) return 'srt';
  return undefined;
}

/** What QC needs to know about the uploaded captions (first timestamp, count, what is shown), never throwing. */
export function inspectCaptions(filename: string, text: string): CaptionsInfo {
  const format = captionFormatOf(filename, text);
  try {
    if (format === 'scc') {
      const doc = parseScc(text);
      const first = doc.lines[0];
      const last = doc.lines.at(-1);
      // A caption never cleared stays on screen after the spot: it is decoded as ending at Infinity.
      const shown = sccToCues(text, { endFrame: Number.POSITIVE_INFINITY });
      const toSeconds = frameToProgramSeconds(tcToFrames(SCC_PROGRAM_START));
      return {
        format,
        first: doc.firstLabel,
        firstFrame: first?.frame,
        dropFrame: doc.dropFrame,
        cues: shown.filter((cue) => Number.isFinite(cue.end)).length,
        shown,
        lastLabel: doc.lastLabel,
        lastCodeSeconds: last && toSeconds(last.frame),
      };
    }
    if (format === 'srt' || format === 'vtt') {
      const emptyCueStarts: number[] = [];
      const noteEmpty = (start: number) => void emptyCueStarts.push(start);
      const cues = format === 'srt' ? parseSrt(text, noteEmpty) : parseWebVtt(text, noteEmpty);
      const first = cues[0];
      return {
        format,
        first: first ? formatTime(first.start) : undefined,
        firstSeconds: first?.start,
        cues: cues.length,
        shown: cues,
        emptyCueStarts,
      };
    }
    return { format: 'unknown', cues: 0, error: 'unknown caption format (expected .scc, .srt or .vtt)' };
  } catch (error) {
    return { format: format ?? 'unknown', cues: 0, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface CaptionOutputsOptions {
  /** Declared length; the program ends N x 30 frames after its start. */
  readonly durationSeconds: number;
  /** Program start of the layout SCC_OFFSET_CC pairs with (00:00:00;00 or 01:00:00;00 ...). */
  readonly offsetProgramStart?: string;
  readonly uuid?: string;
  readonly createdAt?: Date;
}

export interface CaptionOutputs {
  readonly SCC_CC: string;
  readonly SCC_OFFSET_CC: string;
  readonly MCC_CC: string;
  readonly SRT_CC: string;
  readonly SRT_CAPTIONS_CC: string;
  readonly WEBVTT_CC: string;
  /** The decoded captions (seconds from program start), for previews and checks. */
  readonly cues: readonly Cue[];
}

/** The SCC lines of SCC_CC (program at 10:00:00;00) from any accepted source. */
export function toSccLines(format: CaptionSourceFormat, text: string): SccLine[] {
  if (format === 'scc') return [...parseScc(text).lines];
  const cues = format === 'srt' ? parseSrt(text) : parseWebVtt(text);
  return cuesToSccLines(cues, SCC_PROGRAM_START);
}

export function makeCaptionOutputs(filename: string, text: string, options: CaptionOutputsOptions): CaptionOutputs {
  const format = captionFormatOf(filename, text);
  if (!format) throw new Error(`unknown caption format: ${filename}`);
  const lines = toSccLines(format, text);
  const scc = writeScc(lines);
  const programStart = tcToFrames(SCC_PROGRAM_START);
  const programEnd = programStart + timecodeFrames(options.durationSeconds);
  const cues = sccToCues(scc, { endFrame: programEnd });
  const pairs = sccFramePairs(lines);
  const offset = tcToFrames(options.offsetProgramStart ?? '00:00:00;00') - programStart;
  return {
    SCC_CC: scc,
    SCC_OFFSET_CC: writeScc(offsetScc({ lines, dropFrame: true }, offset)),
    MCC_CC: writeMcc(pairs, {
      fromFrame: Math.min(programStart, pairs[0]?.frame ?? programStart),
      toFrame: Math.max(programEnd - 1, pairs.at(-1)?.frame ?? 0),
      uuid: options.uuid ?? randomUUID(),
      createdAt: options.createdAt,
    }),
    SRT_CC: writeSrt(cues.map((c) => plainCue(c))),
    SRT_CAPTIONS_CC: writeSrt(cues),
    WEBVTT_CC: writeWebVtt(cues),
    cues,
  };
}

export interface CaptionSidecarOptions {
  readonly durationSeconds: number;
  /** The MXF layout's program start (first frame of action): 00:00:00;00, 01:00:00;00, 10:00:00;00. */
  readonly programStart: string;
  readonly uuid?: string;
  readonly createdAt?: Date;
}

/**
 * The sidecar captions of one MXF output (OUTPUTS.md decision 8): the SCC and the MCC re-based so
 * the program's first caption lands on the MXF's own timecode (its layout's program start).
 */
export function makeCaptionSidecars(
  filename: string,
  text: string,
  options: CaptionSidecarOptions,
): { scc: string; mcc: string } {
  const format = captionFormatOf(filename, text);
  if (!format) throw new Error(`unknown caption format: ${filename}`);
  const programStart = tcToFrames(options.programStart);
  const programEnd = programStart + timecodeFrames(options.durationSeconds);
  const lines = offsetScc(
    { lines: toSccLines(format, text), dropFrame: true },
    programStart - tcToFrames(SCC_PROGRAM_START),
  );
  const pairs = sccFramePairs(lines);
  return {
    scc: writeScc(lines),
    mcc: writeMcc(pairs, {
      fromFrame: Math.min(programStart, pairs[0]?.frame ?? programStart),
      toFrame: Math.max(programEnd - 1, pairs.at(-1)?.frame ?? 0),
      uuid: options.uuid ?? randomUUID(),
      createdAt: options.createdAt,
    }),
  };
}
