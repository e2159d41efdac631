/**
 * Video levels (broadcast-spec 3.3.7): signalstats per frame, reduced to the worst frame. BRNG is the
 * fraction of pixels outside the broadcast range (16-235 luma, 16-240 chroma at 8 bit).
 */
import { runFfmpeg } from '../ffmpeg.ts';

export interface VideoLevels {
  /** Largest per-frame BRNG fraction (0-1). */
  readonly maxBrng: number;
  /** Lowest and highest luma code values seen, in the stream's bit depth. */
  readonly yMin: number;
  readonly yMax: number;
  readonly bitDepth: number;
  readonly frames: number;
}

export function parseSignalstats(stderr: string): VideoLevels {
  let maxBrng = 0;
  let yMin = Infinity;
  let yMax = -Infinity;
  let bitDepth = 8;
  let frames = 0;
  for (const match of stderr.matchAll(/lavfi\.signalstats\.(BRNG|YMIN|YMAX|YBITDEPTH)=([\d.]+)/g)) {
    const value = Number(match[2]);
    switch (match[1]) {
      case 'BRNG': maxBrng = Math.max(maxBrng, value); frames += 1; break;
      case 'YMIN': yMin = Math.min(yMin, value); break;
      case 'YMAX': yMax = Math.max(yMax, value); break;
      case 'YBITDEPTH': bitDepth = value; break;
    }
  }
  return { maxBrng, yMin: Number.isFinite(yMin) ? yMin : 0, yMax: Number.isFinite(yMax) ? yMax : 0, bitDepth, frames };
}

/** Measures levels on the first video stream; costs about real time at 1080p, so QC gates it. */
export async function measureVideoLevels(path: string): Promise<VideoLevels> {
  const { stderr } = await runFfmpeg([
    '-nostats', '-i', path, '-map', '0:v:0', '-an',
    '-vf', 'signalstats=stat=brng,metadata=mode=print',
    '-f', 'null', '-',
  ]);
  return parseSignalstats(stderr);
}
