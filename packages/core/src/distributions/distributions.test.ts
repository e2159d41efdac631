import { describe, expect, it } from 'vitest';
import { getDistribution, listDestinations, putCallLetterGroup, nowIso } from '@masterport/data';
import { AppError } from '../errors.ts';
import { givenAccount, givenMember, planKeysBut, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster } from '../testing/masters.ts';
import { givenStation } from '../testing/stations.ts';
import { newId } from '../random.ts';
import { createDistribution } from './distributions.ts';

const ports = useFakePorts();

/** The code a refused call answers (its AppError's), or 'sent'. */
const outcome = (sending: Promise<unknown>) =>
  sending.then(
    () => 'sent',
    (error: unknown) => {
      if (error instanceof AppError) return error.code;
      throw error;
    },
  );

async function agencyAndStation() {
  const agency = await givenAccount('content_creator');
  const broadcaster = await givenAccount('broadcaster');
  const station = await givenStation(broadcaster);
  return { agency, broadcaster, station };
}

const send = (
  agency: GivenAccount | { auth: GivenAccount['auth'] },
  masterIds: string[],
  letters: string[],
  extra: Record<string, unknown> = {},
) => createDistribution(agency.auth, { master_files_ids: masterIds, call_letters_ids: letters, ...extra });

describe('Function: createDistribution', () => {
  it('sends a ready master to a station: one waiting destination, and its delivery started once', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const master = await givenMaster(agency);

    // Act
    const sent = await send(agency, [master.id], [station.letters]);

    // Assess
    expect(await getDistribution(ports.db, sent.id)).toMatchObject({
      distribution_type: 'ongoing',
      master_files_ids: [master.id],
      master_types: ['PUB_TV_WEB'],
      executions: 1,
    });
    expect(
      (await listDestinations(ports.db, sent.id)).map((destination) => [
        destination.call_letters,
        destination.state,
        destination.run,
      ]),
    ).toEqual([[station.letters, 'waiting', 1]]);
    const deliveries = ports.workflow.startedOn('delivery');
    expect(deliveries.map((execution) => execution.name)).toEqual([`${sent.id}-1`]);
    expect(deliveries[0]!.input).toMatchObject({
      distribution_id: sent.id,
      destinations: [{ distribution_id: sent.id, call_letters: station.letters, run: 1 }],
    });
  });

  it('refuses a user without the permission of the master\u2019s type, and an account whose plan lacks it', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const tvMaster = await givenMaster(agency);
    const radioMaster = await givenMaster(agency, { type: 'PUB_RADIO' });
    const radioOnly = await givenMember(agency, planKeysBut('content_creator', 'distribute_tv_web'));
    const payPerUse = await givenAccount('pay_per_use');
    const payPerUseMaster = await givenMaster(payPerUse, { type: 'PUB_WEB' });

    // Act
    const tvByRadioOnly = await outcome(send({ auth: radioOnly }, [tvMaster.id], [station.letters]));
    const radioByRadioOnly = await outcome(send({ auth: radioOnly }, [radioMaster.id], [station.letters]));
    const tvByPlan = await outcome(
      send(payPerUse, [payPerUseMaster.id], [station.letters]).then(() =>
        send(payPerUse, [tvMaster.id], [station.letters]),
      ),
    );

    // Assess
    expect(tvByRadioOnly).toBe('user_permission');
    expect(radioByRadioOnly).toBe('sent');
    // Another account's master is refused before its type is even looked at.
    expect(tvByPlan).toBe('data_restriction');
    expect(ports.workflow.startedOn('delivery')).toHaveLength(2);
  });

  it('refuses a TV master to an account whose plan does not distribute TV', async () => {
    // Prepare
    const { station } = await agencyAndStation();
    const payPerUse = await givenAccount('pay_per_use');
    // A plan that may not make TV masters may still hold one (a plan changed since): sending it is what is refused.
    const tvMaster = await givenMaster({
      ...payPerUse,
      auth: { ...payPerUse.auth, accountPermissions: [...payPerUse.auth.accountPermissions, 'masters_pub_tv_web'] },
    });

    // Act
    const answer = await outcome(send(payPerUse, [tvMaster.id], [station.letters]));

    // Assess
    expect(answer).toBe('account_permission');
    expect(ports.workflow.started).toEqual([]);
  });

  it('refuses another account\u2019s master and another account\u2019s group of stations', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const other = await givenAccount('content_creator');
    const othersMaster = await givenMaster(other);
    const ownMaster = await givenMaster(agency);
    const othersGroup = {
      id: newId(),
      account_id: other.account.id,
      name: 'Their stations',
      call_letters: [station.letters],
      created_on: nowIso(),
      modified_on: nowIso(),
    };
    await putCallLetterGroup(ports.db, othersGroup);

    // Act
    const othersMasterAnswer = await outcome(send(agency, [othersMaster.id], [station.letters]));
    const othersGroupAnswer = await outcome(send(agency, [ownMaster.id], [], { group_ids: [othersGroup.id] }));

    // Assess
    expect(othersMasterAnswer).toBe('data_restriction');
    expect(othersGroupAnswer).toBe('not_found');
    expect(ports.workflow.started).toEqual([]);
  });

  it('refuses a master quality control rejected, and one not processed yet', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const rejected = await givenMaster(agency, { change: { qc_status: 'REJECTED' } });
    const loudnessRejected = await givenMaster(agency, {
      change: { qc_status: 'SOURCE_INTEGRATED_LOUDNESS_REJECTED' },
    });
    const unprocessed = await givenMaster(agency, { state: 'new' });

    // Act
    const answers = await Promise.all(
      [rejected, loudnessRejected, unprocessed].map((master) => outcome(send(agency, [master.id], [station.letters]))),
    );

    // Assess
    expect(answers).toEqual(['distribution_qc_rejected', 'distribution_qc_rejected', 'distribution_master_not_ready']);
  });

  it('refuses a master sent to the station already, unless asked to send again', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const master = await givenMaster(agency);
    await send(agency, [master.id], [station.letters]);

    // Act
    const again = await createDistribution(agency.auth, {
      master_files_ids: [master.id],
      call_letters_ids: [station.letters],
    }).catch((error: unknown) => error);
    const leavingOutThoseThatHaveIt = await outcome(
      send(agency, [master.id], [station.letters], { redistribute_duplicate: 2 }),
    );
    const confirmed = await outcome(send(agency, [master.id], [station.letters], { redistribute_duplicate: 1 }));

    // Assess
    expect(again).toBeInstanceOf(AppError);
    expect(again).toMatchObject({ code: 'distribution_duplicate', details: [station.letters] });
    expect(leavingOutThoseThatHaveIt).toBe('distribution_no_destination');
    expect(confirmed).toBe('sent');
  });

  it('of two sends of one master to one station at the same moment, sends one and refuses the other as a duplicate', async () => {
    // Prepare
    const { agency, station } = await agencyAndStation();
    const master = await givenMaster(agency);

    // Act
    const answers = await Promise.all(
      [send(agency, [master.id], [station.letters]), send(agency, [master.id], [station.letters])].map(outcome),
    );

    // Assess
    expect(answers.sort()).toEqual(['distribution_duplicate', 'sent']);
    expect(ports.workflow.startedOn('delivery')).toHaveLength(1);
  });
});
