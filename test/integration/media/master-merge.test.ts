import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { radioSpot } from '@masterport/media/test-fixtures';
import { signedInClient as signedIn, type ApiClient } from '../support/client.ts';
import { SOURCES_BUCKET } from '../support/in-process-task.ts';
import { createRadioMaster, waitForProcessing } from '../support/processing.ts';
import { localS3 } from '../support/local-s3.ts';

interface Merged {
  master_id: string;
  title: string;
  unique_id: string;
}
interface Master {
  id: string;
  owner: { id: string };
  title: string;
  unique_id: string;
  status: string;
  is_draft: boolean;
  duration: number;
  language: string;
  merge_with: Merged | null;
  merged_from: (Merged & { at: string; revision: number })[];
  merged_into: (Merged & { at: string }) | null;
  outputs: { output_key: string; filename: string; size: number; metadata: Record<string, unknown> }[];
}

const s3 = localS3();

async function sourceObjects(master: Master): Promise<{ key: string; size: number }[]> {
  const { Contents } = await s3.send(
    new ListObjectsV2Command({ Bucket: SOURCES_BUCKET, Prefix: `sources/${master.owner.id}/${master.id}/` }),
  );
  return (Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size ?? 0 }));
}

/** The slate fields of a master, as the modal sends them back. */
const slateOf = (master: Master & Record<string, unknown>) =>
  Object.fromEntries(
    [
      'master_type',
      'audio_type',
      'title',
      'unique_id',
      'duration',
      'language',
      'ratio',
      'announcer',
      'agency',
      'product',
    ].map((field) => [field, master[field]]),
  );

async function radioMaster(
  client: ApiClient,
  slate: Record<string, unknown>,
  audio?: string,
): Promise<Master & Record<string, unknown>> {
  const master = await createRadioMaster<Master & Record<string, unknown>>(client, { slate, audio });
  expect(master.status).toBe(audio ? 'COMPLETED' : 'CREATED');
  return master;
}

const details = async (client: ApiClient, id: string) =>
  (await client.get<{ master: Master }>(`user/master-files/get-details/${id}`)).body.master;

