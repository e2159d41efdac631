/**
 * `npm run samples`: source files to try the platform with, written to `samples/` (not committed),
 * each with the slate to enter and the quality-control result it ends in. They are the test
 * fixtures (packages/media/src/test-fixtures.ts), made by the local ffmpeg in a few seconds.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { radioSpot, tvCaptions, tvMaster, webSpot } from '@masterport/media/test-fixtures';

const folder = join(process.cwd(), 'samples');
const TV_FRAMES = 150; // 5.005 s at 29.97: a 5-second slate

interface Sample {
  readonly file: string;
  readonly make: () => Promise<string>;
  readonly slate: string;
  readonly outcome: string;
}

const TV_SLATE = 'TV & web, 5.1 + stereo (8 tracks), 16:9, 5 s, captions file name tv-spot.scc, audio from the video';
const samples: Sample[] = [
  {
    file: 'tv-spot.scc',
    make: tvCaptions,
    slate: 'upload it as the captions of each TV master below',
    outcome: 'SCC at 10:00:00;00, two pop-on captions',
  },
  {
    file: 'tv-spot-5s.mov',
    make: () => tvMaster({ frames: TV_FRAMES }),
    slate: TV_SLATE,
    outcome: 'passes quality control and makes every TV output (MXF, ProRes, MP4, WebM, captions, XML slates)',
  },
  {
    file: 'tv-spot-5s-too-loud.mov',
    make: () => tvMaster({ frames: TV_FRAMES, lkfs: -16 }),
    slate: TV_SLATE,
    outcome: 'rejected for loudness (-16 LKFS); "Fix loudness" brings it to -24 and makes the outputs',
  },
  {
    file: 'tv-spot-5s-silent-track.mov',
    make: () => tvMaster({ frames: TV_FRAMES, silentTracks: [2] }),
    slate: TV_SLATE,
    outcome: 'rejected: track 2 (front right) is silent',
  },
  {
    file: 'radio-spot-5s.wav',
    make: () => radioSpot('wav', 5, -14),
    slate: 'Radio, stereo, 5 s',
    outcome: 'passes and makes the four radio MP3s',
  },
  {
    file: 'web-spot-2s.mp4',
    make: webSpot,
    slate: 'Web, stereo, 16:9, 2 s, audio from the video',
    outcome: 'passes with a warning (720p) and makes the MP4 and WebM versions',
  },
];

await mkdir(folder, { recursive: true });
const lines: string[] = ['Masterport sample sources (npm run samples)', ''];
for (const sample of samples) {
  await copyFile(await sample.make(), join(folder, sample.file));
  lines.push(sample.file, `  slate:   ${sample.slate}`, `  outcome: ${sample.outcome}`, '');
}
await writeFile(join(folder, 'README.txt'), lines.join('\n'), 'utf8');
console.log(`${lines.join('\n')}Written to ./${relative(process.cwd(), folder)}/`);
