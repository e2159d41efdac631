import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mediaInfoFactory, { isTrackType } from 'mediainfo.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_KEY_NAMES } from '@masterport/contract';
import { measureAudio } from '../qc/measure-audio.ts';
import { fixtureSpec, radioSpot, tvCaptions, tvMaster, webSpot } from '../test-fixtures.ts';
import type { MasterSpec, SourceFiles } from '../master.ts';
import { encodePlan, prepareRenderContext, renderOutputs } from './render.ts';
import { OUTPUT_PROFILES, outputProfile, type MediaProfile } from './profiles.ts';
import { checkOutput, decodesCleanly, gopStructure, gopTimecodes, inspectOutput, silenceSpans } from './verify.ts';
import { framesToTc, tcToFrames } from '../timecode.ts';
import { planLayout, LAYOUTS } from './layouts.ts';
import { readA53Captions } from './embed-captions.ts';
import { countVideoFrames } from '../probe.ts';
import { runFfmpeg, runFfprobe } from '../ffmpeg.ts';
import { XDCAM_GOP } from './ffmpeg-args.ts';
import { xmlSlate } from '../xml-slate.ts';

const frame = 1001 / 30000;
/** Every XDCAM GOP in display order: closed, so it ends on a P (ffmpeg-args.ts, videoCodecArgs). */
const REGULAR_GOP = 'IBBPBBPBBPBBPBP';

/**
 * What MediaInfo (MediaInfoLib, run as WebAssembly) reads of a file's GOP: the field station QC
 * tools show ("M=3, N=15", or "Variable" when the GOPs differ) and whether they are closed.
 */
async function mediaInfoGop(path: string): Promise<{ gop?: string; openClosed?: string }> {
  const mediaInfo = await mediaInfoFactory({ format: 'object' });
  const file = await open(path);
  try {
    const result = await mediaInfo.analyzeData((await file.stat()).size, async (size, offset) => {
      const chunk = Buffer.alloc(size);
      const { bytesRead } = await file.read(chunk, 0, size, offset);
      return chunk.subarray(0, bytesRead);
    });
    const video = result.media?.track.find((track) => isTrackType(track, 'Video'));
    return { gop: video?.Format_Settings_GOP, openClosed: video?.Gop_OpenClosed };
  } finally {
    await file.close();
    mediaInfo.close();
  }
}

let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'masterport-outputs-'));
});
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

async function render(spec: MasterSpec, sources: SourceFiles, keys: string[]) {
  const ctx = await prepareRenderContext(spec, sources);
  return renderOutputs(keys, ctx, outDir);
}

/** Renders, then probes and checks every output against its profile; returns the facts. */
async function renderAndCheck(spec: MasterSpec, sources: SourceFiles, key: string) {
  const [output] = await render(spec, sources, [key]);
  return checked(spec, key, output!.path);
}

/** Probes an output and checks it against its profile; returns the facts. */
async function checked(spec: MasterSpec, key: string, path: string) {
  const profile = outputProfile(key) as MediaProfile;
  const facts = await inspectOutput(profile, spec, path);
  expect(
    checkOutput(profile, spec, facts).filter((c) => !c.ok),
    key,
  ).toEqual([]);
  return { path, facts };
}

/**
 * The TV keys these tests read, rendered once from one 3 s master with its captions, as a run renders
 * them together (the program encoded once, one loudness calibration per audio setting): 3 s, not 2,
 * because MediaInfo names a GOP structure only after four whole GOPs and the plain MXF layouts are the
 * program alone (90 frames: six GOPs).
 */
const tvSpec = fixtureSpec({ durationSeconds: 3 });
/**
 * A loudness variant a station's spec asks for (issue 32): the slated MXF at -23 LKFS. Rendered with
 * the other keys as a send's run renders it beside them (the program encoded once), and read as every
 * MXF key is.
 */
const MXF_VARIANT = 'MXF1080_SLATED_L23';
/** Every MXF key of the seed's list (a new one is read here by construction), and the variant. */
const MXF_KEYS = [...OUTPUT_KEY_NAMES.filter((key) => key.startsWith('MXF')), MXF_VARIANT];
const TV_KEYS = [
  ...MXF_KEYS,
  'PRORES1080_CUSTOM7',
  'TVC_HD',
  'MP4_CUSTOM1',
  'TVC_SD',
  'MP41080_LOUD',
  'MP41080_DTV',
  'MP41080_LOUD_SUB',
];
let tvRender: Promise<Map<string, string>> | undefined;
/** The path of one of TV_KEYS' outputs (the first call renders them all). */
async function tvOutput(key: (typeof TV_KEYS)[number]): Promise<string> {
  tvRender ??= (async () => {
    const outputs = await render(
      tvSpec,
      { video: await tvMaster({ frames: 90 }), captions: await tvCaptions() },
      TV_KEYS,
    );
    expect(outputs.map((o) => o.key)).toEqual(TV_KEYS);
    return new Map(outputs.map((o) => [o.key, o.path]));
  })();
  return (await tvRender).get(key)!;
}
/** A TV output, checked against its profile. */
const tvChecked = async (key: (typeof TV_KEYS)[number]) => checked(tvSpec, key, await tvOutput(key));

