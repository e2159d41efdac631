import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probe } from '../probe.ts';
import { rateName } from '../rational.ts';
import { runFfmpeg } from '../ffmpeg.ts';
import {
  fixtureSpec,
  psfSource,
  sourceAtRate,
  SYNC_MARK_SECONDS,
  tvCaptions,
  type SourceRate,
} from '../test-fixtures.ts';
import { scanPictures } from './cadence.ts';
import { readA53Captions } from './embed-captions.ts';
import { profilePlan } from './ffmpeg-args.ts';
import { conformPictureFilters, conforms, isSegmentedFrame, keptRatePictureFilters } from './frame-rate.ts';
import { outputKeysFor } from './output-keys.ts';
import { OUTPUT_PROFILES, type MediaProfile } from './profiles.ts';
import { prepareRenderContext, renderOutputs, type RenderedOutput } from './render.ts';
import { checkOutput, inspectOutput, silenceSpans } from './verify.ts';

// Media tests of the frame-rate conversions (docs/architecture.md "Source frame rates"): a 2 s source
// at each TV rate, rendered as the pipeline renders it, read back with ffprobe and by decoding.

const frame = 1001 / 30000;
const spec = fixtureSpec();
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'masterport-rates-'));
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

async function render(kind: SourceRate, keys: readonly string[]): Promise<RenderedOutput[]> {
  const sources = { video: await sourceAtRate(kind), captions: await tvCaptions() };
  const ctx = await prepareRenderContext(spec, sources);
  return renderOutputs(keys, ctx, join(outDir, kind));
}

/** Every check of the output's profile (frames, rate, field order, start timecode, loudness ...) passes. */
async function expectChecked(output: RenderedOutput) {
  const profile = OUTPUT_PROFILES[output.key] as MediaProfile;
  const facts = await inspectOutput(profile, spec, output.path);
  expect(
    checkOutput(profile, spec, facts).filter((c) => !c.ok),
    output.key,
  ).toEqual([]);
  return { profile, facts };
}

/**
 * The full reading of one output: every source picture shown and only the conversion's repeats added
 * (for 2:3, the repeated field on the third and fifth frame of every five), the picture's sync mark within
 * one field of the sound's, the audio as long as the picture, and the embedded captions on their frame.
 */
async function expectConverted(kind: SourceRate, output: RenderedOutput) {
  const { profile, facts } = await expectChecked(output);
  const source = (await probe(await sourceAtRate(kind))).video[0]!;
  const sourcePictures = Math.round(2 * (source.frameRate!.num / source.frameRate!.den));
  const video = facts.probe.video[0]!;
  const interlaced = video.fieldOrder === 'tt';
  const scan = await scanPictures(output.path, outDir, interlaced ? 'field' : 'frame');
  // Distinct instants of the source: its frames, or its fields when interlaced (each its own instant).
  const instants = sourcePictures * (source.fieldOrder === 'tt' ? 2 : 1);
  // Every instant is shown (an interlaced output shows one in each parity, two fields), the rest repeats.
  expect(scan.repeats.length, `${output.key} repeats`).toBe(Math.max(0, scan.count - (interlaced ? 2 : 1) * instants));
  if (conforms(profile) && (kind === '23.976p' || kind === '24p')) {
    const cadence = interlaced ? [4, 9] : [2];
    const period = interlaced ? 10 : 5;
    expect(scan.repeats, `${output.key} 2:3 cadence`).toEqual(
      Array.from({ length: scan.count }, (_, i) => i).filter((i) => cadence.includes(i % period)),
    );
  }
  const rate = video.frameRate!;
  const pictureSeconds = ((interlaced ? 0.5 : 1) * rate.den) / rate.num;
  const markSeconds = scan.markAt! * pictureSeconds;
  const soundSeconds = (await silenceSpans(output.path, 0))[0]!.end;
  expect(Math.abs(markSeconds - soundSeconds), `${output.key} A/V sync`).toBeLessThan(1001 / 60000);
  // The slowed 24 fps source starts its marks 0.1 % later; every other conversion keeps real time.
  const slowed = kind === '24p' && conforms(profile) ? 1001 / 1000 : 1;
  expect(Math.abs(soundSeconds - SYNC_MARK_SECONDS * slowed), `${output.key} sound onset`).toBeLessThan(0.0003);
  const videoSeconds = (facts.frames! * rate.den) / rate.num;
  expect(Math.abs(facts.probe.audio[0]!.durationSeconds! - videoSeconds), `${output.key} audio length`).toBeLessThan(
    (rate.den / rate.num) * 1.01,
  );
  if (profile.embedCaptions) {
    const cues = await readA53Captions(output.path);
    expect(cues[0]!.start).toBeCloseTo(16 * frame, 3); // on the frame the SCC puts it
  }
  return { profile, facts, scan };
}

