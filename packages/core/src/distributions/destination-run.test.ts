import { describe, expect, it } from 'vitest';
import { getDestination, getDistribution } from '@masterport/data';
import { AppError } from '../errors.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenSentDistribution } from '../testing/distributions.ts';
import { deliverDestination } from './deliver-destination.ts';
import { runStillGoing, startDestinationRun } from './destination-run.ts';

const ports = useFakePorts();

async function deliveredOnce() {
  const sent = await givenSentDistribution();
  await deliverDestination(sent.distributionId, sent.letters, 1);
  const distribution = (await getDistribution(ports.db, sent.distributionId))!;
  const destination = (await getDestination(ports.db, sent.distributionId, sent.letters))!;
  ports.workflow.forget();
  return { ...sent, distribution, destination };
}

describe('Function: startDestinationRun', () => {
  it('starts the next run as one more execution of the distribution, its files to send again', async () => {
    // Prepare
    const { distribution, destination, distributionId, letters } = await deliveredOnce();

    // Act
    const next = await startDestinationRun(distribution, destination, {});

    // Assess
    expect(next).toMatchObject({ run: 2, execution: 2, state: 'waiting', delivered_on: null, bytes_sent: 0 });
    expect(next.files.every((file) => file.delivered_on === null && file.verified_by === null)).toBe(true);
    expect(await getDestination(ports.db, distributionId, letters)).toEqual(next);
    expect(
      ports.workflow.startedOn('delivery').map((execution) => [execution.name, execution.input.destinations]),
    ).toEqual([[`${distributionId}-2`, [{ distribution_id: distributionId, call_letters: letters, run: 2 }]]]);
  });

  it('of two requests at the same moment, starts one run and the other joins it', async () => {
    // Prepare
    const { distribution, destination } = await deliveredOnce();

    // Act
    const runs = await Promise.all([
      startDestinationRun(distribution, destination, {}),
      startDestinationRun(distribution, destination, {}),
    ]);

    // Assess
    expect(runs.map((run) => run.run)).toEqual([2, 2]);
    expect(runs[0]!.execution).toBe(runs[1]!.execution);
    expect(ports.workflow.startedOn('delivery')).toHaveLength(1);
  });

  it('answers changed_meanwhile when the destination moved on past the run it read', async () => {
    // Prepare
    const { distribution, destination, distributionId, letters } = await deliveredOnce();
    const started = await startDestinationRun(distribution, destination, {});
    await deliverDestination(distributionId, letters, started.run);
    ports.workflow.forget();

    // Act
    const stale = await startDestinationRun(distribution, destination, {}).catch((error: unknown) => error);

    // Assess
    expect(stale).toBeInstanceOf(AppError);
    expect(stale).toMatchObject({ code: 'changed_meanwhile' });
    expect(ports.workflow.started).toEqual([]);
  });
});

describe('Function: runStillGoing', () => {
  it('is true while the run\u2019s execution runs, false once it ended or for a run done', async () => {
    // Prepare
    const { distribution, destination, distributionId } = await deliveredOnce();
    const waiting = await startDestinationRun(distribution, destination, {});

    // Act
    const whileRunning = await runStillGoing(waiting);
    ports.workflow.end(`${distributionId}-${waiting.execution}`);
    const onceEnded = await runStillGoing(waiting);
    const delivered = await runStillGoing(destination);

    // Assess
    expect([whileRunning, onceEnded, delivered]).toEqual([true, false, false]);
  });
});
