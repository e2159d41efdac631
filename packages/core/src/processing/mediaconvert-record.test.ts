import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMaster, updateMasterFields, type MasterItem } from '@masterport/data';
import {
  measureStereoLoudness,
  outputProfile,
  prepareRenderContext,
  probe,
  renderOutputs,
  runFfmpeg,
  type MediaProfile,
} from '@masterport/media';
import { fixtureSpec, tvMaster } from '@masterport/media/test-fixtures';
import { resetConfig } from '../config.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { givenAccount } from '../testing/accounts.ts';
import { FAKE_SETTINGS, useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster, givenSources } from '../testing/masters.ts';
import { MockedMediaConvert } from '../testing/mocked-mediaconvert.ts';
import { recordMediaConvertOutputs } from './mediaconvert-record.ts';
import { runProcessingStep } from './run-step.ts';

// MediaConvert's loudness (docs/architecture.md, "MediaConvert's loudness"): the jobs carry the gains
// the ffmpeg calibration measured, and the record step offers a job's file only within 0.1 LU of its
// target and under its ceiling, else makes the key again with ffmpeg. MediaConvert itself is mocked
// (aws-sdk-client-mock: it has no emulator); the files its jobs "write" are real encodes, measured.
const ports = useFakePorts();
const STEP = 'WEB_OPTIMIZED_VERSIONS';
/** A viewing copy at TV loudness (-24 LKFS, -2 dBTP) and a web copy at -14 LUFS (-1 dBTP), both AAC. */
const KEYS = ['MP4540', 'MP4360_LOUD'];
const SPEC = fixtureSpec({ useVideoAudio: true });

beforeAll(() => {
  process.env.ENCODER = 'mediaconvert';
  resetConfig();
});
afterAll(() => {
  delete process.env.ENCODER;
  resetConfig();
});

/** A 2 s TV master (8 tracks at -24 LKFS in its video file) whose QC passed, running only KEYS. */
async function readyMaster(): Promise<MasterItem> {
  const agency = await givenAccount('content_creator');
  const created = await givenMaster(agency, {
    state: 'new',
    slate: { duration: SPEC.durationSeconds, use_video_audio: true },
  });
  const withVideo = await givenSources(created, ['video']);
  const video = withVideo.sources.video!;
  ports.objects.put(FAKE_SETTINGS.sourcesBucket, video.key, await readFile(await tvMaster()));
  return updateMasterFields(ports.db, created.id, {
    revision: 1,
    qc_status: 'PASSED',
    is_running: true,
    run_sources: { video },
    run_options: { only_keys: KEYS, fix_loudness: false },
  });
}

const pairLoudness = (path: string) =>
  measureStereoLoudness({ file: path, stream: 0, channel: 0 }, { file: path, stream: 0, channel: 1 });

