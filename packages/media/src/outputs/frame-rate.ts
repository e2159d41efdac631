/**
 * How a source picture becomes a 29.97 TV picture, per source rate (OUTPUTS.md decision 2, written out
 * in docs/architecture.md "Source frame rates"). TV outputs (a layout, or a `29.97` profile) are
 * conformed; the others keep the source rate (`outputRate`). Every conversion keeps the program's real
 * duration except 24 fps, which is slowed by 0.1 % to 23.976 as film is for NTSC, so that it gets the
 * same exact 2:3 pull-down as 23.976 and fills the timecode length (720 pictures -> 900).
 *
 * - 23.976 and 24 PsF (flagged interlaced, both fields one instant: isSegmentedFrame): as progressive.
 * - 29.97: as is. Interlaced outputs keep the fields (a bottom-field-first source is shifted one line
 *   to top field first); progressive outputs of an interlaced source are deinterlaced (bwdif).
 * - 23.976p (and 24p once slowed): interlaced outputs get a 2:3 pull-down (`telecine`, top field
 *   first): every 4 pictures become 10 fields, the cadence a station's inverse telecine expects.
 *   Progressive 29.97 outputs repeat one picture in four instead (`fps`): the same 4 -> 5 rhythm, but
 *   a progressive display would show the two mixed frames of a pull-down as combing.
 * - Any other rate (25p, 30p, 59.94p, and interlaced 25): interlaced outputs are made at field rate,
 *   each field taken from the source picture showing at that instant (`fps=60000/1001`, an interlaced
 *   source first deinterlaced to its field rate), then two by two interleaved top field first. A 25p
 *   picture is held 2 or 3 fields: judder in steps of one field, not of one frame, and no blending, so
 *   every field is a sharp source picture and the audio is untouched (duration and pitch kept).
 *   59.94p is the exact case: every field is its own picture. Progressive outputs repeat (or, from
 *   59.94p, drop) whole pictures with `fps=30000/1001`.
 */
import type { VideoStream } from '../probe.ts';
import { rateName, type RateName } from '../rational.ts';
import type { MediaProfile } from './profiles.ts';

const FLAGGED_INTERLACED = ['tt', 'bb', 'tb', 'bt'];

/**
 * Progressive segmented frame (PsF): a progressive picture carried as two fields, as tape workflows
 * record film-rate masters, so the file says interlaced. At 23.976 and 24 fps the flag alone tells
 * it: no broadcast or camera format interlaces at 47.95 or 48 fields a second, so both fields of a
 * frame are one instant. Such a source is read as the progressive picture it is (`setfield=prog`) and
 * takes the 2:3 pull-down of progressive 23.976 (24 slowed first), not the field-by-field path of
 * true interlaced video, which would blend fields into a softer, juddering picture. At 25 fps the flag
 * cannot tell 25PsF from 50i (both are broadcast formats), so a 25 fps source flagged interlaced is
 * treated as interlaced: deinterlacing a progressive picture loses some vertical detail, treating
 * interlaced video as progressive shows combing.
 */
export function isSegmentedFrame(source: VideoStream | undefined): boolean {
  const rate = rateName(source?.frameRate);
  return FLAGGED_INTERLACED.includes(source?.fieldOrder ?? '') && (rate === '23.976' || rate === '24');
}

/** Whether the source's two fields are two instants (interlaced video), which its flag and rate decide. */
export const isInterlacedSource = (source: VideoStream | undefined): boolean =>
  FLAGGED_INTERLACED.includes(source?.fieldOrder ?? '') && !isSegmentedFrame(source);

/**
 * How a source's frames are scanned, as every encoder must read them: progressive, interlaced (two
 * instants a frame), or PsF (flagged interlaced, one instant: isSegmentedFrame). The ffmpeg graph
 * flags PsF progressive; a MediaConvert job flags its input `InputScanType: PSF` (job-settings.ts).
 */
export type SourceScan = 'progressive' | 'interlaced' | 'psf';

export function sourceScan(source: VideoStream | undefined): SourceScan {
  if (isSegmentedFrame(source)) return 'psf';
  return isInterlacedSource(source) ? 'interlaced' : 'progressive';
}

