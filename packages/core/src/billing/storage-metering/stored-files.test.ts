import { describe, expect, it } from 'vitest';
import { newId } from '../../random.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { meterStorageDay, storageCountersOf, storageUsageForMonth } from './daily-metering.ts';
import { BYTES_PER_GB } from './storage-bands.ts';
import { meterStoredFiles, type MeteredFile } from './stored-files.ts';

useFakePorts();

/** A file of a new account, made in January 2026. */
function fileOf(accountId: string, bytes: number, madeOn = '2026-01-15T10:00:00.000Z'): MeteredFile {
  return { accountId, bucket: 'outputs', key: `outputs/${accountId}/${newId()}.mxf`, bytes, madeOn };
}

describe('Function: meterStoredFiles', () => {
  it('counts a file once when its "made" is replayed ten times at the same moment', async () => {
    // Prepare
    const accountId = newId();
    const file = fileOf(accountId, 1_000);

    // Act
    await Promise.all(Array.from({ length: 10 }, () => meterStoredFiles([{ change: 'made', file }])));

    // Assess
    expect(await storageCountersOf(accountId)).toEqual({
      byCreationMonth: [{ month: '2026-01', bytes: 1_000 }],
      archivedBytes: 0,
    });
  });

  it('moves bytes to the archived counter and back, and out on delete, each change counted once under replays', async () => {
    // Prepare
    const accountId = newId();
    const kept = fileOf(accountId, 700);
    const archived = fileOf(accountId, 300, '2026-02-01T00:00:00.000Z');
    await meterStoredFiles([
      { change: 'made', file: kept },
      { change: 'made', file: archived },
    ]);

    // Act: archive twice at once; delete the kept file twice at once.
    await Promise.all([
      meterStoredFiles([{ change: 'archived', file: archived }]),
      meterStoredFiles([{ change: 'archived', file: archived }]),
      meterStoredFiles([{ change: 'deleted', bucket: kept.bucket, key: kept.key }]),
      meterStoredFiles([{ change: 'deleted', bucket: kept.bucket, key: kept.key }]),
    ]);
    const afterArchive = await storageCountersOf(accountId);
    await meterStoredFiles([{ change: 'restored', file: archived }]);
    // A late replay of the deleted file's "made" does not bring it back; a file never made is not archived.
    await meterStoredFiles([{ change: 'made', file: kept }]);
    await meterStoredFiles([{ change: 'archived', file: fileOf(accountId, 5_000) }]);

    // Assess
    expect(afterArchive).toEqual({
      byCreationMonth: [
        { month: '2026-01', bytes: 0 },
        { month: '2026-02', bytes: 0 },
      ],
      archivedBytes: 300,
    });
    expect(await storageCountersOf(accountId)).toEqual({
      byCreationMonth: [
        { month: '2026-01', bytes: 0 },
        { month: '2026-02', bytes: 300 },
      ],
      archivedBytes: 0,
    });
  });

  it('follows a file written again at its key with another size', async () => {
    // Prepare
    const accountId = newId();
    const file = fileOf(accountId, 500);
    await meterStoredFiles([{ change: 'made', file }]);

    // Act
    await meterStoredFiles([{ change: 'made', file: { ...file, bytes: 800 } }]);

    // Assess
    expect((await storageCountersOf(accountId)).byCreationMonth).toEqual([{ month: '2026-01', bytes: 800 }]);
  });
});

describe('Function: meterStorageDay', () => {
  it('writes a day once, and the month sums the days metered', async () => {
    // Prepare: 31 GB made in January, 2 GB of them archived.
    const accountId = newId();
    const big = fileOf(accountId, 29 * BYTES_PER_GB);
    const cold = fileOf(accountId, 2 * BYTES_PER_GB);
    await meterStoredFiles([
      { change: 'made', file: big },
      { change: 'made', file: cold },
    ]);
    await meterStoredFiles([{ change: 'archived', file: cold }]);

    // Act: the 1st and the 2nd of March, the 2nd metered twice (a rerun) after more bytes came.
    const first = await meterStorageDay(accountId, '2026-03-01');
    const second = await meterStorageDay(accountId, '2026-03-02');
    await meterStoredFiles([{ change: 'made', file: fileOf(accountId, 100 * BYTES_PER_GB) }]);
    const rerun = await meterStorageDay(accountId, '2026-03-02');

    // Assess: 2 days of 29 GB aged 2 months and 2 GB archived, over 31 days.
    expect([first, second, rerun]).toEqual([true, true, false]);
    const usage = await storageUsageForMonth(accountId, '2026-03');
    expect(usage.map(({ key }) => key)).toEqual(['STORAGE_90DAYS', 'STORAGE_ARCHIVED']);
    expect(usage[0]!.gbMonths).toBeCloseTo((2 * 29) / 31, 12);
    expect(usage[1]!.gbMonths).toBeCloseTo((2 * 2) / 31, 12);
  });
});
