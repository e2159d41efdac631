import { describe, expect, it } from 'vitest';
import { getDestination, getDistribution } from '@masterport/data';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenSentDistribution } from '../testing/distributions.ts';
import { DeliveryBusyError, deliverDestination } from './deliver-destination.ts';
import { leaseScopes, takeLeases } from './delivery-lease.ts';
import { startDestinationRun } from './destination-run.ts';

const ports = useFakePorts();

describe('Function: deliverDestination', () => {
  it('delivers by web link: every file confirmed by the link, the XML slate kept for the station\u2019s page, the station told', async () => {
    // Prepare
    const sent = await givenSentDistribution();

    // Act
    await deliverDestination(sent.distributionId, sent.letters, 1);

    // Assess
    const destination = (await getDestination(ports.db, sent.distributionId, sent.letters))!;
    expect(destination).toMatchObject({ state: 'delivered', problem: null, method: 'web', attempts: 1 });
    expect(destination.files.map((file) => [file.output_key, file.verified_by])).toEqual([
      ['MXF1080_SLATED', 'link'],
      ['SLATE_XML_MXF1080_SLATED', 'link'],
      ['SCC_CC', 'link'],
    ]);
    const slate = destination.sources.find((source) => source.key.endsWith('.xml'))!;
    expect(ports.objects.object(slate.bucket, slate.key)?.toString('utf8')).toContain('<');
    expect(ports.mails.to(sent.broadcaster.auth.email)).toHaveLength(1);
  });

  it('waits, writing nothing, while another run holds the destination\u2019s lease', async () => {
    // Prepare
    const sent = await givenSentDistribution();
    const other = (await takeLeases([leaseScopes.destination(sent.distributionId, sent.letters)]))!;

    // Act
    const attempt = await deliverDestination(sent.distributionId, sent.letters, 1).catch((error: unknown) => error);
    await other.release();

    // Assess
    expect(attempt).toBeInstanceOf(DeliveryBusyError);
    expect(await getDestination(ports.db, sent.distributionId, sent.letters)).toMatchObject({
      state: 'waiting',
      attempts: 0,
      files: [],
    });
    expect(ports.mails.sent).toEqual([]);
  });

  it('does nothing for a run a newer run replaced, nor for a destination delivered already', async () => {
    // Prepare
    const replaced = await givenSentDistribution();
    const distribution = (await getDistribution(ports.db, replaced.distributionId))!;
    await startDestinationRun(
      distribution,
      (await getDestination(ports.db, replaced.distributionId, replaced.letters))!,
      {},
    );
    const delivered = await givenSentDistribution();
    await deliverDestination(delivered.distributionId, delivered.letters, 1);
    const deliveredBefore = await getDestination(ports.db, delivered.distributionId, delivered.letters);
    ports.mails.forget();

    // Act
    await deliverDestination(replaced.distributionId, replaced.letters, 1);
    await deliverDestination(delivered.distributionId, delivered.letters, 1);

    // Assess
    expect(await getDestination(ports.db, replaced.distributionId, replaced.letters)).toMatchObject({
      run: 2,
      state: 'waiting',
      attempts: 0,
    });
    expect(await getDestination(ports.db, delivered.distributionId, delivered.letters)).toEqual(deliveredBefore);
    expect(ports.mails.sent).toEqual([]);
  });

  it('stops in error (no_method) for a station that cannot receive: no method, or a link nobody gets', async () => {
    // Prepare
    const noMethod = await givenSentDistribution({ receives: 'nothing' });
    const linkToNobody = await givenSentDistribution({ receives: 'link_to_nobody' });

    // Act
    await deliverDestination(noMethod.distributionId, noMethod.letters, 1);
    await deliverDestination(linkToNobody.distributionId, linkToNobody.letters, 1);

    // Assess
    expect(await getDestination(ports.db, noMethod.distributionId, noMethod.letters)).toMatchObject({
      state: 'error',
      problem: 'no_method',
      method: null,
    });
    expect(await getDestination(ports.db, linkToNobody.distributionId, linkToNobody.letters)).toMatchObject({
      state: 'error',
      problem: 'no_method',
      method: 'web',
    });
  });

  it('of two tasks of one run at the same moment, one delivers and the other waits for it', async () => {
    // Prepare
    const sent = await givenSentDistribution();

    // Act
    const outcomes = await Promise.all(
      [1, 2].map(() =>
        deliverDestination(sent.distributionId, sent.letters, 1).then(
          () => 'delivered',
          (error: unknown) => (error instanceof DeliveryBusyError ? 'busy' : error),
        ),
      ),
    );

    // Assess
    expect(outcomes.sort()).toEqual(['busy', 'delivered']);
    expect(await getDestination(ports.db, sent.distributionId, sent.letters)).toMatchObject({
      state: 'delivered',
      attempts: 1,
    });
    expect(ports.mails.to(sent.broadcaster.auth.email)).toHaveLength(1);
  });
});
