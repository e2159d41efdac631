/**
 * Which timeline each caption output counts on, and the caption files a station would play against an
 * MXF whose program starts elsewhere (issue 32, docs/station-specs.md "Caption key and MXF timeline").
 * A station plays an SCC or MCC by its timecodes against the MXF's own: `SCC_OFFSET_CC` (program at
 * 01:00:00;00) beside `MXF1080_SLATED` (program at 10:00:00;00) would show no caption at all.
 */
import type { CaptionTimelineMismatch } from '@masterport/contract';
import { SCC_PROGRAM_START } from '../captions/scc.ts';
import { LAYOUTS } from './layouts.ts';
import { isMediaProfile, outputProfile, sidecarOf } from './profiles.ts';

/** The program start `SCC_OFFSET_CC` is re-based to (CC_CONVERSION): the 01h layouts' (XR, CTS, the seed's). */
export const SCC_OFFSET_PROGRAM_START = '01:00:00;00';

/** Caption outputs with a timecode of their own, and where each puts the program's first frame. */
const TIMECODED_CAPTIONS: Readonly<Record<string, string>> = {
  SCC_CC: SCC_PROGRAM_START,
  MCC_CC: SCC_PROGRAM_START,
  SCC_OFFSET_CC: SCC_OFFSET_PROGRAM_START,
};

/**
 * Where a caption key puts the program's first frame: `SCC_CC` and `MCC_CC` at 10:00:00;00,
 * `SCC_OFFSET_CC` at 01:00:00;00, an MXF's sidecar at its MXF's. Undefined for SRT and WebVTT, timed
 * from the program with no timecode of their own, and for any key that is not captions.
 */
export function captionProgramStart(key: string): string | undefined {
  const sidecar = sidecarOf(key);
  return sidecar ? LAYOUTS[sidecar.layout].programStart : TIMECODED_CAPTIONS[key];
}

/** An MXF's program start (its layout's first frame of action); undefined for any other key. */
export function mxfProgramStart(key: string): string | undefined {
  let profile;
  try {
    profile = outputProfile(key);
  } catch {
    return undefined;
  }
  return isMediaProfile(profile) && profile.container === 'mxf' && profile.layout
    ? LAYOUTS[profile.layout].programStart
    : undefined;
}

/** 10:00:00;00 and 10:00:00:00 name the same frame label. */
const sameLabel = (a: string, b: string) => a.replaceAll(';', ':') === b.replaceAll(';', ':');

/**
 * The caption keys of a list of outputs (a station's delivery content) whose program start matches no
 * MXF's of the same list. Nothing when the list has no MXF (captions for another player) or when a
 * caption file matches one of several MXFs (it is that one's).
 */
export function captionTimelineMismatches(keys: readonly string[]): CaptionTimelineMismatch[] {
  const mxfs = keys.flatMap((key) => {
    const start = mxfProgramStart(key);
    return start ? [{ key, start }] : [];
  });
  const [first] = mxfs;
  if (!first) return [];
  return keys.flatMap((key) => {
    const start = captionProgramStart(key);
    if (!start || mxfs.some((mxf) => sameLabel(mxf.start, start))) return [];
    return [{ caption_key: key, caption_start: start, mxf_key: first.key, mxf_start: first.start }];
  });
}