/** bwdif on the frames flagged interlaced: one picture per frame, or one per field (each its own instant). */
const deinterlace = (mode: 'send_frame' | 'send_field') => `bwdif=mode=${mode}:parity=auto:deint=interlaced`;

/** Flags a PsF source's frames progressive, so no filter or encoder after takes them for interlaced. */
const asProgressive = (source: VideoStream | undefined): string[] =>
  isSegmentedFrame(source) ? ['setfield=prog'] : [];

/**
 * The source rates TV quality control accepts: each has its conversion above, tested on a real encode
 * of every output key (outputs/frame-rate.test.ts). Exactly 30 is converted too but only warned (QC
 * rules); any other rate is refused by QC (`invalid_frame_rate`) rather than accepted and then failed.
 */
export const TV_SOURCE_RATES: readonly RateName[] = ['23.976', '24', '25', '29.97', '59.94'];

/** Whether the output is conformed to 29.97 with an exact program length (TV timelines). */
export const conforms = (profile: MediaProfile): boolean =>
  profile.layout !== undefined || profile.video?.rate === '29.97';

/** The rate of a picture output made from `source`: 29.97 for TV outputs, the source's for the others. */
export function outputRate(profile: MediaProfile, source: VideoStream | undefined): RateName | undefined {
  return conforms(profile) ? '29.97' : rateName(source?.frameRate);
}

/** 24 fps (24PsF too) is slowed to 23.976 for TV (film's NTSC transfer): the picture and, in step, the audio. */
const slowsDown = (profile: MediaProfile, source: VideoStream | undefined): boolean =>
  profile.video !== undefined &&
  conforms(profile) &&
  rateName(source?.frameRate) === '24' &&
  !isInterlacedSource(source);

/**
 * The filters that bring the source picture to 29.97 for a conformed output, before scaling (scaling
 * is field by field for interlaced outputs). Empty for a 29.97 progressive source.
 */
export function conformPictureFilters(source: VideoStream, interlacedOutput: boolean): string[] {
  const rate = rateName(source.frameRate);
  const interlacedSource = isInterlacedSource(source);
  if (rate === '29.97') {
    if (!interlacedOutput) return interlacedSource ? [deinterlace('send_frame')] : [];
    return source.fieldOrder === 'bb' || source.fieldOrder === 'bt' ? ['fieldorder=tff'] : [];
  }
  if (!interlacedSource && (rate === '23.976' || rate === '24')) {
    // Progressive, or PsF read as progressive (isSegmentedFrame).
    // 24 -> 23.976: every picture kept, each shown 1001/1000 as long (the audio follows: conformAudioFilters).
    const slow = rate === '24' ? ['settb=1/24000', 'setpts=(PTS-STARTPTS)*1001/1000', 'fps=24000/1001'] : [];
    return [
      ...asProgressive(source),
      ...slow,
      interlacedOutput ? 'telecine=first_field=top:pattern=23' : 'fps=30000/1001',
    ];
  }
  if (interlacedOutput) {
    return [
      ...(interlacedSource ? [deinterlace('send_field')] : []),
      'fps=60000/1001',
      'tinterlace=mode=interleave_top',
    ];
  }
  return [...(interlacedSource ? [deinterlace('send_frame')] : []), 'fps=30000/1001'];
}

/**
 * The filters of a picture output that keeps the source's rate (web copies): an interlaced source is
 * deinterlaced to whole frames, a PsF one only flagged as the progressive picture it is.
 */
export function keptRatePictureFilters(source: VideoStream): string[] {
  if (isInterlacedSource(source)) return [deinterlace('send_frame')];
  return asProgressive(source);
}

/**
 * Audio filters that keep a conformed output in sync with its picture, before gain: a 24 fps source's
 * sound is slowed by the same 0.1 % (resampled to 48048 Hz and played at 48000, as a film transfer
 * does; the pitch falls by 1.7 cents, under what an ear tells apart, and unlike a tempo change nothing
 * is spliced). Empty otherwise.
 */
export function conformAudioFilters(profile: MediaProfile, source: VideoStream | undefined): string[] {
  return slowsDown(profile, source) ? ['aresample=48048', 'asetrate=48000'] : [];
}
