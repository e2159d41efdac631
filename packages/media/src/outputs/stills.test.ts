import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../ffmpeg.ts';
import { probe } from '../probe.ts';
import { fixtureSpec, webSpot } from '../test-fixtures.ts';
import { extractThumbnails, renderSlatePreview, SLATE_PREVIEW_SIZE } from './stills.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'masterport-stills-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('stills', () => {
  it('draws the slate preview as a 960x540 PNG', async () => {
    const png = await renderSlatePreview(fixtureSpec({ title: 'Winter: "50 %" off' }), join(folder, 'slate'), {
      hasCaptions: true,
      date: '2026-11-23',
    });
    const probed = await probe(png);
    expect(probed.video[0]).toMatchObject({
      codec: 'png',
      width: SLATE_PREVIEW_SIZE.width,
      height: SLATE_PREVIEW_SIZE.height,
    });
  });

  it('takes the six thumbnails of a 30 s spot of 899 frames, the last 2.5 s before its declared end', async () => {
    const spot = join(folder, 'spot-899.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=s=320x180:r=30000/1001',
      '-frames:v',
      '899',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-g',
      '30',
      '-y',
      spot,
    ]);
    const thumbs = await extractThumbnails(spot, 30, join(folder, 'thumbs-30'));
    expect(thumbs.map((thumb) => thumb.atSeconds)).toEqual([2.5, 7.5, 12.5, 17.5, 22.5, 27.5]);
    for (const thumb of thumbs) expect(existsSync(thumb.path)).toBe(true);
    // A source shorter than declared gets the pictures it has.
    expect((await extractThumbnails(spot, 60, join(folder, 'thumbs-60'))).map((thumb) => thumb.atSeconds)).toEqual([
      5, 15, 25,
    ]);
  });

  it('takes six thumbnails over the program, 480 px wide', async () => {
    const thumbs = await extractThumbnails(await webSpot(), 2, join(folder, 'thumbs'));
    expect(thumbs.map((thumb) => thumb.atSeconds)).toEqual([0.17, 0.5, 0.83, 1.17, 1.5, 1.83]);
    for (const thumb of thumbs) {
      expect(existsSync(thumb.path)).toBe(true);
      expect((await probe(thumb.path)).video[0]).toMatchObject({ codec: 'mjpeg', width: 480 });
    }
  });
});
