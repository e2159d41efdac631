import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../ffmpeg.ts';
import { lumaBitDepth, measureVideoLevels } from './measure-video.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'masterport-levels-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A grey picture whose top-left quarter is pushed to luma `y` (8-bit code value) in `pixFmt`. */
async function pictureWithQuarterAt(y: number, pixFmt: string, codec: string[], extension = 'mkv'): Promise<string> {
  const path = join(folder, `quarter-${y}-${pixFmt}.${extension}`);
  await runFfmpeg([
    '-f',
    'lavfi',
    '-i',
    `color=c=gray:s=160x90:r=30000/1001:d=0.2,format=yuv422p,drawbox=x=0:y=0:w=80:h=45:c=white:t=fill,lutyuv=y='if(gt(val\\,200)\\,${y}\\,val)',format=${pixFmt}`,
    ...codec,
    '-y',
    path,
  ]);
  return path;
}

describe('video levels', () => {
  it('reads the R103 fraction of an 8-bit picture with a quarter at Y=250', async () => {
    const levels = await measureVideoLevels(await pictureWithQuarterAt(250, 'yuv422p', ['-c:v', 'ffv1']), 'yuv422p');
    expect(levels.bitDepth).toBe(8);
    expect(levels.maxBrng).toBeCloseTo(0.25, 2);
    expect(levels.maxOutsideR103).toBeCloseTo(0.25, 2);
    expect(levels.frames).toBeGreaterThan(0);
  });

  it('counts Y=240 as outside the nominal range but inside the R103 tolerance', async () => {
    const levels = await measureVideoLevels(await pictureWithQuarterAt(240, 'yuv422p', ['-c:v', 'ffv1']), 'yuv422p');
    expect(levels.maxBrng).toBeCloseTo(0.25, 2);
    expect(levels.maxOutsideR103).toBe(0);
  });

  it('uses the 10-bit limits on a 10-bit ProRes picture', async () => {
    const levels = await measureVideoLevels(
      await pictureWithQuarterAt(252, 'yuv422p10le', ['-c:v', 'prores_ks', '-profile:v', '3'], 'mov'),
      'yuv422p10le',
    );
    expect(levels.bitDepth).toBe(10);
    expect(levels.maxOutsideR103).toBeGreaterThan(0.2);
  });

  it('tells 10-bit pixel formats from 8-bit ones', () => {
    expect(lumaBitDepth('yuv422p10le')).toBe(10);
    expect(lumaBitDepth('yuv420p')).toBe(8);
    expect(lumaBitDepth(undefined)).toBe(8);
  });
});
