/**
 * SMPTE ST 12-1 timecode for 29.97 (and 59.94) drop-frame and non-drop-frame (broadcast-spec 2.2).
 * Drop-frame skips the labels ;00 and ;01 at the start of every minute except minutes divisible by 10,
 * so a 29.97 DF hour holds 107 892 frames and the label stays close to wall-clock time.
 * Frame numbers here count from 00:00:00;00 = 0.
 */

export interface TimecodeOptions {
  /** Nominal rate: 30 for 29.97, 60 for 59.94, 24, 25 ... */
  readonly fps?: number;
  /** Drop-frame labels (only meaningful for 30 and 60). */
  readonly dropFrame?: boolean;
}

const TC_PATTERN = /^(\d{2}):(\d{2}):(\d{2})([:;.,])(\d{2})$/;
const FRAMES_PER_DAY_DF30 = 24 * 6 * 17982;

function dropCount(fps: number): number {
  if (fps === 30) return 2;
  if (fps === 60) return 4;
  throw new RangeError(`drop-frame timecode exists only at 30 and 60 nominal fps, not ${fps}`);
}

/** True when the label uses a drop-frame separator (`;` or `,`). */
export function isDropFrameLabel(tc: string): boolean {
  const match = TC_PATTERN.exec(tc.trim());
  return match !== null && (match[4] === ';' || match[4] === ',');
}

/**
 * Timecode label -> frame number. The separator decides drop-frame unless `dropFrame` is forced.
 * Throws on malformed labels and on labels that drop-frame skips (e.g. 00:01:00;00).
 */
export function tcToFrames(tc: string, options: TimecodeOptions = {}): number {
  const match = TC_PATTERN.exec(tc.trim());
  if (!match) throw new RangeError(`not a timecode: "${tc}"`);
  const fps = options.fps ?? 30;
  const [hh, mm, ss, ff] = [match[1], match[2], match[3], match[5]].map(Number) as [number, number, number, number];
  const df = options.dropFrame ?? (match[4] === ';' || match[4] === ',');
  if (mm > 59 || ss > 59 || ff >= fps) throw new RangeError(`timecode out of range: "${tc}"`);
  let frames = (hh * 3600 + mm * 60 + ss) * fps + ff;
  if (df) {
    const drop = dropCount(fps);
    const totalMinutes = hh * 60 + mm;
    if (ss === 0 && ff < drop && mm % 10 !== 0) throw new RangeError(`drop-frame timecode skips the label "${tc}"`);
    frames -= drop * (totalMinutes - Math.floor(totalMinutes / 10));
  }
  return frames;
}

/** Frame number -> label, `HH:MM:SS;FF` for drop-frame (the default at 30) and `HH:MM:SS:FF` otherwise. */
export function framesToTc(frameNumber: number, options: TimecodeOptions = {}): string {
  if (!Number.isInteger(frameNumber) || frameNumber < 0)
    throw new RangeError(`frame number must be a non-negative integer: ${frameNumber}`);
  const fps = options.fps ?? 30;
  const df = options.dropFrame ?? fps === 30;
  let n = frameNumber;
  if (df) {
    const drop = dropCount(fps);
    const perMinute = fps * 60 - drop;
    const perTenMinutes = fps * 600 - 9 * drop;
    n %= fps === 30 ? FRAMES_PER_DAY_DF30 : FRAMES_PER_DAY_DF30 * 2;
    const tens = Math.floor(n / perTenMinutes);
    const rest = n % perTenMinutes;
    n += 9 * drop * tens + (rest > drop ? drop * Math.floor((rest - drop) / perMinute) : 0);
  }
  const pad = (x: number) => String(x).padStart(2, '0');
  const seconds = Math.floor(n / fps);
  return `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}${df ? ';' : ':'}${pad(n % fps)}`;
}

/**
 * Drop-frame labels belong to 29.97 and 59.94 only (broadcast-spec 2.2): a file at 23.976, 24, 25 or
 * exactly 30 fps counts every label, so its timecode is non-drop (`:`), whatever a layout wrote.
 */
export const isDropFrameRate = (rate: string | undefined): boolean => rate === '29.97' || rate === '59.94';

/**
 * The start label a file at `rate` (a `rateName`) carries: the layout's label with `;` at drop-frame
 * rates, the same digits with `:` otherwise (only program starts at 00:00:00 follow the source rate).
 */
export function startLabelAtRate(tc: string, rate: string | undefined): string {
  return isDropFrameRate(rate) ? tc : tc.replace(/[;,](\d{2})$/, ':$1');
}

/** Adds (or subtracts) frames to a label and keeps its drop-frame mode. */
export function addFrames(tc: string, frames: number, options: TimecodeOptions = {}): string {
  const dropFrame = options.dropFrame ?? isDropFrameLabel(tc);
  return framesToTc(tcToFrames(tc, { ...options, dropFrame }) + frames, { ...options, dropFrame });
}

/** Timecode length of N declared seconds at 29.97: N x 30 frames (00:00:30;00 = 900). */
export const timecodeFrames = (seconds: number): number => Math.round(seconds * 30);

/** Whole frames that fit in N real seconds at 29.97: floor(N x 30000/1001) (:30 -> 899). */
export const realTimeFrames = (seconds: number): number => Math.floor((seconds * 30000) / 1001 + 1e-9);

/** Seconds of a frame count at 29.97. */
export const framesToSeconds = (
  frames: number,
  rate: { num: number; den: number } = { num: 30000, den: 1001 },
): number => (frames * rate.den) / rate.num;

/** Audio samples that cover a frame count exactly (48 kHz at 29.97: 1601.6 a frame, rounded). */
export const framesToSamples = (
  frames: number,
  sampleRate = 48000,
  rate: { num: number; den: number } = { num: 30000, den: 1001 },
): number => Math.round((frames * sampleRate * rate.den) / rate.num);

/**
 * Seconds from a program start as a label at a file's frame rate (frames per second, e.g. 29.97):
 * drop-frame at 29.97 and 59.94, non-drop otherwise, counted from 00:00:00 (a time before it reads as 0).
 */
export function secondsToTc(seconds: number, framesPerSecond: number): string {
  const nominal = Math.round(framesPerSecond);
  const dropFrame = (nominal === 30 || nominal === 60) && nominal !== framesPerSecond;
  return framesToTc(Math.max(0, Math.round(seconds * framesPerSecond)), { fps: nominal, dropFrame });
}
