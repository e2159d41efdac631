import { mkdtemp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countVideoFrames, probe } from '../probe.ts';
import { OUTPUT_PROFILES, type MediaProfile } from '../outputs/profiles.ts';
import { profilePlan } from '../outputs/ffmpeg-args.ts';
import { prepareRenderContext } from '../outputs/render.ts';
import { silenceSpans } from '../outputs/verify.ts';
import { fixtureSpec, tvMaster } from '../test-fixtures.ts';
import { renderLayoutClips } from './layout-clips.ts';

const frame = 1001 / 30000;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'masterport-clips-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('layout clips for MediaConvert', { timeout: 90_000 }, () => {
  it("renders each layout's pre- and post-roll once, in the output's format, with the 2-pop where the layout has one", async () => {
    const spec = fixtureSpec();
    const ctx = await prepareRenderContext(spec, { video: await tvMaster() });
    const keys = ['MXF1080_CUSTOM5', 'MXF1080_V2', 'MP41080_SLATE'];
    const clips = await renderLayoutClips(
      keys.map((key) => OUTPUT_PROFILES[key] as MediaProfile),
      ctx,
      dir,
    );

    // TQ_10H has no lead-in or lead-out: no clip. The MP4 twin gets clips of its own format.
    expect(Object.keys(clips.byKey).sort()).toEqual(['MP41080_SLATE', 'MXF1080_CUSTOM5', 'MXF1080_V2']);
    expect(clips.byKey.MXF1080_V2).toEqual({});
    expect(clips.files).toHaveLength(4);

    const plan = profilePlan(OUTPUT_PROFILES.MXF1080_CUSTOM5 as MediaProfile, spec.durationSeconds);
    const pre = clips.byKey.MXF1080_CUSTOM5!.pre!;
    expect(basename(pre)).toMatch(/^SEED_SLATE_2POP_pre_.*\.mxf$/);
    expect(await countVideoFrames(pre)).toBe(plan.preFrames);
    expect(await countVideoFrames(clips.byKey.MXF1080_CUSTOM5!.post!)).toBe(plan.postFrames);
    const facts = await probe(pre);
    expect(facts.video[0]).toMatchObject({ codec: 'mpeg2video', width: 1920, height: 1080 });
    expect(facts.audio).toHaveLength(8);
    expect(facts.audio.every((track) => track.codec === 'pcm_s24le' && track.channels === 1)).toBe(true);
    // Silent except one frame of tone, 2 s before the program (the clip's end).
    const spans = await silenceSpans(pre, 0);
    expect(spans[0]!.end).toBeCloseTo(plan.pop2Frame! * frame, 2);
    expect(spans[1]!.start).toBeCloseTo((plan.pop2Frame! + 1) * frame, 2);

    const mp4 = await probe(clips.byKey.MP41080_SLATE!.pre!);
    expect(mp4.video[0]).toMatchObject({ codec: 'h264', width: 1920, height: 1080 });
    expect(mp4.audio.map((track) => [track.codec, track.channels])).toEqual([['aac', 2]]);
  });
});
