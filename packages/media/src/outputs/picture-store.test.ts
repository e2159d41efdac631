import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSpec, folderPictureStore, tvCaptions, tvMaster } from '../test-fixtures.ts';
import { gopBoundary, keepMxfProgram, renderMxfAssembled } from './assemble-mxf.ts';
import { OUTPUT_PROFILES, type MediaProfile } from './profiles.ts';
import { completeContext, prepareRenderContext, renderOutputs } from './render.ts';
import { checkOutput, codedPictureHashes, decodesCleanly, inspectOutput } from './verify.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'masterport-pictures-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('gopBoundary', () => {
  it('finds the sequence header before the GOP that starts after N pictures', () => {
    const es = Uint8Array.from([
      0,
      0,
      1,
      0xb3,
      9,
      0,
      0,
      1,
      0xb8,
      9,
      0,
      0,
      1,
      0x00,
      9,
      0,
      0,
      1,
      0x00,
      9, // sequence, GOP, 2 pictures
      0,
      0,
      1,
      0xb3,
      9,
      0,
      0,
      1,
      0xb8,
      9,
      0,
      0,
      1,
      0x00,
      9, // sequence (at 20), GOP, 1 picture
      0,
      0,
      1,
      0xb8,
      9,
      0,
      0,
      1,
      0x00,
      9, // a GOP without a sequence header (at 35)
    ]);
    expect([gopBoundary(es, 0), gopBoundary(es, 2), gopBoundary(es, 3), gopBoundary(es, 4)]).toEqual([0, 20, 35, -1]);
  });
});

describe('pictures shared between the steps of a run (2 s TV master)', { timeout: 180_000 }, () => {
  const spec = fixtureSpec();

  it("keeps the preview step's program for the _SLATE twin a later step makes", async () => {
    const store = folderPictureStore(join(dir, 'store-h264'));
    const runKeys = ['MP4540', 'MP4540_SLATE', 'MXF1080_00H'];
    const ctx = await prepareRenderContext(spec, { video: await tvMaster(), captions: await tvCaptions() });
    const [preview] = await renderOutputs(['MP4540'], ctx, join(dir, 'preview'), { runKeys, pictures: store });
    expect(await readdir(join(dir, 'store-h264'))).toHaveLength(1);
    const [slated] = await renderOutputs(['MP4540_SLATE'], ctx, join(dir, 'web'), { runKeys, pictures: store });
    expect(store.fetched).toHaveLength(1);
    const profile = OUTPUT_PROFILES.MP4540_SLATE as MediaProfile;
    expect(checkOutput(profile, spec, await inspectOutput(profile, spec, slated!.path)).filter((c) => !c.ok)).toEqual(
      [],
    );
    expect((await codedPictureHashes(slated!.path)).slice(90, 150)).toEqual(await codedPictureHashes(preview!.path));
  });

  it('encodes the XDCAM program once for both MXF steps, and _DF_DURATION only its last pictures', async () => {
    const store = folderPictureStore(join(dir, 'store-mxf'));
    const keys = ['MXF1080_00H', 'MXF1080_DF_DURATION'];
    const ctx = await completeContext(
      await prepareRenderContext(spec, { video: await tvMaster(), captions: await tvCaptions() }),
      keys.map((k) => OUTPUT_PROFILES[k] as MediaProfile),
      join(dir, 'work'),
    );
    await keepMxfProgram('MXF1080_SLATED', ctx, join(dir, 'work'), store);
    const report = await renderMxfAssembled(keys, ctx, join(dir, 'mxf'), join(dir, 'work'), { pictures: store });
    // 60 program pictures fetched, not encoded; 59 real-time pictures = 3 GOPs of the program + 14 encoded.
    expect(store.fetched).toHaveLength(1);
    expect([report.encodedFrames, report.naiveFrames]).toEqual([14, 60 + 59]);
    for (const output of report.outputs) {
      const profile = OUTPUT_PROFILES[output.key] as MediaProfile;
      expect(
        checkOutput(profile, spec, await inspectOutput(profile, spec, output.path)).filter((c) => !c.ok),
        output.key,
      ).toEqual([]);
      expect(await decodesCleanly(output.path)).toBe(true);
    }
    const [whole, realTime] = await Promise.all(report.outputs.map((o) => codedPictureHashes(o.path)));
    expect(realTime).toHaveLength(59);
    // The same coded pictures, but for the GOP headers' timecodes (00:00:00;00 against 10:00:00;00),
    // which ride in the packet of each GOP's first picture.
    const pictures = (hashes: string[]) => hashes.slice(0, 45).filter((_, i) => i % 15 !== 0);
    expect(pictures(realTime!)).toEqual(pictures(whole!));
  });
});
