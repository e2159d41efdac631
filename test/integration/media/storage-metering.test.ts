import { stat } from 'node:fs/promises';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { radioSpot } from '@masterport/media/test-fixtures';
import { ApiClient, signedInClient } from '../support/client.ts';
import { OUTPUTS_BUCKET, SOURCES_BUCKET, useLocalCloudForTask } from '../support/in-process-task.ts';
import { createRadioMaster } from '../support/processing.ts';
import { localS3 } from '../support/local-s3.ts';

// The counters are read in this process, on the local cloud's table, as the daily run reads them.
useLocalCloudForTask();
const { BYTES_PER_GB, storageCountersOf, storageUsageForMonth } =
  await import('@masterport/core/billing/storage-metering');
// The scheduled run's handler: what EventBridge Scheduler invokes, and the local cloud's timer.
const { handler: runDailyMetering } = await import('@masterport/functions/events/storage-metering.ts');

interface Master {
  id: string;
  owner: { id: string };
  status: string;
  archive_status: string | null;
}

const s3 = localS3();

/** The account's bytes as S3 holds them, in Standard and in Glacier: what the counters must equal. */
async function bytesInBuckets(accountId: string): Promise<{ standard: number; glacier: number }> {
  const totals = { standard: 0, glacier: 0 };
  for (const [bucket, prefix] of [
    [SOURCES_BUCKET, `sources/${accountId}/`],
    [OUTPUTS_BUCKET, `outputs/${accountId}/`],
  ] as const) {
    const { Contents } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    for (const { Key } of Contents ?? []) {
      const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: Key! }));
      totals[head.StorageClass === 'GLACIER' ? 'glacier' : 'standard'] += head.ContentLength ?? 0;
    }
  }
  return totals;
}

async function waitForArchived(client: ApiClient, masterId: string): Promise<void> {
  for (let tries = 0; tries < 150; tries += 1) {
    const { master } = (await client.get<{ master: Master }>(`user/master-files/get-details/${masterId}`)).body;
    if (master.archive_status === 'archived') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`master ${masterId} was never archived`);
}

describe('storage metering', () => {
  it('keeps the account’s counters equal to the bytes in S3 after making masters, archiving one and deleting another', async () => {
    // Prepare: two processed 2-second radio masters of a new account, one uploaded by a browser
    // that declared a size its bytes are not (counted at the size S3 holds).
    const client = await signedInClient('metering');
    const audio = await radioSpot('wav', 2, -14);
    const declaredSize = (await stat(audio)).size + 4096;
    const [kept, deleted] = await Promise.all([
      createRadioMaster<Master>(client, { slate: { title: 'Kept' }, audio, declaredSize }),
      createRadioMaster<Master>(client, { slate: { title: 'Deleted' }, audio }),
    ]);
    const accountId = kept.owner.id;
    const made = await storageCountersOf(accountId);
    const inS3AfterMaking = await bytesInBuckets(accountId);

    // Act
    const archive = await client.post('user/master-files/archive', { master_id: kept.id });
    await waitForArchived(client, kept.id);
    const removal = await client.post('user/master-files/delete', { master_id: deleted.id });
    const counters = await storageCountersOf(accountId);
    const inS3 = await bytesInBuckets(accountId);
    const today = new Date().toISOString().slice(0, 10);
    const run = await runDailyMetering({ day: today });
    const rerun = await runDailyMetering({ day: today });
    const usage = await storageUsageForMonth(accountId, today.slice(0, 7));

    // Assess
    expect([kept.status, deleted.status]).toEqual(['COMPLETED', 'COMPLETED']);
    expect(archive.status, JSON.stringify(archive.body)).toBe(200);
    expect(removal.status, JSON.stringify(removal.body)).toBe(200);
    const held = (entry: typeof counters) => entry.byCreationMonth.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(held(made)).toBe(inS3AfterMaking.standard);
    expect(inS3.glacier).toBeGreaterThan(0);
    expect({ standard: held(counters), glacier: counters.archivedBytes }).toEqual(inS3);
    // One day metered of this month: the bytes held that day over the month's days, written once.
    expect(run.written).toBeGreaterThan(0);
    expect(rerun.written).toBe(0);
    const days = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 0)).getUTCDate();
    expect(usage).toEqual([
      { key: 'STORAGE_90DAYS', gbMonths: inS3.standard / BYTES_PER_GB / days },
      { key: 'STORAGE_ARCHIVED', gbMonths: inS3.glacier / BYTES_PER_GB / days },
    ]);
  }, 180_000);
});
