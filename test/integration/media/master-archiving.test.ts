import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { radioSpot } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, signedInClient as signedIn } from '../support/client.ts';
import { OUTPUTS_BUCKET, SOURCES_BUCKET } from '../support/in-process-task.ts';
import { createRadioMaster } from '../support/processing.ts';
import { localS3 } from '../support/local-s3.ts';

interface Master {
  id: string;
  owner: { id: string };
  unique_id: string;
  archived: boolean;
  archive_status: string | null;
  locked: boolean;
  preview_output_key: string | null;
  outputs: { output_key: string; size: number }[];
}

const s3 = localS3();

async function keysUnder(bucket: string, prefix: string): Promise<string[]> {
  const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return (Contents ?? []).map((object) => object.Key!);
}

/** Every file of a master in both buckets, with its storage class. */
async function filesOf(master: Master): Promise<{ key: string; storageClass: string }[]> {
  const keys = [
    ...(await keysUnder(SOURCES_BUCKET, `sources/${master.owner.id}/${master.id}/`)).map((key) => ({
      bucket: SOURCES_BUCKET,
      key,
    })),
    ...(await keysUnder(OUTPUTS_BUCKET, `outputs/${master.owner.id}/${master.id}/`)).map((key) => ({
      bucket: OUTPUTS_BUCKET,
      key,
    })),
  ];
  return Promise.all(
    keys.map(async ({ bucket, key }) => ({
      key,
      storageClass: (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).StorageClass ?? 'STANDARD',
    })),
  );
}

async function radioMaster(client: ApiClient, process: boolean): Promise<Master> {
  const master = await createRadioMaster<Master & { status: string }>(client, {
    slate: { title: 'Cold' },
    audio: process ? await radioSpot('wav', 2, -14) : undefined,
  });
  if (process) expect(master.status).toBe('COMPLETED');
  return master;
}

async function waitForArchiveStatus(client: ApiClient, masterId: string, status: string | null): Promise<Master> {
  for (let tries = 0; tries < 150; tries += 1) {
    const { master } = (await client.get<{ master: Master }>(`user/master-files/get-details/${masterId}`)).body;
    if (master.archive_status === status) return master;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`master ${masterId} never reached archive status ${status}`);
}

describe('archiving a master', () => {
  it('moves its files to Glacier (unreadable, actions blocked), then unarchives them back to Standard after the restore', async () => {
    // Prepare
    const client = await signedIn('archiver');
    const master = await radioMaster(client, true);
    const output = master.outputs.find(
      (entry) => entry.output_key !== 'SOURCE' && entry.output_key !== master.preview_output_key,
    )!;

    // Act: archive
    const asked = await client.post<{ master: Master }>('user/master-files/archive', { master_id: master.id });
    const archived = await waitForArchiveStatus(client, master.id, 'archived');
    const files = await filesOf(archived);
    const coldKey = files.find((file) => file.storageClass === 'GLACIER')!.key;
    const coldBucket = coldKey.startsWith('sources/') ? SOURCES_BUCKET : OUTPUTS_BUCKET;
    const read = await s3.send(new GetObjectCommand({ Bucket: coldBucket, Key: coldKey })).then(
      () => 'read',
      (error: { name?: string }) => error.name,
    );
    const download = await client.get(`user/master-files/get-download-url/${master.id}/${output.output_key}`);
    const source = await client.get(`user/master-files/get-download-url/${master.id}/SOURCE`);
    const lock = await client.post('user/master-files/lock', { master_id: master.id });
    const again = await client.post('user/master-files/archive', { master_id: master.id });
    const restart = await client.post('user/master-files/restart-workflow', { master_id: master.id });

    // Assess: archived
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.master).toMatchObject({ archived: true, archive_status: 'archiving' });
    expect(archived.archived).toBe(true);
    // Sources and outputs go cold; the preview (and thumbnails) stay in Standard for the library.
    expect(files.filter((file) => file.storageClass === 'GLACIER').length).toBeGreaterThanOrEqual(
      master.outputs.length - 1,
    );
    expect(
      files.filter((file) => file.key.startsWith('sources/')).every((file) => file.storageClass === 'GLACIER'),
    ).toBe(true);
    expect(read).toBe('InvalidObjectState');
    expect(download.body.code).toBe('master_archived');
    expect(source.body.code).toBe('archived_sources_download');
    expect(lock.body.code).toBe('master_busy');
    expect(again.body.code).toBe('master_archived');
    expect(restart.body.code).toBe('master_busy');

    // Act: unarchive
    const unasked = await client.post<{ master: Master }>('user/master-files/unarchive', { master_id: master.id });
    const unarchived = await waitForArchiveStatus(client, master.id, null);
    const restoredFiles = await filesOf(unarchived);
    const url = (
      await client.get<{ download_url: string }>(`user/master-files/get-download-url/${master.id}/${output.output_key}`)
    ).body.download_url;
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    const unarchiveAgain = await client.post('user/master-files/unarchive', { master_id: master.id });

    // Assess: usable again
    expect(unasked.body.master).toMatchObject({ archived: true, archive_status: 'unarchiving' });
    expect(unarchived.archived).toBe(false);
    expect(restoredFiles.map((file) => file.key).sort()).toEqual(files.map((file) => file.key).sort());
    expect(restoredFiles.every((file) => file.storageClass === 'STANDARD')).toBe(true);
    expect(bytes.length).toBe(output.size);
    expect(unarchiveAgain.body.code).toBe('master_not_archived');
  }, 240_000);
});