describe('MediaConvert outputs at the loudness promised (ENCODER=mediaconvert)', () => {
  let master: MasterItem;
  let files: Record<string, string>;

  beforeAll(async () => {
    master = await readyMaster();
    // What MediaConvert writes for each key, standing in for its encoder: ffmpeg's encode of the profile.
    const dir = await mkdtemp(join(tmpdir(), 'mp-mc-record-'));
    const ctx = await prepareRenderContext(SPEC, { video: await tvMaster() });
    const made = await renderOutputs(KEYS, ctx, dir);
    files = Object.fromEntries(made.map((file) => [file.key, file.path]));
  }, 120_000);

  it('gives each job its loudness treatment, and the requests fit the SDK; a file 0.3 LU loud is made again by ffmpeg', async () => {
    // Act: the output step prepares the jobs (no key needs ffmpeg's limiter: the fixture has headroom).
    const step = await runProcessingStep(STEP, master.id);

    // Assess: one job per key. MP4540 carries its pair's calibrated gain (about 0 dB: the fixture is at
    // -24 LKFS); MP4360_LOUD needs +10 dB, beyond the remix range, so MediaConvert's normaliser aims it
    // at -14 LUFS (gain alone fits under -1 dBTP: the calibration found no limiter needed).
    expect(step.jobs.map((job) => job.UserMetadata.output_key).sort()).toEqual([...KEYS].sort());
    const audioOf = (key: string) => {
      const job = step.jobs.find((j) => j.UserMetadata.output_key === key)!;
      const [left, right] =
        job.Settings.Inputs[0]!.AudioSelectors!.Stereo!.RemixSettings!.ChannelMapping.OutputChannels;
      expect(right!.InputChannelsFineTune).toEqual([-60, left!.InputChannelsFineTune[0]]);
      return {
        gain: left!.InputChannelsFineTune[0]!,
        normaliser: job.Settings.OutputGroups[0]!.Outputs[0]!.AudioDescriptions[0]!.AudioNormalizationSettings,
      };
    };
    expect(Math.abs(audioOf('MP4540').gain)).toBeLessThan(0.3);
    expect(audioOf('MP4540').normaliser).toBeUndefined();
    expect(audioOf('MP4360_LOUD')).toMatchObject({
      gain: 0,
      normaliser: { TargetLkfs: -14, TruePeakLimiterThreshold: -1 },
    });

    // Act: MediaConvert runs the jobs. MP4540's file is on target; MP4360_LOUD's is 0.3 dB louder than
    // ffmpeg's (-13.7 LUFS: inside the 0.5 LU defect check, outside the 0.1 LU promise).
    const loud = join(await mkdtemp(join(tmpdir(), 'mp-mc-loud-')), 'loud.mp4');
    const { timecode } = await probe(files.MP4360_LOUD!);
    await runFfmpeg([
      ...['-nostats', '-y', '-i', files.MP4360_LOUD!, '-map', '0:v', '-map', '0:a', '-c:v', 'copy'],
      ...['-af', 'volume=0.3dB', '-c:a', 'aac', '-b:a', '128k', '-timecode', timecode!, loud],
    ]);
    const written = { MP4540: files.MP4540!, MP4360_LOUD: loud };
    const mediaConvert = new MockedMediaConvert(async (job, key) =>
      ports.objects.put(
        FAKE_SETTINGS.outputsBucket,
        key,
        await readFile(written[job.UserMetadata.output_key as keyof typeof written]),
      ),
    );
    let finished;
    try {
      finished = await mediaConvert.run(step.jobs);
    } finally {
      mediaConvert.restore();
    }
    expect(mediaConvert.received.map((input) => input.Role)).toEqual(KEYS.map(() => FAKE_SETTINGS.mediaConvertRoleArn));
    const loudBefore = (await pairLoudness(loud)).integrated;
    expect(Math.abs(loudBefore + 14)).toBeGreaterThan(0.2);

    // Act: the record step.
    const record = await recordMediaConvertOutputs(STEP, master.id, finished);

    // Assess: MP4540 offered as MediaConvert made it; MP4360_LOUD made again by ffmpeg, on target.
    expect(record.recorded).toEqual(['MP4540']);
    expect(record.remadeByFfmpeg).toEqual([
      { key: 'MP4360_LOUD', reason: expect.stringMatching(/LUFS integrated, more than 0.1 LU from -14$/) },
    ]);
    const outputs = requireCompleteSlate((await getMaster(ports.db, master.id))!).outputs;
    expect(outputs.MP4540!.metadata.encoder).toBe('mediaconvert');
    expect(outputs.MP4360_LOUD!.metadata.encoder).toBe('ffmpeg');
    for (const key of KEYS) {
      const { integrated, truePeak } = (outputProfile(key) as MediaProfile).audio.loudness;
      const metadata = outputs[key]!.metadata as { loudness_lkfs: number; true_peak_dbtp: number };
      expect(Math.abs(metadata.loudness_lkfs - integrated!), `${key} ${metadata.loudness_lkfs}`).toBeLessThanOrEqual(
        0.1,
      );
      expect(metadata.true_peak_dbtp, key).toBeLessThanOrEqual(truePeak);
    }
    // The file the master offers under MP4360_LOUD is ffmpeg's, not the job's.
    const offered = ports.objects.object(FAKE_SETTINGS.outputsBucket, outputs.MP4360_LOUD!.s3_key)!;
    expect(offered.equals(await readFile(loud))).toBe(false);
  }, 240_000);
});