// Every key from the seeds' recommended 23.976p source proves each key's encoder and timecode label on a
// converted picture; every key from a 29.97i XDCAM source (a station's own format) proves the parts of
// each joined key (slate, program) are encoded alike whatever the source's decoder tags its frames with
// (ffmpeg-args.ts, colourTags), and the deinterlaced web copies. The other rates are read through one key
// of each way a rate is converted (interlaced 29.97, progressive 29.97, web at the source's rate), as
// frame-rate.ts applies one conversion per rate and way to every key. An all-keys run costs about a
// CPU-minute, so there are two.
describe('a 23.976p and a 29.97i source make every TV output key', { timeout: 900_000 }, () => {
  const keys = outputKeysFor('PUB_TV_WEB', { hasCaptions: true }).filter(
    (key) => OUTPUT_PROFILES[key]?.kind === 'media',
  );

  it.concurrent.each(['23.976p', '29.97i'] as const)('%s', async (kind) => {
    const outputs = await render(kind, keys);
    expect(outputs.map((o) => o.key)).toEqual(keys);
    const sourceRate = (await probe(await sourceAtRate(kind))).video[0]!.frameRate!;
    for (const output of outputs) {
      const { profile, facts } = await expectChecked(output);
      const plan = profilePlan(profile, spec.durationSeconds);
      const v = facts.probe.video[0]!;
      // Every picture declares BT.709, limited range, whatever its encoder and container (colourTags).
      expect([v.colorPrimaries, v.colorTransfer, v.colorSpace, v.colorRange], output.key).toEqual([
        'bt709',
        'bt709',
        'bt709',
        'tv',
      ]);
      if (conforms(profile)) {
        expect([rateName(v.frameRate), facts.frames, facts.probe.timecode], output.key).toEqual([
          '29.97',
          plan.totalFrames,
          plan.fileStart,
        ]);
      } else {
        // Web copies keep the source's rate and pictures, and count their timecode as that rate does.
        expect([rateName(v.frameRate), facts.frames], output.key).toEqual([
          rateName(sourceRate),
          Math.round((2 * sourceRate.num) / sourceRate.den),
        ]);
        if (profile.container !== 'webm')
          expect(facts.probe.timecode, output.key).toBe(kind === '29.97i' ? '00:00:00;00' : '00:00:00:00');
      }
    }
    for (const key of ['MXF1080_V2', 'MP41080_DTV', 'MP41080'])
      await expectConverted(
        kind,
        outputs.find((o) => o.key === key)!,
      );
  });
});

// A 2:3 pull-down of a picture count that is not a multiple of four ends on an incomplete cadence: a
// 30 s spot at 23.976 has 719 pictures (898.75 frames at 29.97). Found by the 30 s benchmark: the
// ProRes key came out one frame long (1111 for 1110), the frame the muxer added in the gap between
// the pull-down's last frame and the pad that brings the program to its length.
describe('a 23.976p source whose pictures end mid-cadence keeps its exact length', { timeout: 300_000 }, () => {
  it('makes the program of each way a TV key is made exactly as long as the slate says', async () => {
    // Prepare: 47 pictures (1.96 s) for a 2 s slate: 117.5 fields, padded to 60 frames.
    const video = await sourceAtRate('23.976p', undefined, 1.96);
    expect((await probe(video)).video[0]!.frames).toBe(47);
    const ctx = await prepareRenderContext(spec, { video, captions: await tvCaptions() });

    // Act: a ProRes key (one encode), an MXF key (joined segments) and a conformed MP4.
    const outputs = await renderOutputs(
      ['PRORES1080_CUSTOM7', 'MXF1080_V2', 'MP41080_DTV'],
      ctx,
      join(outDir, 'short'),
    );

    // Assess: every check of each (frames first) passes.
    for (const output of outputs) await expectChecked(output);
  });
});

