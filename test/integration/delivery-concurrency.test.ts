import { randomBytes } from 'node:crypto';
import { SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createDb,
  getDeliveryLease,
  getDestination,
  getDistribution,
  putDestination,
  putDistribution,
  releaseDeliveryLease,
  renewDeliveryLease,
  takeDeliveryLease,
} from '@masterport/data';
import {
  createDistribution,
  createDuringDelivery,
  createsAtOnce,
  readyMaster,
  redistributesAtOnce,
  SCENARIO_FTP_LOGIN,
  setUpScenarios,
  type Scenarios,
} from './support/delivery-scenarios.ts';
import { mailsTo } from './support/client.ts';
import { detailsWhen } from './support/distribution-details.ts';
import { startStationFtp, type StationFtp } from './support/ftp-server.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * One delivery of one file to one destination at a time (issue 25, items 1 and 2), against the
 * local cloud and a real FTP server (slowed on purpose where a delivery must still be running).
 * The scenarios are support/delivery-scenarios.ts (the benchmark runs them in a loop); each
 * asserts the answers, where the destinations ended, the bytes on the station's disk (SHA-256),
 * the transfers its server saw (STOR/APPE) and that no file ever had two writers.
 */
const db = () => createDb(inject('tableName'));
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
let ftp: StationFtp;
let context: Scenarios;
const STORED_ONCE = { bytesMatch: true, transfers: ['STOR', 'STOR', 'STOR'], overlappingWrites: 0 };

