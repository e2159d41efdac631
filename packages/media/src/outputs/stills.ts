/**
 * Still pictures of a master for the web app: the slate as the MXF outputs will show it (the slate
 * modal's preview), and thumbnail candidates taken evenly over the program (the master's card).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from '../ffmpeg.ts';
import { baseMasterType } from '@masterport/contract';
import { LOUDNESS_TARGETS, type MasterSpec } from '../master.ts';
import { LAYOUTS, planLayout } from './layouts.ts';
import { fontPath, slateSourceFilter, slateText } from './slate.ts';

export const SLATE_PREVIEW_SIZE = { width: 960, height: 540 } as const;

/** The slate of the RC_10H layout (MXF1080_SLATED) as a PNG, with the master's own data. */
export async function renderSlatePreview(
  spec: MasterSpec,
  workDir: string,
  options: { hasCaptions: boolean; date: string },
): Promise<string> {
  await mkdir(workDir, { recursive: true });
  const base = baseMasterType(spec.masterType);
  const text = slateText(spec, planLayout(LAYOUTS.RC_10H, spec.durationSeconds), {
    audioLayout: spec.audioType === '8trks' ? '8trks' : 'stereo',
    loudness: `${LOUDNESS_TARGETS[base]} ${base === 'PUB_TV_WEB' ? 'LKFS' : 'LUFS'}`,
    captions: options.hasCaptions,
    aspect: spec.ratio,
    date: options.date,
  });
  const textFile = join(workDir, 'slate.txt');
  const png = join(workDir, 'slate.png');
  await writeFile(textFile, text, 'utf8');
  const source = slateSourceFilter({
    ...SLATE_PREVIEW_SIZE,
    frames: 1,
    textFile,
    fontFile: fontPath(),
    pixFmt: 'rgb24',
    sar: '1:1',
  });
  await runFfmpeg(['-f', 'lavfi', '-i', source, '-frames:v', '1', '-y', png]);
  return png;
}

export interface Thumbnail {
  readonly path: string;
  readonly atSeconds: number;
}

/**
 * `count` JPEG frames 480 px wide, one in the middle of each equal part of the program: one input
 * per picture, each seeking to its time, in one ffmpeg process. (An fps filter over one decode,
 * as before, dropped the last picture in the 2018 build when the program was a frame short of
 * its declared length, as a 30 s spot of 899 frames is, and processing then failed.) Pictures the
 * video has none for (a source shorter than declared) are left out.
 */
export async function extractThumbnails(
  videoPath: string,
  durationSeconds: number,
  outDir: string,
  count = 6,
): Promise<Thumbnail[]> {
  await mkdir(outDir, { recursive: true });
  const part = durationSeconds / count;
  const wanted = Array.from({ length: count }, (_, index) => ({
    path: join(outDir, `thumb-${index + 1}.jpg`),
    atSeconds: Math.round((part / 2 + index * part) * 100) / 100,
  }));
  await Promise.all(wanted.map((thumb) => rm(thumb.path, { force: true })));
  await runFfmpeg([
    ...wanted.flatMap((thumb) => ['-ss', thumb.atSeconds.toFixed(3), '-i', videoPath]),
    ...wanted.flatMap((thumb, index) => [
      '-map',
      `${index}:v:0`,
      '-frames:v',
      '1',
      '-vf',
      'scale=480:-2,setsar=1',
      '-q:v',
      '4',
      '-y',
      thumb.path,
    ]),
  ]);
  return wanted.filter((thumb) => existsSync(thumb.path));
}
