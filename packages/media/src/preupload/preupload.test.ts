import { openAsBlob, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import mediaInfoFactory, { type MediaInfo } from 'mediainfo.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterSpec } from '../master.ts';
import { probe, type ProbeResult } from '../probe.ts';
import { toNumber } from '../rational.ts';
import { runQualityControl } from '../qc/run-quality-control.ts';
import { fixtureSpec, radioSpot, sourceAtRate, tvMaster, webSpot } from '../test-fixtures.ts';
import { checkBeforeUpload, readHeaderProbe, type PreUploadSlate } from './index.ts';

let mediaInfo: MediaInfo<'object'>;
beforeAll(async () => {
  mediaInfo = await mediaInfoFactory({ format: 'object' });
});
afterAll(() => mediaInfo?.close());

/** The browser's reader on a file of this machine: `openAsBlob` is a file-backed Blob, sliced as a File is. */
const readHeaders = async (path: string) => readHeaderProbe(await openAsBlob(path), mediaInfo);

/** The facts QC checks, from either reader: what the two must agree on. */
function facts(result: ProbeResult) {
  const video = result.video[0];
  return {
    container: result.container,
    video: video && {
      codec: video.codec,
      width: video.width,
      height: video.height,
      frameRate: video.frameRate && toNumber(video.frameRate),
      avgFrameRate: video.avgFrameRate && toNumber(video.avgFrameRate),
      fieldOrder: video.fieldOrder,
      sampleAspectRatio: video.sampleAspectRatio && toNumber(video.sampleAspectRatio),
      frames: video.frames,
    },
    audio: result.audio.map((stream) => ({
      codec: stream.codec,
      channels: stream.channels,
      sampleRate: stream.sampleRate,
      bitsPerSample: stream.bitsPerSample,
    })),
  };
}

const FIXTURES = {
  'MOV (H.264 29.97p, 8 mono PCM 24-bit)': () => tvMaster(),
  'MXF (XDCAM 29.97i top field first, 8 mono PCM)': () => sourceAtRate('29.97i'),
  'MOV (ProRes 422 HQ 25p)': () => sourceAtRate('25p'),
  'MOV (HEVC 59.94p)': () => sourceAtRate('59.94p'),
  'MP4 (H.264 720p, AAC stereo)': () => webSpot(),
  'WAV (PCM 16-bit 44.1 kHz stereo)': () => radioSpot('wav'),
  'MP3 (320 kb/s stereo)': () => radioSpot('mp3'),
};

describe('the pre-upload reader (MediaInfo, read in chunks) against ffprobe', { timeout: 60_000 }, () => {
  it.each(Object.entries(FIXTURES))('reads %s as ffprobe does', async (_, make) => {
    // Arrange
    const path = await make();

    // Act
    const [headers, ffprobe] = await Promise.all([readHeaders(path), probe(path)]);

    // Assess
    expect(headers).toBeDefined();
    expect(facts(headers!)).toEqual(facts(ffprobe));
    expect(headers!.durationSeconds).toBeCloseTo(ffprobe.durationSeconds ?? 0, 1);
  });

  it('finds no audio or video in a file that has none', async () => {
    const text = new Blob(['Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n']);
    expect(await readHeaderProbe(text, mediaInfo)).toBeUndefined();
  });

  it('never holds the file whole: it hands MediaInfo one chunk at a time', async () => {
    // Arrange: a file whose slices are measured
    const file = await openAsBlob(await tvMaster());
    const slices: number[] = [];
    const measured = {
      size: file.size,
      slice: (start: number, end: number) => {
        const part = file.slice(start, end);
        slices.push(part.size);
        return part;
      },
    } as unknown as Blob;

    // Act
    await readHeaderProbe(measured, mediaInfo);

    // Assess: many reads, none larger than MediaInfo's chunk (256 KiB by default).
    expect(slices.length).toBeGreaterThan(1);
    expect(Math.max(...slices)).toBeLessThanOrEqual(mediaInfo.options.chunkSize);
    expect(mediaInfo.options.chunkSize).toBeLessThan(file.size / 10);
  });
});

const slateOf = (spec: MasterSpec): PreUploadSlate => ({
  master_type: spec.masterType,
  duration: spec.durationSeconds,
  ratio: spec.ratio,
  audio_type: spec.audioType,
  use_video_audio: spec.useVideoAudio ?? false,
});

describe("the pre-upload verdict is the server's QC verdict on the same checks", { timeout: 120_000 }, () => {
  const cases = [
    { name: 'a compliant TV master (MOV)', spec: fixtureSpec(), asset: 'video', make: () => tvMaster() },
    { name: 'a 50p TV master', spec: fixtureSpec(), asset: 'video', make: () => tvMaster({ rate: '50', frames: 100 }) },
    {
      name: 'a small XDCAM MXF on a TV slate',
      spec: fixtureSpec(),
      asset: 'video',
      make: () => sourceAtRate('29.97i'),
    },
    {
      name: 'a radio WAV',
      spec: fixtureSpec({ masterType: 'PUB_RADIO', audioType: '2trks' }),
      asset: 'radio',
      make: () => radioSpot('wav'),
    },
    {
      name: 'a radio WAV of the wrong length',
      spec: fixtureSpec({ masterType: 'PUB_RADIO', audioType: '2trks', durationSeconds: 15 }),
      asset: 'radio',
      make: () => radioSpot('wav'),
    },
  ] as const;

  it.each(cases)('$name', async ({ spec, asset, make }) => {
    // Arrange
    const path = await make();
    const server = await runQualityControl(spec, asset === 'radio' ? { audio: path } : { video: path });

    // Act
    const before = checkBeforeUpload(slateOf(spec), asset, await readHeaders(path), 'spot');

    // Assess: every item the browser gives is the server's, word for word in both languages.
    expect(before.length).toBeGreaterThan(3);
    const checked = new Set(before.map((item) => item.check));
    expect(before).toEqual(server.items.filter((item) => checked.has(item.check)));
  });

  it('says a 50p file will be refused on a TV master, and a 25p one accepted (converted to 29.97)', async () => {
    const spec = slateOf(fixtureSpec());
    const at50 = checkBeforeUpload(spec, 'video', await readHeaders(await tvMaster({ rate: '50', frames: 100 })), 'a');
    const at25 = checkBeforeUpload(spec, 'video', await readHeaders(await tvMaster({ rate: '25', frames: 50 })), 'b');

    expect(at50.find((item) => item.check === 'frame_rate')).toMatchObject({
      status: 'rejected',
      messageKey: 'invalid_frame_rate',
      message: { en: 'Invalid frame rate: 50.000 fps. Accepted: 23.976 / 24 / 25 / 29.97 / 59.94.' },
    });
    expect(at25.find((item) => item.check === 'frame_rate')).toMatchObject({ status: 'passed', measured: '25' });
  });

  it('refuses, as QC does, a file with no audio or video in it', () => {
    const [item] = checkBeforeUpload(slateOf(fixtureSpec()), 'video', undefined, 'notes.txt');
    expect(item).toMatchObject({ check: 'container', status: 'rejected', messageKey: 'not_media' });
    expect(item?.message.fr).toContain('notes.txt');
  });
});

describe('the pre-upload entry is browser-safe', () => {
  it('imports nothing of Node, and not ffmpeg, from preupload/index.ts down', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      // Type-only imports vanish from the bundle; the others are what the browser loads.
      for (const [, from] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gm)) {
        expect(from, `${file} imports ${from}`).not.toMatch(/^node:|ffmpeg/);
        if (from!.startsWith('.')) visit(resolve(dirname(file), from!));
      }
    };
    visit(join(here, 'index.ts'));
    expect(seen.size).toBeGreaterThan(5);
  });
});