beforeAll(async () => {
  // The station's server offers HASH: a second delivery of a file already whole there checks it and sends nothing.
  ftp = await startStationFtp({ security: 'none', ...SCENARIO_FTP_LOGIN, hashAnswers: 'sha256' });
  context = await setUpScenarios({
    baseUrl: inject('baseUrl'),
    db: db(),
    ftp,
    folder: 'incoming/concurrency',
    suffix,
    deliveryStateMachineArn: inject('deliveryStateMachineArn'),
    s3: localS3(),
    sfn: new SFNClient({
      endpoint: inject('emulatorEndpoints').sfn,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  });
}, 120_000);

afterAll(async () => {
  await ftp?.close();
});

describe('one delivery of one file to one destination at a time', () => {
  it('holds a lease for one holder until it expires by itself: a crashed holder does not keep it, and cannot renew or release it once another took it', async () => {
    const scope = `TEST#${suffix}#${randomBytes(4).toString('hex')}`;
    expect(await takeDeliveryLease(db(), scope, 'crashed', 300)).toBe(true);
    expect(await takeDeliveryLease(db(), scope, 'second', 60_000)).toBe(false);
    expect(await renewDeliveryLease(db(), scope, 'second', 60_000)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await takeDeliveryLease(db(), scope, 'second', 60_000)).toBe(true);
    expect(await renewDeliveryLease(db(), scope, 'crashed', 60_000)).toBe(false);
    await releaseDeliveryLease(db(), scope, 'crashed');
    expect((await getDeliveryLease(db(), scope))?.holder).toBe('second');
    await releaseDeliveryLease(db(), scope, 'second');
    expect(await getDeliveryLease(db(), scope)).toBeUndefined();
  });

  it('two creates at the same moment without an answer to the duplicate question: one delivers, the other is asked', async () => {
    expect(await createsAtOnce(context, undefined)).toEqual({
      answers: ['200', '400 distribution_duplicate'],
      refusalDetails: [context.station],
      finals: ['delivered/-'],
      ...STORED_ONCE,
    });
  }, 120_000);

  it('two creates at the same moment that leave out stations which have it: one delivers, the other has no station left', async () => {
    expect(await createsAtOnce(context, 2)).toEqual({
      answers: ['200', '400 distribution_no_destination'],
      refusalDetails: null,
      finals: ['delivered/-'],
      ...STORED_ONCE,
    });
  }, 120_000);

  it('two creates at the same moment that send again: both are delivered, one after the other, and the file is written once', async () => {
    // The second found the files whole (the server's HASH) once the first was done, and sent nothing again.
    expect(await createsAtOnce(context, 1, 20)).toEqual({
      answers: ['200', '200'],
      refusalDetails: null,
      finals: ['delivered/-', 'delivered/-'],
      ...STORED_ONCE,
    });
  }, 120_000);

  it('a create while the first delivery is still writing: asked without an answer; sent again, it waits for the first and writes nothing twice', async () => {
    expect(await createDuringDelivery(context)).toEqual({
      firstWasWriting: true,
      asked: '400 distribution_duplicate',
      secondWhileFirstWrites: ['waiting/busy'],
      finals: ['delivered/-', 'delivered/-'],
      ...STORED_ONCE,
    });
  }, 180_000);

  it('two redistributes at once, then one more while that run goes: no 500, one execution, the destination ends delivered', async () => {
    const observed = await redistributesAtOnce(context);
    // The first starts the run; the others join it (200) or, once it writes, are told it is delivering: never a 500.
    expect(observed.answers[0]).toBe('200');
    for (const answer of observed.answers.slice(1)) expect(['200', '400 destination_busy']).toContain(answer);
    expect({ ...observed, answers: [] }).toEqual({
      answers: [],
      finals: ['delivered/-'],
      newExecutions: 1,
      bytesMatch: true,
      transfers: ['STOR'],
      overlappingWrites: 0,
    });
  }, 120_000);

  it('the watchdog puts a destination whose execution ended or never started in error, leaves a scheduled one waiting, and a redistribute then delivers it', async () => {
    // The watchdog runs here, in process, on the local cloud's table and Step Functions (its timer there runs it every minute).
    useLocalCloudForTask({
      DELIVERY_STATE_MACHINE_ARN: inject('deliveryStateMachineArn'),
      AWS_ENDPOINT_URL_SFN: inject('emulatorEndpoints').sfn,
    });
    const { checkUnfinishedDeliveries } = await import('@masterport/core/distributions');
    const master = await readyMaster(context, 64 * 1024 + 7);
    const reportTo = `watchdog-${randomBytes(4).toString('hex')}@agency.test`;
    const sent = await createDistribution(context, master.id, { redistribute_duplicate: 1, report_email: reportTo });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const finished = (distribution: { destinations: { state: string }[]; distribution_type: string }) =>
      distribution.distribution_type === 'completed' &&
      distribution.destinations.every((destination) => ['delivered', 'error'].includes(destination.state));
    const statesOf = async (ref: string) =>
      (await detailsWhen(context.agency, ref, () => true)).destinations.map((destination) => [
        destination.state,
        destination.problem,
      ]);
    await detailsWhen(context.agency, sent.body.ref_number, finished);
    const scheduled = await createDistribution(context, master.id, {
      redistribute_duplicate: 1,
      distribution_date: new Date(Date.now() + 30_000).toISOString(),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    // Untouched for an hour, as the watchdog finds them (it leaves alone what changed in the last five minutes).
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const backdate = async (distributionId: string, change: Record<string, unknown>) => {
      const destination = (await getDestination(db(), distributionId, context.station))!;
      expect(await putDestination(db(), { ...destination, ...change, modified_on: anHourAgo }, destination.run)).toBe(
        true,
      );
    };
    try {
      // A task cut short after it wrote `in_progress`: its execution ended, the destination would stay so for ever.
      await backdate(sent.body.id, { state: 'in_progress', delivered_on: null, problem: null });
      await putDistribution(db(), {
        ...(await getDistribution(db(), sent.body.id))!,
        distribution_type: 'ongoing',
        completed_on: null,
      });
      await backdate(scheduled.body.id, {});
      await checkUnfinishedDeliveries();
      const stopped = await detailsWhen(context.agency, sent.body.ref_number, () => true);
      expect([stopped.distribution_type, await statesOf(sent.body.ref_number)]).toEqual([
        'completed_with_errors',
        [['error', 'stopped']],
      ]);
      // The sender hears of it as of any failed delivery: which station, and what to do.
      const failedMail = (await mailsTo(reportTo)).find((mail) => mail.subject.includes(`${context.station} in error`));
      expect(failedMail?.subject).toBe(`Distribution ${sent.body.ref_number}: ${context.station} in error`);
      // Its execution waits for its time: it is left alone.
      expect(await statesOf(scheduled.body.ref_number)).toEqual([['waiting', null]]);

      // A run whose execution never started (the start failed after the run was written).
      await backdate(sent.body.id, { state: 'waiting', problem: null, execution: 999 });
      await checkUnfinishedDeliveries();
      expect(await statesOf(sent.body.ref_number)).toEqual([['error', 'stopped']]);

      const again = await context.agency.post('user/distributions/destination/redistribute', {
        distribution_id: sent.body.id,
        call_letters: context.station,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      await detailsWhen(context.agency, sent.body.ref_number, finished);
      expect(await statesOf(sent.body.ref_number)).toEqual([['delivered', null]]);
    } finally {
      await context.agency.post('user/distributions/delete', { id: scheduled.body.id });
    }
  }, 120_000);
});