// The first test to ask renders every TV key: its timeout covers that render.
describe('TV outputs from a 3 s master', { timeout: 300_000 }, () => {
  it('makes MXF1080_00H: XDCAM HD422 1080i TFF, 8 x 24-bit mono, program from 00:00:00;00', async () => {
    const { facts } = await tvChecked('MXF1080_00H');
    const v = facts.probe.video[0]!;
    expect(v.profile).toBe('4:2:2');
    expect(v.bitRate).toBe(50_000_000);
    expect(facts.frames).toBe(90);
    expect(facts.probe.timecode).toBe('00:00:00;00');
    expect(facts.probe.audio.map((a) => a.bitsPerSample)).toEqual(Array(8).fill(24));
    expect(facts.loudness!.integrated).toBeCloseTo(-24, 0);
  });

  it('makes MXF1080_SLATED: 2 s slate from 09:59:57;00, 1 s black, program at 10:00:00;00, 1 s black', async () => {
    const { path, facts } = await tvChecked('MXF1080_SLATED');
    expect(facts.frames).toBe(60 + 30 + 90 + 30);
    expect(facts.probe.timecode).toBe('09:59:57;00');
    // The mute pre-roll ends exactly on frame 90 (10:00:00;00), and the post-roll starts at frame 180.
    const spans = await silenceSpans(path, 0);
    expect(spans[0]!.start).toBe(0);
    expect(spans[0]!.end).toBeCloseTo(90 * frame, 2);
    expect(spans.at(-1)!.start).toBeCloseTo(180 * frame, 2);
    expect(facts.loudness!.integrated).toBeCloseTo(-24, 0);
  });

  it('makes PRORES1080_CUSTOM7: ProRes 422 HQ, 10-bit 4:2:2 coded interlaced TFF, XR layout from 00:59:53;00', async () => {
    const { facts } = await tvChecked('PRORES1080_CUSTOM7');
    const v = facts.probe.video[0]!;
    expect(v.profile).toBe('HQ');
    expect(v.fieldOrder).toBe('tt');
    expect(facts.frames).toBe(150 + 60 + 90);
    expect(facts.probe.timecode).toBe('00:59:53;00');
    expect(facts.probe.audio.map((a) => a.bitsPerSample)).toEqual(Array(8).fill(24));
  });

  it('encodes MP4_CUSTOM1 and TVC_HD once: two names, the same checked file', async () => {
    const plan = encodePlan(['TVC_HD', 'MP4_CUSTOM1', 'MP41080']);
    expect([plan.profiles.map((p) => p.key), plan.copies.map((c) => `${c.profile.key}<-${c.of.key}`)]).toEqual([
      ['TVC_HD', 'MP41080'],
      ['MP4_CUSTOM1<-TVC_HD'],
    ]);
    const [tvc, xr] = await Promise.all(
      [tvOutput('TVC_HD'), tvOutput('MP4_CUSTOM1')].map(async (p) => readFile(await p)),
    );
    expect(tvc!.equals(xr!)).toBe(true);
    await tvChecked('MP4_CUSTOM1');
  });

  it('makes TVC_SD: anamorphic 720x480 (SAR 32:27) with the XR slate layout from 00:59:53;00', async () => {
    const { path, facts } = await tvChecked('TVC_SD');
    expect(facts.probe.video[0]!.sampleAspectRatio).toEqual({ num: 32, den: 27 });
    expect(facts.frames).toBe(150 + 60 + 90);
    expect(facts.probe.timecode).toBe('00:59:53;00');
    const spans = await silenceSpans(path, 0);
    expect(spans[0]!.end).toBeCloseTo(210 * frame, 2); // frame 210 = 01:00:00;00
  });

  it('makes MP41080_LOUD at -14 LUFS (re-measured within 0.5 LU)', async () => {
    const { facts } = await tvChecked('MP41080_LOUD');
    expect(Math.abs(facts.loudness!.integrated + 14)).toBeLessThanOrEqual(0.5);
    expect(facts.loudness!.truePeak).toBeLessThanOrEqual(-1);
    expect(facts.frames).toBe(90);
    expect(facts.probe.video[0]!.fieldOrder).toBe('progressive');
  });

  it('makes every MXF layout with its frame count, start timecode, continuous GOP timecodes, regular GOPs, mute pre-roll and 2-pop', async () => {
    const gopReadings: Record<string, unknown> = {};
    const wholeGops: Record<string, unknown> = {};
    for (const key of MXF_KEYS) {
      const { path } = await tvChecked(key);
      const profile = outputProfile(key) as MediaProfile;
      const plan = planLayout(LAYOUTS[profile.layout!], tvSpec.durationSeconds);
      expect(await decodesCleanly(path)).toBe(true);
      // Every GOP is labelled with the drop-frame timecode of its first picture, counting from the file start.
      const gops = await gopTimecodes(path);
      expect(gops[0], key).toBe(plan.fileStart);
      for (const tc of gops) expect(tcToFrames(tc) - tcToFrames(plan.fileStart)).toBeLessThan(plan.totalFrames);
      expect(new Set(gops.map((tc) => tcToFrames(tc))).size).toBe(new Set(gops).size);
      // The long GOP as a station's QC reads it (docs/architecture.md, "The MXF keys' GOP"): MediaInfo's
      // GOP field, then the picture headers: every GOP closed, 15 pictures "IBBPBBPBBPBBPBP"; only a
      // file whose length is not a multiple of 15 ends on a shorter GOP, which ends on a P as well.
      // Every segment of a joined key starts on the 15-picture grid (isAssemblable), so on a closed GOP.
      const structure = await gopStructure(path, outDir);
      gopReadings[key] = {
        mediaInfo: await mediaInfoGop(path),
        pictures: structure.map((gop) => gop.pictures),
        irregular: structure
          .filter((gop) => !gop.closed || gop.pattern !== `${REGULAR_GOP.slice(0, gop.pictures - 1)}P`)
          .map((gop) => `${gop.closed ? 'closed' : 'open'} ${gop.pattern}`),
      };
      wholeGops[key] = {
        mediaInfo: { gop: 'M=3, N=15', openClosed: 'Closed' },
        pictures: Array.from({ length: Math.ceil(plan.totalFrames / XDCAM_GOP) }, (_, i) =>
          Math.min(XDCAM_GOP, plan.totalFrames - i * XDCAM_GOP),
        ),
        irregular: [],
      };
      // Silence before the program ends on its first frame; a 2-pop sits 2 s before it.
      if (plan.preFrames > 0) {
        const spans = await silenceSpans(path, 0);
        const programAt = plan.programOffset * frame;
        if (plan.pop2Frame === undefined) expect(spans[0]!.end, key).toBeCloseTo(programAt, 2);
        else {
          expect(spans[0]!.end).toBeCloseTo(plan.pop2Frame * frame, 2);
          expect(spans[1]!.start).toBeCloseTo((plan.pop2Frame + 1) * frame, 2);
          expect(spans[1]!.end).toBeCloseTo(programAt, 2);
        }
      }
    }
    expect(gopReadings).toEqual(wholeGops);
    expect(framesToTc(tcToFrames('01:00:00;00') - 210)).toBe('00:59:53;00');
  });

  it('makes MXF1080_SLATED_L23 (issue 32): the slated MXF at -23 LKFS within 0.1 LU under -2 dBTP, described by its XML slate', async () => {
    // Act
    const { path, facts } = await tvChecked(MXF_VARIANT);
    const tracks = Array.from({ length: 8 }, (_, stream) => ({ file: path, stream, channel: 0 }));
    // Over the program, as a station measures it: the 2-pop before it is no part of the spot.
    const measured = await measureAudio(
      { layout: '8trks', tracks },
      { startSeconds: (60 + 30) * frame, durationSeconds: 90 * frame },
    );
    const xml = xmlSlate(MXF_VARIANT, tvSpec, { date: '2026-11-27', measuredLkfs: facts.loudness!.integrated });

    // Assess: its layout is its output's (frames, start), only its loudness differs.
    expect(facts.frames).toBe(60 + 30 + 90 + 30);
    expect(facts.probe.timecode).toBe('09:59:57;00');
    for (const group of [measured.surround!, measured.stereo!]) {
      expect(Math.abs(group.integrated + 23), `${group.integrated} LKFS`).toBeLessThanOrEqual(0.1);
      expect(group.truePeak).toBeLessThanOrEqual(-2);
    }
    expect(xml).toContain('outputKey="MXF1080_SLATED_L23"');
    expect(xml).toMatch(/<audio [^>]*level="-23 LUFS" measured="-23\.0"[^>]*truePeak="-2 dBTP"/);
    // The same layout and timecodes as MXF1080_SLATED's slate: captions re-based for it fit the variant.
    const timecodes = (text: string) => text.split('\n').filter((line) => /<(timecode|segment) /.test(line));
    expect(timecodes(xml)).toEqual(timecodes(xmlSlate('MXF1080_SLATED', tvSpec, { date: '2026-11-27' })));
  });

  it('carries the SCC captions in MP41080_DTV as A/53 closed captions that decode to the same text and timing', async () => {
    const { facts, path } = await tvChecked('MP41080_DTV');
    expect(await countVideoFrames(path)).toBe(90);
    // ffprobe sees the captions once it decodes frames.
    const { stdout } = await runFfprobe([
      '-v',
      'error',
      '-count_frames',
      '-select_streams',
      'v:0',
      '-show_entries',
      'stream=closed_captions',
      '-of',
      'csv=p=0',
      path,
    ]);
    expect(stdout.trim()).toBe('1');
    const cues = await readA53Captions(path);
    expect(cues.map((c) => c.lines)).toEqual([['HELLO FROM ACME'], ['CRUNCHY BARS', 'NOW IN STORES']]);
    expect(cues[0]!.start).toBeCloseTo(16 * frame, 3); // EOC of the first caption, as in the SCC
    expect(facts.probe.timecode).toBe('00:00:00;00');
  });

  it('draws SRT_CC into the picture of MP41080_LOUD_SUB with the packaged font', async () => {
    const { path } = await tvChecked('MP41080_LOUD_SUB');
    // The caption "HELLO FROM ACME" is on screen at 0.8 s: white text raises the luma of the bottom band.
    const band = async (at: number) => {
      const { stderr } = await runFfmpeg([
        '-nostats',
        '-ss',
        String(at),
        '-i',
        path,
        '-frames:v',
        '1',
        '-vf',
        'crop=iw/3:ih/10:iw/3:ih*0.78,signalstats,metadata=mode=print:key=lavfi.signalstats.YMAX',
        '-f',
        'null',
        '-',
      ]);
      return Number(/YMAX=(\d+)/.exec(stderr)?.[1]);
    };
    expect(await band(0.2)).toBeLessThan(230); // before the first caption: only the test pattern
    expect(await band(0.8)).toBeGreaterThan(230);
  });
});

