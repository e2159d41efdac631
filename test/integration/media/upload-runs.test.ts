import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, getMaster, type MasterItem } from '@masterport/data';
import { tvCaptions, webSpot } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient } from '../support/client.ts';
import { OUTPUTS_BUCKET, SOURCES_BUCKET, useLocalCloudForTask } from '../support/in-process-task.ts';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

const db = () => createDb(inject('tableName'));
beforeAll(() => useLocalCloudForTask());

async function webMaster() {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_WEB',
    title: 'Race',
    unique_id: `RC${Date.now().toString(36).toUpperCase()}`,
    duration: 2,
    language: 'en',
    ratio: '16:9',
    audio_type: '2trks',
    use_video_audio: true,
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { client, masterId: created.body.master_id };
}

/** An upload as the upload tab makes it, in two halves: `begin` sends the file, `complete` ends it. */
async function beginUpload(client: ApiClient, masterId: string, asset: string, path: string) {
  const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
    master_id: masterId,
    asset,
    filename: basename(path),
    size: (await stat(path)).size,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const ref = { master_id: masterId, asset, upload_id: started.body.upload_id, key: started.body.key };
  const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
    ...ref,
    part_numbers: [1],
  });
  const put = await fetch(signed.body.urls['1']!, { method: 'PUT', body: await readFile(path) });
  return {
    key: started.body.key,
    complete: () =>
      client.post('user/uploads/complete-multipart', {
        ...ref,
        parts: [{ PartNumber: 1, ETag: put.headers.get('etag') }],
      }),
  };
}

/** Reads the stored master until `done` holds (the runs are started by the uploads, not by the test). */
async function storedMasterWhen(
  masterId: string,
  done: (master: MasterItem) => boolean,
  timeoutMs = 240_000,
): Promise<MasterItem> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const master = (await getMaster(db(), masterId))!;
    if (done(master)) return master;
    if (Date.now() > deadline)
      throw new Error(`still ${master.status} (revision ${master.revision}, running ${master.is_running})`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const s3 = () => new S3Client({ forcePathStyle: true });
const keysUnder = async (bucket: string, prefix: string) =>
  ((await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key!,
  );

describe('uploads and processing runs', () => {
  // One master through both stories: its first run is the second story's Prepare (a processed video),
  // which saves a whole run of the web outputs.
  it('waits for every upload under way (a video and captions picked together end in one run); then gives back the file a cancelled replacement would have replaced, and removes replaced files after the next run', async () => {
    // Prepare: both files chosen, the video's upload ends first.
    const { client, masterId } = await webMaster();
    const video = await beginUpload(client, masterId, 'video', await webSpot());
    const captions = await beginUpload(client, masterId, 'captions', await tvCaptions());

    // Act
    expect((await video.complete()).status).toBe(200);
    const betweenTheTwo = (await getMaster(db(), masterId))!;
    expect((await captions.complete()).status).toBe(200);
    const previewing = await storedMasterWhen(
      masterId,
      (master) => master.preview_output_key !== null || !master.is_running,
      120_000,
    );
    const done = await storedMasterWhen(masterId, (master) => master.status === 'COMPLETED' && !master.is_running);

    // Assess
    expect(betweenTheTwo).toMatchObject({ status: 'UPLOADED', is_running: false, revision: 0 });
    expect(done).toMatchObject({ revision: 1, processing_error: null, captions_filename: 'tv-captions.scc' });
    // The preview is made right after quality control, while the other files are still encoding.
    expect(previewing).toMatchObject({ is_running: true, preview_output_key: 'MP4540' });
    expect(Object.keys(done.outputs)).toEqual(expect.arrayContaining(['SOURCE', 'WEBVTT_CC', 'MP41080_LOUD']));

    // Act: a replacement is started, then cancelled; another one is uploaded.
    const cancelled = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'video',
      filename: 'other.mov',
      size: 1000,
    });
    const aborted = await client.post('user/uploads/abort-multipart', {
      master_id: masterId,
      asset: 'video',
      upload_id: cancelled.body.upload_id,
      key: cancelled.body.key,
    });
    const afterCancel = (await getMaster(db(), masterId))!;
    const second = await beginUpload(client, masterId, 'video', await webSpot());
    await second.complete();
    const replaced = await storedMasterWhen(
      masterId,
      (master) => master.revision === 2 && master.status === 'COMPLETED' && !master.is_running,
    );

    // Assess
    expect(aborted.status).toBe(200);
    expect(afterCancel.sources.video).toMatchObject({ key: video.key, status: 'uploaded' });
    expect(afterCancel.revision).toBe(1);
    expect(replaced.outputs.SOURCE?.s3_key).toBe(second.key);
    expect(await keysUnder(SOURCES_BUCKET, `sources/${replaced.account_id}/${masterId}/`)).toEqual([
      captions.key,
      second.key,
    ]);
  }, 480_000);

  it('keeps a file uploaded during a run and processes it in the next run, which starts by itself', async () => {
    // Prepare: the video alone starts a run (a web master's captions are optional).
    const { client, masterId } = await webMaster();
    await (await beginUpload(client, masterId, 'video', await webSpot())).complete();
    await storedMasterWhen(masterId, (master) => master.is_running && master.revision === 1, 30_000);

    // Act: the captions arrive while the first run works.
    const captions = await beginUpload(client, masterId, 'captions', await tvCaptions());
    const accepted = await captions.complete();
    const duringRun = (await getMaster(db(), masterId))!;
    const done = await storedMasterWhen(
      masterId,
      (master) => master.revision === 2 && master.status === 'COMPLETED' && !master.is_running,
    );

    // Assess
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(duringRun).toMatchObject({ is_running: true, revision: 1 });
    expect(duringRun.run_sources.captions).toBeUndefined();
    expect(done.run_sources.captions?.key).toBe(captions.key);
    expect(done.processing_error).toBeNull();
    expect(Object.keys(done.outputs)).toEqual(expect.arrayContaining(['WEBVTT_CC', 'SRT_CC']));
    // Only the second run's files are kept.
    const files = await keysUnder(OUTPUTS_BUCKET, `outputs/${done.account_id}/${masterId}/`);
    expect(files.filter((key) => !key.includes('/r2/'))).toEqual([]);
  }, 300_000);
});
