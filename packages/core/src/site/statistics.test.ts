import { deleteCallLetter } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../adapters/db.ts';
import { givenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenStation } from '../testing/stations.ts';
import { countForSite, forgetCachedStatistics, siteStatistics, STATISTICS_CACHE_SECONDS } from './statistics.ts';

useFakePorts();

describe('the public counters', () => {
  it('move with the work: stations as the directory gains and loses them, files as they are delivered', async () => {
    // Prepare
    forgetCachedStatistics();
    const before = await siteStatistics();
    const broadcaster = await givenAccount('broadcaster');

    // Act
    const kept = await givenStation(broadcaster);
    const removed = await givenStation(broadcaster, 'RADIO');
    await deleteCallLetter(table(), broadcaster.account.id, removed.letters);
    await Promise.all([countForSite('files_delivered', 3), countForSite('files_delivered', 4)]);
    forgetCachedStatistics();
    const after = await siteStatistics();

    // Assess
    expect(kept.letters).not.toBe(removed.letters);
    expect(after).toEqual({
      masters_made: before.masters_made,
      files_delivered: before.files_delivered + 7,
      stations_reachable: before.stations_reachable + 1,
    });
  });

  it('are read once per cache period, not on every call', async () => {
    // Prepare
    forgetCachedStatistics();
    const now = Date.now();
    const read = await siteStatistics(now);
    await countForSite('masters_made', 1);

    // Act
    const cached = await siteStatistics(now + (STATISTICS_CACHE_SECONDS - 1) * 1000);
    const fresh = await siteStatistics(now + STATISTICS_CACHE_SECONDS * 1000);

    // Assess
    expect(cached).toEqual(read);
    expect(fresh.masters_made).toBe(read.masters_made + 1);
  });
});
