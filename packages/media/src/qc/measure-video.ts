/**
 * Video levels (broadcast-spec 3.3.7): signalstats per frame, reduced to the worst frame. BRNG is the
 * fraction of pixels outside the broadcast range (16-235 luma, 16-240 chroma at 8 bit); the R103
 * fraction counts only luma outside EBU R103's tolerance (5-246 at 8 bit, 20-984 at 10 bit), the
 * rejection rule for TV.
 */
import { runFfmpeg } from '../ffmpeg.ts';

export interface VideoLevels {
  /** Largest per-frame BRNG fraction (0-1). */
  readonly maxBrng: number;
  /** Largest per-frame fraction (0-1) of luma samples outside the R103 tolerance. */
  readonly maxOutsideR103: number;
  /** Lowest and highest luma code values seen, in the stream's bit depth. */
  readonly yMin: number;
  readonly yMax: number;
  readonly bitDepth: number;
  readonly frames: number;
}

/** R103 tolerance on luma code values, and the value the marking LUT gives an offending sample. */
const R103 = {
  8: { low: 5, high: 246, flag: 255 },
  10: { low: 20, high: 984, flag: 1023 },
} as const;

/** 10 for 10-bit (and deeper) pixel formats, else 8: the code values R103's limits are given in. */
export const lumaBitDepth = (pixFmt: string | undefined): 8 | 10 =>
  /p1[0-6](le|be)?$|^v210$|^y210/.test(pixFmt ?? '') ? 10 : 8;

/**
 * Reads the metadata lines of the measurement below. Each key is printed by exactly one metadata
 * filter (the marking branch prints only YAVG), so the branches cannot be confused.
 */
export function parseSignalstats(stderr: string, bitDepth: 8 | 10 = 8): VideoLevels {
  let maxBrng = 0;
  let maxOutsideR103 = 0;
  let yMin = Infinity;
  let yMax = -Infinity;
  let frames = 0;
  for (const match of stderr.matchAll(/lavfi\.signalstats\.(BRNG|YMIN|YMAX|YAVG)=([\d.]+)/g)) {
    const value = Number(match[2]);
    switch (match[1]) {
      case 'BRNG':
        maxBrng = Math.max(maxBrng, value);
        frames += 1;
        break;
      case 'YMIN':
        yMin = Math.min(yMin, value);
        break;
      case 'YMAX':
        yMax = Math.max(yMax, value);
        break;
      case 'YAVG':
        maxOutsideR103 = Math.max(maxOutsideR103, value / R103[bitDepth].flag);
        break;
    }
  }
  return {
    maxBrng,
    maxOutsideR103,
    yMin: Number.isFinite(yMin) ? yMin : 0,
    yMax: Number.isFinite(yMax) ? yMax : 0,
    bitDepth,
    frames,
  };
}

/**
 * One decode, two branches: signalstats' BRNG and luma range on the picture, and on a copy whose
 * luma is marked (offending samples at full scale, others at 0) the mean, which is the offending
 * fraction times full scale (tested in broadcast-spec 3.3.7: 25 % at Y=250 gives YAVG 63.75).
 */
export function videoLevelsFilter(bitDepth: 8 | 10): string {
  const { low, high, flag } = R103[bitDepth];
  const print = (key: string) => `metadata=mode=print:key=lavfi.signalstats.${key}`;
  return [
    '[0:v:0]split=2[levels][marked]',
    `[levels]signalstats=stat=brng,${['BRNG', 'YMIN', 'YMAX'].map(print).join(',')}[levels_out]`,
    `[marked]lutyuv=y='if(lt(val\\,${low})+gt(val\\,${high})\\,${flag}\\,0)',signalstats,${print('YAVG')}[marked_out]`,
  ].join(';');
}

/** Measures levels on the first video stream; costs about real time at 1080p, so QC gates it. */
export async function measureVideoLevels(path: string, pixFmt?: string): Promise<VideoLevels> {
  const bitDepth = lumaBitDepth(pixFmt);
  const { stderr } = await runFfmpeg([
    '-nostats',
    '-i',
    path,
    '-filter_complex',
    videoLevelsFilter(bitDepth),
    '-map',
    '[levels_out]',
    '-f',
    'null',
    '-',
    '-map',
    '[marked_out]',
    '-f',
    'null',
    '-',
  ]);
  return parseSignalstats(stderr, bitDepth);
}
