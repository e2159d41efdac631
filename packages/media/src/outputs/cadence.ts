/**
 * What a viewer sees of a frame-rate conversion, read back from an output (docs/architecture.md
 * "Source frame rates"): which pictures (or fields) repeat the one before them, and when the sync mark
 * of the test sources (a white top-left quarter, test-fixtures.ts `sourceAtRate`) first shows. The
 * media tests check a 2:3 pull-down's repeated fields and A/V sync with these.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg.ts';

/** Decoded pictures are compared at this size (grey): enough to tell a moving test picture from codec noise. */
const WIDTH = 160;
const HEIGHT = 90;

export interface PictureScan {
  /** Pictures read: frames, or fields (twice as many) when read by field. */
  readonly count: number;
  /** Indices of the pictures that repeat the previous one of the same parity (codec noise aside). */
  readonly repeats: number[];
  /** Index of the first picture whose top-left quarter is white (the sync mark), if any. */
  readonly markAt: number | undefined;
}

/**
 * Reads a file's pictures, as frames or as fields (top first), and finds the repeated ones: a picture
 * repeats when it differs from the previous one of its parity by under a quarter of the median
 * difference (a repeat differs only by coding noise, a new picture of a moving source by far more).
 */
export async function scanPictures(path: string, workDir: string, by: 'frame' | 'field'): Promise<PictureScan> {
  const dir = await mkdtemp(join(workDir, 'scan-'));
  try {
    const height = by === 'field' ? HEIGHT / 2 : HEIGHT;
    const raw = join(dir, 'pictures.gray');
    const split = by === 'field' ? 'separatefields,' : '';
    await runFfmpeg([
      '-v',
      'error',
      '-i',
      path,
      '-map',
      '0:v:0',
      '-vf',
      `${split}scale=${WIDTH}:${height}:flags=area,format=gray`,
      '-f',
      'rawvideo',
      raw,
    ]);
    const bytes = await readFile(raw);
    const size = WIDTH * height;
    const count = bytes.length / size;
    const step = by === 'field' ? 2 : 1;
    const differences: number[] = [];
    for (let i = step; i < count; i++) {
      let sum = 0;
      for (let k = 0; k < size; k++) sum += Math.abs(bytes[i * size + k]! - bytes[(i - step) * size + k]!);
      differences.push(sum / size);
    }
    const median = [...differences].sort((a, b) => a - b)[Math.floor(differences.length / 2)] ?? 0;
    const repeats = differences.flatMap((d, i) => (d < median / 4 ? [i + step] : []));
    let markAt: number | undefined;
    const [markWidth, markHeight] = [Math.floor(WIDTH / 4) - 1, Math.floor(height / 4) - 1];
    for (let i = 0; i < count && markAt === undefined; i++) {
      let sum = 0;
      for (let y = 0; y < markHeight; y++) for (let x = 0; x < markWidth; x++) sum += bytes[i * size + y * WIDTH + x]!;
      if (sum / (markWidth * markHeight) > 200) markAt = i;
    }
    return { count, repeats, markAt };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