describe('a 24p, 25p, 29.97p and 59.94p source make the TV pictures', { timeout: 900_000 }, () => {
  it.concurrent.each(['24p', '25p', '29.97p', '59.94p'] as const)('%s', async (kind) => {
    const outputs = await render(kind, ['MXF1080_V2', 'MP41080_DTV', 'MP41080']);
    for (const output of outputs) await expectConverted(kind, output);
    const web = outputs.find((o) => o.key === 'MP41080')!;
    const webRate = (await probe(web.path)).video[0]!.frameRate;
    expect(rateName(webRate)).toBe({ '24p': '24', '25p': '25', '29.97p': '29.97', '59.94p': '59.94' }[kind]);
  });
});

/** Each frame of `path` as 8-bit grey at 160x90, small enough to compare whole pictures. */
async function greyFrames(path: string, name: string): Promise<Buffer[]> {
  const raw = join(outDir, `${name}.gray`);
  await runFfmpeg(['-v', 'error', '-i', path, '-vf', 'scale=160:90:flags=area,format=gray', '-f', 'rawvideo', raw]);
  const bytes = await readFile(raw);
  const size = 160 * 90;
  return Array.from({ length: bytes.length / size }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, x, i) => sum + Math.abs(x - b[i]!), 0) / a.length;

describe('a 23.976 PsF source (flagged interlaced) is read as progressive', { timeout: 120_000 }, () => {
  it('takes the 2:3 pull-down of 23.976p, not the field-by-field path, and its web copies are not deinterlaced', async () => {
    // Prepare: 24 progressive pictures coded as fields and flagged top field first.
    const path = await psfSource();
    const source = (await probe(path)).video[0]!;
    const pulledDown = join(outDir, 'psf-telecined.m2v');

    // Act: the conform of an interlaced TV output, coded top field first as the MXF keys are.
    const filters = conformPictureFilters(source, true);
    await runFfmpeg([
      '-i',
      path,
      '-vf',
      [...filters, 'setfield=tff'].join(','),
      ...['-c:v', 'mpeg2video', '-q:v', '2', '-flags', '+ildct+ilme', '-top', '1', '-f', 'mpeg2video', pulledDown],
    ]);
    const sourceFrames = await greyFrames(path, 'psf-source');
    const distances = (await greyFrames(pulledDown, 'psf-telecined')).map((frame) =>
      Math.min(...sourceFrames.map((s) => meanDifference(frame, s))),
    );

    // Assess: the file says interlaced, the product reads PsF. 24 pictures become 30 frames, and of every
    // five the first, second and fifth are whole source pictures while the third and fourth mix two
    // (A A B C D from fields AA BB BC CD DD), the cadence an inverse telecine expects. The field-by-field
    // path gives mixed frames elsewhere and softer whole ones.
    expect([source.fieldOrder, rateName(source.frameRate)]).toEqual(['tt', '23.976']);
    expect(distances).toHaveLength(30);
    const split = (Math.min(...distances) + Math.max(...distances)) / 2;
    expect(distances.flatMap((d, i) => (d > split ? [i] : []))).toEqual(
      Array.from({ length: 30 }, (_, i) => i).filter((i) => [2, 3].includes(i % 5)),
    );
    expect(isSegmentedFrame(source)).toBe(true);
    expect(filters).toEqual(['setfield=prog', 'telecine=first_field=top:pattern=23']);
    expect(conformPictureFilters(source, false)).toEqual(['setfield=prog', 'fps=30000/1001']);
    expect(keptRatePictureFilters(source)).toEqual(['setfield=prog']);
  });
});
