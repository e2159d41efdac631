import { HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, getMaster, updateMasterFields } from '@masterport/data';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { handler as mediaTask } from '@masterport/functions/workflows/master-processing.ts';
import { ApiClient } from './support/client.ts';
import { OUTPUTS_BUCKET as OUTPUTS, useLocalCloudForTask } from './support/in-process-task.ts';

// The media task runs in this process against the local cloud's emulators, as in mediaconvert.test.ts.
const db = () => createDb(inject('tableName'));
let s3: S3Client;

beforeAll(() => {
  useLocalCloudForTask();
  s3 = new S3Client({ forcePathStyle: true });
});

const exists = (key: string) =>
  s3.send(new HeadObjectCommand({ Bucket: OUTPUTS, Key: key })).then(
    () => true,
    () => false,
  );

/** A radio master in its second run, with a file its first run made that it no longer lists. */
async function masterWithStaleFile() {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_RADIO',
    audio_type: '2trks',
    title: 'Run files',
    unique_id: `RF${Date.now().toString(36).toUpperCase()}`,
    duration: 2,
    language: 'en',
    ratio: '16:9',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const master = await updateMasterFields(db(), created.body.master_id, {
    revision: 2,
    status: 'CREATING_PREVIEW',
    is_running: true,
  });
  const stale = `outputs/${master.account_id}/${master.id}/r1/OLD_RADIO_MP3_320.mp3`;
  await s3.send(new PutObjectCommand({ Bucket: OUTPUTS, Key: stale, Body: 'old' }));
  return { master, stale };
}

describe('the files of earlier runs', () => {
  it('are removed when a run completes, and a failed clean-up never fails the finished run', async () => {
    const { master, stale } = await masterWithStaleFile();

    // S3 refuses the listing: the run still completes, and the file waits for the next completed run.
    const faulty = mockClient(S3Client);
    faulty
      .on(ListObjectsV2Command)
      .rejects(
        Object.assign(new Error('We encountered an internal error. Please try again.'), { name: 'InternalError' }),
      );
    try {
      await expect(
        mediaTask({ step: 'COMPLETED', master_id: master.id, execution: 'run-files-1' }),
      ).resolves.toMatchObject({ outcome: 'continue' });
    } finally {
      faulty.restore();
    }
    expect(await getMaster(db(), master.id)).toMatchObject({ is_running: false, processing_error: null });
    expect(await exists(stale)).toBe(true);

    // The 608 captions an earlier run decoded for the player stay while the master refers to them.
    const captions = `outputs/${master.account_id}/${master.id}/r1/thumbnails/cc1-608.vtt`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS, Key: captions, Body: 'WEBVTT\n' }));
    await updateMasterFields(db(), master.id, { revision: 3, is_running: true, preview_cc608_key: captions });
    await mediaTask({ step: 'COMPLETED', master_id: master.id, execution: 'run-files-2' });
    expect(await exists(stale)).toBe(false);
    expect(await exists(captions)).toBe(true);
  });
});
