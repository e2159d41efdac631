import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateJobCommand,
  GetJobCommand,
  MediaConvertClient,
  type CreateJobCommandInput,
} from '@aws-sdk/client-mediaconvert';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, getMaster, setMasterSource, updateMasterFields, type MasterItem } from '@masterport/data';
import {
  countVideoFrames,
  outputProfile,
  prepareRenderContext,
  probe,
  profilePlan,
  renderOutputs,
  type MediaProfile,
} from '@masterport/media';
import { fixtureSpec, tvMaster } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS, loadStateMachine, startStepFunctions } from '@masterport/local';
import { WORKFLOWS } from '@masterport/state-machines/registry.ts';
import type { MediaConvertJobRequest, StepResult } from '@masterport/core/processing';
import { handler as mediaTask } from '@masterport/functions/workflows/master-processing.ts';
import { ApiClient } from '../support/client.ts';
import { CREATE_JOB_SYNC, createJobSync } from '../support/mediaconvert-sync.ts';
import {
  OUTPUTS_BUCKET as OUTPUTS,
  SOURCES_BUCKET as SOURCES,
  useLocalCloudForTask,
} from '../support/in-process-task.ts';

// The local cloud encodes with ffmpeg; this file runs the media task in its own process with the
// stage's ENCODER=mediaconvert, against the same emulators, and stands in for MediaConvert only.
const ROLE = 'arn:aws:iam::000000000000:role/masterport-dev-MediaConvertRole';
const STEP = 'WEB_OPTIMIZED_VERSIONS';
const KEYS = ['MP4540', 'MP4540_SLATE', 'WEBM1080'];
const SPEC = fixtureSpec({ language: 'en' });
let s3: S3Client;
let counter = 0;
const db = () => createDb(inject('tableName'));

beforeAll(() => {
  useLocalCloudForTask({ ENCODER: 'mediaconvert', MEDIACONVERT_ROLE_ARN: ROLE });
  s3 = new S3Client({ forcePathStyle: true });
});
afterAll(() => {
  delete process.env.ENCODER;
});

/**
 * A TV master whose video is in the sources bucket and whose QC passed, running only KEYS. The video
 * is stored outside sources/ so the local cloud's upload event does not start its own (ffmpeg) run.
 */
async function readyMaster(): Promise<MasterItem> {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: SPEC.masterType,
    title: 'MediaConvert spot',
    unique_id: `MC${Date.now().toString(36).toUpperCase()}${counter++}`,
    duration: SPEC.durationSeconds,
    language: 'en',
    ratio: SPEC.ratio,
    audio_type: SPEC.audioType,
    use_video_audio: true,
    captions_filename: 'spot.scc',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.master_id;
  const video = await tvMaster();
  const key = `fixtures/${id}/video/spot.mov`;
  await s3.send(new PutObjectCommand({ Bucket: SOURCES, Key: key, Body: readFileSync(video) }));
  const source = {
    filename: 'spot.mov',
    size: readFileSync(video).length,
    key,
    upload_id: 'fixture',
    status: 'uploaded' as const,
    uploaded_on: new Date().toISOString(),
    replaces: null,
  };
  await setMasterSource(db(), id, 'video', source);
  return updateMasterFields(db(), id, {
    revision: 1,
    qc_status: 'PASSED',
    is_running: true,
    run_sources: { video: source },
    run_options: { only_keys: KEYS, fix_loudness: false },
  });
}

const prefixOf = (master: MasterItem) => `outputs/${master.account_id}/${master.id}/r${master.revision}/`;
const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: OUTPUTS, Key: key })).then(
    () => true,
    () => false,
  );
const download = async (key: string, name: string) => {
  const { Body } = await s3.send(new GetObjectCommand({ Bucket: OUTPUTS, Key: key }));
  const path = join(mkdtempSync(join(tmpdir(), 'mp-mc-')), name);
  writeFileSync(path, await Body!.transformToByteArray());
  return path;
};

/** What MediaConvert would write for a key: the same profile encoded by ffmpeg (the fixture standing in for its output). */
async function encodedByFfmpeg(master: MasterItem, key: string): Promise<string> {
  const ctx = await prepareRenderContext(
    { ...SPEC, uniqueId: master.unique_id ?? SPEC.uniqueId },
    { video: await tvMaster() },
  );
  const [rendered] = await renderOutputs([key], ctx, mkdtempSync(join(tmpdir(), 'mp-mc-out-')));
  return rendered!.path;
}