describe('deleting and removing a master', () => {
  it('refuses a locked master, then deletes it with every file, and frees its unique ID', async () => {
    // Prepare
    const client = await signedIn('deleter');
    const master = await radioMaster(client, true);
    await client.post('user/master-files/lock', { master_id: master.id });

    // Act
    const locked = await client.post('user/master-files/delete', { master_id: master.id });
    await client.post('user/master-files/unlock', { master_id: master.id });
    const removedByOwner = await client.post('user/master-files/remove', { master_id: master.id });
    const deleted = await client.post('user/master-files/delete', { master_id: master.id });
    const details = await client.get(`user/master-files/get-details/${master.id}`);
    const files = await filesOf(master);
    const uniqueId = await client.post('user/master-files/validate-unique-id', { unique_id: master.unique_id });
    const twice = await client.post('user/master-files/delete', { master_id: master.id });

    // Assess
    expect(locked.body.code).toBe('master_locked');
    expect(removedByOwner.body.code).toBe('master_remove_owner');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(details.status).toBe(404);
    expect(files).toEqual([]);
    expect(uniqueId.status, JSON.stringify(uniqueId.body)).toBe(200);
    expect(twice.status).toBe(404);
  }, 180_000);

  it('lets a demo account delete a master but never its last one', async () => {
    // Demo West Television makes no masters in the other tests: its list holds only these.
    const demo = new ApiClient();
    await demo.post('authenticate/login', { email: DEMO_USERS[4].email, password: DEMO_PASSWORD });
    const first = await radioMaster(demo, false);
    const alone = await demo.post('user/master-files/delete', { master_id: first.id });
    const second = await radioMaster(demo, false);
    const deleted = await demo.post('user/master-files/delete', { master_id: first.id });
    const last = await demo.post('user/master-files/delete', { master_id: second.id });

    expect(alone.body.code).toBe('demo_masters_cannot_be_deleted');
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(last.body.code).toBe('demo_masters_cannot_be_deleted');
  }, 60_000);

  it('keeps another account out of archive, unarchive, delete and remove', async () => {
    const owner = await signedIn('owner');
    const outsider = await signedIn('outsider');
    const master = await radioMaster(owner, false);

    const answers = await Promise.all(
      ['archive', 'unarchive', 'delete', 'remove'].map((call) =>
        outsider.post(`user/master-files/${call}`, { master_id: master.id }),
      ),
    );

    for (const answer of answers) expect(answer.body.code).toBe('data_restriction');
    expect((await owner.get(`user/master-files/get-details/${master.id}`)).status).toBe(200);
  }, 60_000);
});