describe('web and radio outputs', { timeout: 90_000 }, () => {
  it('makes WEBM1080 from a 720p web spot: VP9 + Opus, 1920x1080, the source rate and length', async () => {
    const spec = fixtureSpec({ masterType: 'PUB_WEB', audioType: '2trks' });
    const { facts } = await renderAndCheck(spec, { video: await webSpot() }, 'WEBM1080');
    expect(facts.frames).toBe(60);
    expect(facts.probe.video[0]!.frameRate).toEqual({ num: 30000, den: 1001 });
    expect(Math.abs(facts.loudness!.integrated + 14)).toBeLessThanOrEqual(0.5);
  });

  it('makes the four radio MP3s in one ffmpeg process, each at its loudness, 2 s long, tagged', async () => {
    const spec = fixtureSpec({ masterType: 'PUB_RADIO', audioType: '2trks' });
    const keys = ['RADIO_MP3_320', 'RADIO_MP3_320_14', 'RADIO_MP3_320_16', 'RADIO_MP3_320_24'];
    const outputs = await render(spec, { audio: await radioSpot('wav') }, keys);
    expect(new Set(outputs.map((o) => o.durationMs)).size).toBe(1); // one process made them all
    const expected: Record<string, number> = {
      RADIO_MP3_320: -14,
      RADIO_MP3_320_14: -14,
      RADIO_MP3_320_16: -16,
      RADIO_MP3_320_24: -24,
    };
    for (const output of outputs) {
      const profile = OUTPUT_PROFILES[output.key] as MediaProfile;
      const facts = await inspectOutput(profile, spec, output.path);
      expect(checkOutput(profile, spec, facts).filter((c) => !c.ok)).toEqual([]);
      expect(facts.probe.audio[0]!.bitRate).toBe(320_000);
      expect(Math.abs(facts.loudness!.integrated - expected[output.key]!)).toBeLessThanOrEqual(0.5);
      expect(facts.probe.tags.title).toBe(spec.title);
      expect(facts.probe.tags.artist).toBe('Acme Foods');
      // LAME's gapless header gives back exactly 2 s of samples at 44.1 kHz.
      const decoded = await measureAudio({
        layout: 'stereo',
        tracks: [
          { file: output.path, stream: 0, channel: 0 },
          { file: output.path, stream: 0, channel: 1 },
        ],
      });
      expect(decoded.tracks[0]!.samples).toBe(88_200);
    }
  });
});