/** Writes a file where a job's FileGroupSettings.Destination says MediaConvert writes it. */
async function writeAsJobOutput(job: Pick<MediaConvertJobRequest, 'Settings'>, path: string): Promise<string> {
  const group = job.Settings.OutputGroups[0]!;
  const destination = group.OutputGroupSettings.FileGroupSettings.Destination;
  const key = `${destination.replace(`s3://${OUTPUTS}/`, '')}.${group.Outputs[0]!.Extension}`;
  await s3.send(new PutObjectCommand({ Bucket: OUTPUTS, Key: key, Body: readFileSync(path) }));
  return key;
}

const filesUnder = async (prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: OUTPUTS, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

/**
 * Runs the state machine with the media task in this process and `createJob.sync` answered by a
 * mocked MediaConvert: each job writes what ffmpeg makes for its key, then ends as `outcome` says.
 */
async function runWithMockedMediaConvert(ready: MasterItem, outcome: (key: string) => 'COMPLETE' | 'ERROR') {
  // The files the jobs write, encoded before the run: a job then writes its file at once, as a
  // finished job has, and a slow encode on a busy machine cannot land after the run cleaned up.
  const encoded = new Map(
    await Promise.all(['MP4540', 'MP4540_SLATE'].map(async (key) => [key, await encodedByFfmpeg(ready, key)] as const)),
  );
  const mediaConvert = mockClient(MediaConvertClient);
  const created = new Map<string, CreateJobCommandInput>();
  mediaConvert.on(CreateJobCommand).callsFake(async (input: CreateJobCommandInput) => {
    const request = input as unknown as MediaConvertJobRequest;
    await writeAsJobOutput(
      request,
      encoded.get(request.UserMetadata.output_key) ?? (await encodedByFfmpeg(ready, request.UserMetadata.output_key)),
    );
    const id = `job-${created.size + 1}`;
    created.set(id, input);
    return {
      Job: {
        Id: id,
        Status: 'SUBMITTED',
        Role: input.Role,
        Settings: input.Settings,
        UserMetadata: input.UserMetadata,
      },
    };
  });
  mediaConvert.on(GetJobCommand).callsFake(({ Id }: { Id: string }) => {
    const metadata = created.get(Id)!.UserMetadata!;
    const status = outcome(metadata.output_key!);
    return {
      Job: {
        Id,
        Status: status,
        UserMetadata: metadata,
        ...(status === 'ERROR' ? { ErrorMessage: 'Demuxer: [ReadPacketData File read failed]' } : {}),
      },
    };
  });

  const sfn = await startStepFunctions({ port: 0, retryScale: 0.001 });
  try {
    const fn = sfn.registerFunction('media-task', (payload) => mediaTask(payload as never));
    sfn.registerIntegration(CREATE_JOB_SYNC, (parameters) => createJobSync(parameters));
    const machine = sfn.register(
      'master-processing',
      loadStateMachine(WORKFLOWS['master-processing'].definitionFile, {
        [WORKFLOWS['master-processing'].tasks[0].substitution]: fn,
      }),
    );
    await new SFNClient({ endpoint: sfn.endpoint, region: 'us-east-1' }).send(
      new StartExecutionCommand({
        stateMachineArn: machine,
        name: `${ready.id}-r1`,
        input: JSON.stringify({ master_id: ready.id }),
      }),
    );
    await sfn.settle();
    const [execution] = sfn.executions();
    return { execution, created, getJobCalls: mediaConvert.commandCalls(GetJobCommand).length };
  } finally {
    await sfn.stop();
    mediaConvert.restore();
  }
}

describe('the MediaConvert encoder (ENCODER=mediaconvert)', () => {
  let master: MasterItem;
  let jobs: MediaConvertJobRequest[];

  it('prepares CreateJob requests for the keys MediaConvert can make, uploads their layout clips, and encodes the rest with ffmpeg', async () => {
    master = await readyMaster();
    // An output step answers a StepResult (the transcript's tasks answer another shape).
    const answer = (await mediaTask({ step: STEP, master_id: master.id, execution: 'mc-prepare' })) as StepResult;
    jobs = answer.jobs;
    expect(answer.outcome).toBe('continue');

    // WebM stays on ffmpeg (MediaConvert's VP9 is VBR only): made, checked and recorded in this step.
    expect(jobs.map((job) => job.UserMetadata.output_key).sort()).toEqual(['MP4540', 'MP4540_SLATE']);
    const after = (await getMaster(db(), master.id))!;
    expect(Object.keys(after.outputs).sort()).toEqual(['WEBM1080']);
    expect(after.outputs.WEBM1080!.metadata).toMatchObject({ video_codec: 'vp9', encoder: 'ffmpeg' });

    const prefix = prefixOf(master);
    for (const job of jobs) {
      const key = job.UserMetadata.output_key;
      expect(job.Role).toBe(ROLE);
      expect(job.UserMetadata).toEqual({ master_id: master.id, revision: '1', step: STEP, output_key: key });
      const group = job.Settings.OutputGroups[0]!;
      expect(group.OutputGroupSettings.FileGroupSettings.Destination).toBe(
        `s3://${OUTPUTS}/${prefix}${master.unique_id}_${key}`,
      );
      const output = group.Outputs[0]!;
      expect(output.ContainerSettings.Container).toBe('MP4');
      expect(output.VideoDescription).toMatchObject({ Width: 960, Height: 540 });
      // No MediaConvert normaliser: the pair's gain, as the calibration measured it (below).
      expect(output.AudioDescriptions[0]).not.toHaveProperty('AudioNormalizationSettings');
      const plan = profilePlan(outputProfile(key) as MediaProfile, SPEC.durationSeconds);
      expect(job.Settings.TimecodeConfig).toEqual({ Source: 'SPECIFIEDSTART', Start: plan.fileStart });
      const program = job.Settings.Inputs.find((input) => input.FileInput.startsWith(`s3://${SOURCES}/`))!;
      expect(program.FileInput).toBe(`s3://${SOURCES}/${master.sources.video!.key}`);
      // The fixture's pair is at -24 LKFS already: gain alone, within a few hundredths of 0 dB.
      const [left] = program.AudioSelectors!.Stereo!.RemixSettings!.ChannelMapping.OutputChannels;
      expect(Math.abs(left!.InputChannelsFineTune[0]!)).toBeLessThan(0.2);
    }

    // MP4540_SLATE (RC_10H): slate + black before the program, black after, rendered and uploaded.
    const slated = jobs.find((job) => job.UserMetadata.output_key === 'MP4540_SLATE')!;
    const plan = profilePlan(outputProfile('MP4540_SLATE') as MediaProfile, SPEC.durationSeconds);
    const [pre, , post] = slated.Settings.Inputs.map((input) => input.FileInput);
    for (const [url, frames] of [
      [pre, plan.preFrames],
      [post, plan.postFrames],
    ] as const) {
      expect(url).toMatch(
        new RegExp(`^s3://${OUTPUTS}/${prefix}mediaconvert/${STEP}/RC_10H_(pre|post)_h264_960x540_.*\\.mp4$`),
      );
      const clip = await download(url!.replace(`s3://${OUTPUTS}/`, ''), 'clip.mp4');
      expect(await countVideoFrames(clip)).toBe(frames);
      expect((await probe(clip)).video[0]).toMatchObject({ codec: 'h264', width: 960, height: 540 });
    }
    expect(jobs.find((job) => job.UserMetadata.output_key === 'MP4540')!.Settings.Inputs).toHaveLength(1);
  }, 120_000);

  it('records what the jobs wrote only after checking it; a wrong file is refused and every file of the step removed', async () => {
    expect(jobs).toHaveLength(2);
    const finished = jobs.map((job, i) => ({ job_id: `job-${i}`, status: 'COMPLETE', metadata: job.UserMetadata }));
    const slated = jobs.find((job) => job.UserMetadata.output_key === 'MP4540_SLATE')!;
    const plain = jobs.find((job) => job.UserMetadata.output_key === 'MP4540')!;
    const slatedFile = await encodedByFfmpeg(master, 'MP4540_SLATE');
    const plainFile = await encodedByFfmpeg(master, 'MP4540');

    // The plain 540p file where the slated one belongs: no slate, wrong frame count and timecode.
    const wrongKey = await writeAsJobOutput(slated, plainFile);
    const plainKey = await writeAsJobOutput(plain, plainFile);
    await expect(
      mediaTask({
        step: 'MEDIACONVERT_RECORD',
        output_step: STEP,
        master_id: master.id,
        execution: 'mc-record',
        jobs: finished,
      }),
    ).rejects.toThrow(/MP4540_SLATE failed its checks: .*frames/);
    expect(await exists(wrongKey)).toBe(false);
    expect(await exists(plainKey)).toBe(false);
    expect(Object.keys((await getMaster(db(), master.id))!.outputs).sort()).toEqual(['WEBM1080']);

    // The right files: both recorded, with what the probe measured.
    await writeAsJobOutput(slated, slatedFile);
    await writeAsJobOutput(plain, plainFile);
    await mediaTask({
      step: 'MEDIACONVERT_RECORD',
      output_step: STEP,
      master_id: master.id,
      execution: 'mc-record-2',
      jobs: finished,
    });
    const outputs = (await getMaster(db(), master.id))!.outputs;
    expect(Object.keys(outputs).sort()).toEqual(['MP4540', 'MP4540_SLATE', 'WEBM1080']);
    expect(outputs.MP4540_SLATE!).toMatchObject({
      s3_key: `${prefixOf(master)}${master.unique_id}_MP4540_SLATE.mp4`,
      metadata: { encoder: 'mediaconvert', width: 960, video_codec: 'h264' },
    });
    expect(outputs.MP4540_SLATE!.metadata.frames).toBe(
      profilePlan(outputProfile('MP4540_SLATE') as MediaProfile, SPEC.durationSeconds).totalFrames,
    );
    // The layout clips were only for the jobs.
    expect(await exists(new URL(slated.Settings.Inputs[0]!.FileInput).pathname.slice(1))).toBe(false);
  }, 120_000);

  it("runs the state machine's MediaConvert path: createJob.sync answered by a mocked MediaConvert that completes the jobs", async () => {
    const ready = await readyMaster();
    const { execution, created, getJobCalls } = await runWithMockedMediaConvert(ready, () => 'COMPLETE');
    expect(execution, execution?.cause).toMatchObject({ status: 'SUCCEEDED' });

    // One job per key MediaConvert can make, sent as the task prepared it.
    const requests = [...created.values()];
    expect(requests.map((request) => request.UserMetadata?.output_key).sort()).toEqual(['MP4540', 'MP4540_SLATE']);
    expect(requests.every((request) => request.Role === ROLE)).toBe(true);
    expect(getJobCalls).toBeGreaterThanOrEqual(2);
    const done = (await getMaster(db(), ready.id))!;
    expect(done).toMatchObject({ status: 'COMPLETED', is_running: false, processing_error: null });
    expect(Object.keys(done.outputs).sort()).toEqual(['MP4540', 'MP4540_SLATE', 'WEBM1080']);
    expect(done.outputs.MP4540!.metadata.encoder).toBe('mediaconvert');
    expect(done.outputs.WEBM1080!.metadata.encoder).toBe('ffmpeg');
    // The run's files are the three outputs and nothing else (the layout clips were removed).
    expect((await filesUnder(prefixOf(done))).sort()).toEqual(
      Object.values(done.outputs)
        .map((output) => output.s3_key)
        .sort(),
    );
  }, 180_000);

  it("a job that fails ends the run in the catalogued error, and removes every file the run wrote, its sibling job's included", async () => {
    const ready = await readyMaster();
    const { execution, created } = await runWithMockedMediaConvert(ready, (key) =>
      key === 'MP4540_SLATE' ? 'ERROR' : 'COMPLETE',
    );
    expect(execution?.status).toBe('FAILED');
    expect(created.size).toBe(2);
    const failed = (await getMaster(db(), ready.id))!;
    expect(failed).toMatchObject({
      is_running: false,
      outputs: {},
      processing_error: { code: 'processing_failed', step: STEP },
    });
    // MP4540's job completed and wrote its file, WEBM1080 was recorded by ffmpeg: all of it is gone.
    expect(await filesUnder(prefixOf(failed))).toEqual([]);
  }, 180_000);
});
