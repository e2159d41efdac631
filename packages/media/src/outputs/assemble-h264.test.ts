import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSpec, tvCaptions, tvMaster } from '../test-fixtures.ts';
import { renderH264Shared, sharedPictureGroups } from './assemble-h264.ts';
import { OUTPUT_PROFILES, type MediaProfile } from './profiles.ts';
import { completeContext, prepareRenderContext } from './render.ts';
import { checkOutput, codedPictureHashes, decodesCleanly, inspectOutput } from './verify.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'masterport-h264-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const profiles = (...keys: string[]) => keys.map((key) => OUTPUT_PROFILES[key] as MediaProfile);

describe('H.264 keys sharing one program picture (2 s TV master)', { timeout: 120_000 }, () => {
  const spec = fixtureSpec();

  it('groups the viewing copies with their _SLATE twins and _LOUD web versions, and nothing else', async () => {
    const ctx = await prepareRenderContext(spec, { video: await tvMaster(), captions: await tvCaptions() });
    const groups = sharedPictureGroups(
      profiles(
        'MP41080',
        'MP41080_SLATE',
        'MP41080_LOUD',
        'MP41080_LOUD_SUB',
        'MP41080_DTV',
        'MP4720',
        'MP4720_SLATE',
        'MP4720_LOUD',
        'MP4720_LO_LOUD',
        'MP4360_LOUD',
        'TVC_HD',
      ),
      ctx,
    );
    expect(groups.map((group) => group.map((p) => p.key))).toEqual([
      ['MP41080', 'MP41080_SLATE', 'MP41080_LOUD'],
      ['MP4720', 'MP4720_SLATE', 'MP4720_LOUD'],
    ]);
  });

  it('encodes the program once, joins the slate by stream copy, and every file passes its checks', async () => {
    const keys = ['MP41080', 'MP41080_SLATE', 'MP41080_LOUD'];
    const ctx = await completeContext(
      await prepareRenderContext(spec, { video: await tvMaster(), captions: await tvCaptions() }),
      profiles(...keys),
      join(dir, 'work'),
    );
    const report = await renderH264Shared(profiles(...keys), ctx, join(dir, 'out'), join(dir, 'work'));
    // The program (60) and the RC_10H rolls (slate 60 + black 30, black 30), against 60 + 180 + 60.
    expect([report.encodedFrames, report.naiveFrames]).toEqual([180, 300]);
    const path = Object.fromEntries(report.outputs.map((o) => [o.key, o.path]));
    for (const key of keys) {
      const profile = OUTPUT_PROFILES[key] as MediaProfile;
      const facts = await inspectOutput(profile, spec, path[key]!);
      expect(
        checkOutput(profile, spec, facts).filter((c) => !c.ok),
        key,
      ).toEqual([]);
      expect(await decodesCleanly(path[key]!)).toBe(true);
    }
    const [plain, slated, loud] = await Promise.all(keys.map((key) => codedPictureHashes(path[key]!)));
    expect(plain).toHaveLength(60);
    expect(slated).toHaveLength(180);
    // The program's coded pictures sit unchanged after the slate and black (frames 90 to 149).
    expect(slated!.slice(90, 150)).toEqual(plain);
    expect(loud).toEqual(plain);
    const loudness = async (key: string) =>
      (await inspectOutput(OUTPUT_PROFILES[key] as MediaProfile, spec, path[key]!)).loudness!.integrated;
    expect(await loudness('MP41080')).toBeCloseTo(-24, 0);
    expect(await loudness('MP41080_LOUD')).toBeCloseTo(-14, 0);
  });
});