describe('merging two masters', () => {
  it('gives the kept master the other one\u2019s sources as a new run with every output made again; both keep the merge in their history', async () => {
    // Prepare: two processed radio masters of the same profile and duration, different sources.
    const client = await signedIn('merger');
    const kept = await radioMaster(client, { title: 'Maple spot v1' }, await radioSpot('wav', 2, -14));
    const newer = await radioMaster(client, { title: 'Maple spot v2' }, await radioSpot('mp3', 2, -14));
    const newerSources = await sourceObjects(newer);

    // Act
    const asked = await client.post<{ master: Master }>('user/master-files/save', {
      ...slateOf(kept),
      title: 'Maple spot',
      mode: 'merge_master',
      master_id: kept.id,
      merge_master_id: newer.id,
    });
    const done = (await waitForProcessing(client, kept.id)) as unknown as Master;
    const after = await details(client, kept.id);
    const other = await details(client, newer.id);
    const keptSources = await sourceObjects(after);

    // Assess: the run started at MERGING, took the other's file under its own key, and made the outputs again.
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.master).toMatchObject({
      status: 'MERGING',
      merge_with: { master_id: newer.id, unique_id: newer.unique_id },
    });
    expect(done.status).toBe('COMPLETED');
    expect(after).toMatchObject({
      id: kept.id,
      unique_id: kept.unique_id,
      title: 'Maple spot',
      merge_with: null,
      merged_into: null,
    });
    expect(after.merged_from).toEqual([
      expect.objectContaining({ master_id: newer.id, title: 'Maple spot v2', unique_id: newer.unique_id }),
    ]);
    const source = after.outputs.find((output) => output.output_key === 'SOURCE')!;
    expect(source.metadata.uploaded_as).toMatch(/\.mp3$/);
    expect(source.size).toBe(newerSources[0]!.size);
    expect(
      keptSources.map((object) => object.key).every((key) => key.startsWith(`sources/${kept.owner.id}/${kept.id}/`)),
    ).toBe(true);
    expect(keptSources.some((object) => object.size === newerSources[0]!.size)).toBe(true);
    expect(after.outputs.filter((output) => output.output_key !== 'SOURCE').length).toBeGreaterThan(0);
    // The other master is untouched but for its history.
    expect(other).toMatchObject({
      status: 'COMPLETED',
      merged_into: { master_id: kept.id, unique_id: kept.unique_id },
    });
    expect(await sourceObjects(other)).toEqual(newerSources);
    await s3.send(new HeadObjectCommand({ Bucket: SOURCES_BUCKET, Key: newerSources[0]!.key }));
  });

  it('refuses another profile, another duration, the master itself, a master without sources, and another account\u2019s master', async () => {
    // Prepare
    const client = await signedIn('merge-rules');
    const stranger = await signedIn('merge-stranger');
    const kept = await radioMaster(client, {});
    const french = await radioMaster(client, { language: 'fr' });
    const longer = await radioMaster(client, { duration: 3 });
    const empty = await radioMaster(client, {});
    const theirs = await radioMaster(stranger, {});
    const merge = (other: string, mode = 'merge_master', overrides: Record<string, unknown> = {}) =>
      client.post<{ code: string }>('user/master-files/save', {
        ...slateOf(kept),
        ...overrides,
        mode,
        master_id: kept.id,
        merge_master_id: other,
      });

    // Act
    const profile = await merge(french.id);
    const profileInSlate = await merge(empty.id, 'merge_master', { language: 'fr' });
    const duration = await merge(longer.id);
    const itself = await merge(kept.id);
    const noSources = await merge(empty.id);
    const otherAccount = await merge(theirs.id);
    const intoTheirs = await stranger.post<{ code: string }>('user/master-files/save', {
      ...slateOf(theirs),
      mode: 'merge_master',
      master_id: theirs.id,
      merge_master_id: kept.id,
    });
    const withoutOther = await client.post<{ code: string }>('user/master-files/save', {
      ...slateOf(kept),
      mode: 'merge_master',
      master_id: kept.id,
    });
    const after = await details(client, kept.id);

    // Assess
    expect([profile.status, profile.body.code]).toEqual([400, 'merge_profile']);
    expect([profileInSlate.status, profileInSlate.body.code]).toEqual([400, 'merge_profile']);
    expect([duration.status, duration.body.code]).toEqual([400, 'merge_duration']);
    expect([itself.status, itself.body.code]).toEqual([400, 'merge_same_master']);
    expect([noSources.status, noSources.body.code]).toEqual([400, 'merge_sources_missing']);
    expect([otherAccount.status, otherAccount.body.code]).toEqual([401, 'data_restriction']);
    expect([intoTheirs.status, intoTheirs.body.code]).toEqual([401, 'data_restriction']);
    expect([withoutOther.status, withoutOther.body.code]).toEqual([400, 'validation_error']);
    expect(after).toMatchObject({ status: 'CREATED', merge_with: null, merged_from: [] });
  });

  it('saves a merge as a draft (WAITING_MERGE, nothing copied), which another account cannot cancel, and gives it up with cancel-merge', async () => {
    // Prepare
    const client = await signedIn('merge-draft');
    const stranger = await signedIn('merge-draft-stranger');
    const kept = await radioMaster(client, {});
    const other = await radioMaster(client, {});

    // Act
    const drafted = await client.post<{ master: Master }>('user/master-files/save', {
      ...slateOf(kept),
      mode: 'draft_merge',
      master_id: kept.id,
      merge_master_id: other.id,
    });
    const restart = await client.post<{ code: string }>('user/master-files/restart-workflow', { master_id: kept.id });
    const strangerCancel = await stranger.post<{ code: string }>('user/master-files/cancel-merge', {
      master_id: kept.id,
    });
    const stillWaiting = await details(client, kept.id);
    const cancelled = await client.post<{ master: Master }>('user/master-files/cancel-merge', { master_id: kept.id });
    const again = await client.post<{ code: string }>('user/master-files/cancel-merge', { master_id: kept.id });

    // Assess
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(200);
    expect(drafted.body.master).toMatchObject({ status: 'WAITING_MERGE', merge_with: { master_id: other.id } });
    expect([restart.status, restart.body.code]).toEqual([400, 'master_busy']);
    expect([strangerCancel.status, strangerCancel.body.code]).toEqual([401, 'data_restriction']);
    expect(stillWaiting).toMatchObject({ status: 'WAITING_MERGE', merge_with: { master_id: other.id } });
    expect(await sourceObjects(kept)).toEqual([]);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.master).toMatchObject({ status: 'CREATED', merge_with: null, merged_from: [] });
    expect([again.status, again.body.code]).toEqual([400, 'merge_not_waiting']);
  });
});
