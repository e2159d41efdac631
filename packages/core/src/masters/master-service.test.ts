import { describe, expect, it } from 'vitest';
import { getMaster, removeMasterFromStudio, replaceAccount } from '@masterport/data';
import { AppError } from '../errors.ts';
import { givenAccount, givenMember, givenPartnership, planKeysBut } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { completeSlate, givenMaster, newUniqueId } from '../testing/masters.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { createMasterFromSlate, masterStatuses, saveMasterSlate } from './master-service.ts';

const ports = useFakePorts();

const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'done',
    (error: unknown) => {
      if (error instanceof AppError) return error.code;
      throw error;
    },
  );

/** A client account, a partner studio it authorised, and a master the studio made for the client. */
async function studioMasterForClient() {
  const client = await givenAccount('content_creator');
  const studio = await givenAccount('partner_studio');
  const partnership = await givenPartnership(client, studio);
  const master = await givenMaster(studio, { slate: { partner_studio_id: partnership.id } });
  return { client, studio, partnership, master };
}

describe('Function: ownMaster (who may open a master)', () => {
  it('opens a master for its owner, and for the partner studio that made it while the studio works for the owner', async () => {
    // Prepare
    const { client, studio, master } = await studioMasterForClient();

    // Act
    const [byOwner, byStudio] = await Promise.all([
      ownMaster(client.auth, master.id),
      ownMaster(studio.auth, master.id),
    ]);

    // Assess
    expect(master).toMatchObject({ account_id: client.account.id, partner_studio_id: studio.account.id });
    expect([byOwner.id, byStudio.id]).toEqual([master.id, master.id]);
    expect(ports.mails.to(client.auth.email).map((mail) => mail.subject)).toHaveLength(1);
  });

  it('refuses the studio once the owner withdrew its authorisation, or once the studio removed the master from its list', async () => {
    // Prepare
    const withdrawn = await studioMasterForClient();
    await givenPartnership(withdrawn.client, withdrawn.studio, false);
    const removed = await studioMasterForClient();
    await removeMasterFromStudio(ports.db, removed.master.id);

    // Act
    const answers = await Promise.all([
      outcome(ownMaster(withdrawn.studio.auth, withdrawn.master.id)),
      outcome(ownMaster(removed.studio.auth, removed.master.id)),
      outcome(ownMaster(withdrawn.client.auth, withdrawn.master.id)),
      outcome(ownMaster(removed.client.auth, removed.master.id)),
    ]);

    // Assess
    expect(answers).toEqual(['data_restriction', 'data_restriction', 'done', 'done']);
  });

  it('refuses another account (data_restriction) and answers not_found for a master that does not exist', async () => {
    // Prepare
    const owner = await givenAccount('content_creator');
    const other = await givenAccount('content_creator');
    const master = await givenMaster(owner);

    // Act
    const answers = await Promise.all([
      outcome(ownMaster(other.auth, master.id)),
      outcome(ownMaster(owner.auth, 'no-such-master')),
    ]);

    // Assess
    expect(answers).toEqual(['data_restriction', 'not_found']);
  });
});

describe('Function: createMasterFromSlate', () => {
  it('refuses a type the user may not create (user_permission) and one the account\u2019s plan does not allow (account_permission)', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const radioOnly = await givenMember(agency, planKeysBut('content_creator', 'masters_pub_tv_web'));
    const payPerUse = await givenAccount('pay_per_use');

    // Act
    const answers = await Promise.all([
      outcome(createMasterFromSlate(radioOnly, completeSlate('PUB_TV_WEB'), 'new_master')),
      outcome(createMasterFromSlate(radioOnly, completeSlate('PUB_RADIO'), 'new_master')),
      outcome(createMasterFromSlate(payPerUse.auth, completeSlate('PUB_TV_WEB'), 'new_master')),
    ]);

    // Assess
    expect(answers).toEqual(['user_permission', 'done', 'account_permission']);
  });

  it('refuses a studio creating for an account that has not authorised it', async () => {
    // Prepare
    const { studio, client } = await studioMasterForClient();
    const stranger = await givenAccount('partner_studio');
    const withdrawn = await givenPartnership(client, stranger, false);

    // Act
    const answer = await outcome(
      createMasterFromSlate(
        stranger.auth,
        completeSlate('PUB_TV_WEB', { partner_studio_id: withdrawn.id }),
        'new_master',
      ),
    );
    const someoneElses = await outcome(
      createMasterFromSlate(
        stranger.auth,
        completeSlate('PUB_TV_WEB', { partner_studio_id: (await givenPartnership(client, studio)).id }),
        'new_master',
      ),
    );

    // Assess
    expect([answer, someoneElses]).toEqual(['partner_not_authorised', 'partner_not_authorised']);
  });

  it('of two masters created with one unique ID at the same moment, creates one', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const slate = completeSlate('PUB_TV_WEB');

    // Act
    const answers = await Promise.all(
      [1, 2].map(() => outcome(createMasterFromSlate(agency.auth, slate, 'new_master'))),
    );

    // Assess
    expect(answers.sort()).toEqual(['done', 'unique_id_taken']);
  });
});

describe('Function: saveMasterSlate', () => {
  it('refuses a locked master (master_locked) and one being processed (master_busy), and saves an idle one', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const [locked, running, idle] = await Promise.all([
      givenMaster(agency, { change: { locked: true } }),
      givenMaster(agency, { change: { is_running: true } }),
      givenMaster(agency),
    ]);
    const renamed = (master: typeof idle) => ({
      ...completeSlate('PUB_TV_WEB', { unique_id: master.unique_id }),
      title: 'Renamed',
    });

    // Act
    const answers = await Promise.all(
      [locked, running, idle].map((master) =>
        outcome(saveMasterSlate(agency.auth, master.id, renamed(master), 'edit_master')),
      ),
    );

    // Assess
    expect(answers).toEqual(['master_locked', 'master_busy', 'done']);
    expect((await getMaster(ports.db, idle.id))!.title).toBe('Renamed');
    expect((await getMaster(ports.db, locked.id))!.title).not.toBe('Renamed');
  });
});

describe('Function: saveMasterSlate (ad code systems)', () => {
  it("keeps a master's ID through an edit after the account chose another code system, and judges it when the edit picks the system", async () => {
    // Prepare: a master made under free text; the account then follows Ad-ID, which its ID does not.
    const agency = await givenAccount('content_creator');
    // 13 characters: never an Ad-ID (11, or 12 with H or D).
    const master = await givenMaster(agency, {
      slate: { unique_id: `FT${newUniqueId()}`.padEnd(13, 'X').slice(0, 13) },
    });
    await replaceAccount(ports.db, agency.account, { ...agency.account, ad_code_system: 'ad_id' });
    const edit = (codeSystem: 'ad_id' | null) => ({
      ...completeSlate('PUB_TV_WEB', { unique_id: master.unique_id }),
      title: 'Renamed',
      code_system: codeSystem,
    });

    // Act
    const renamed = await outcome(saveMasterSlate(agency.auth, master.id, edit(null), 'edit_master'));
    const underAdId = await outcome(saveMasterSlate(agency.auth, master.id, edit('ad_id'), 'edit_master'));

    // Assess
    expect([renamed, underAdId]).toEqual(['done', 'ad_code_invalid']);
    expect((await getMaster(ports.db, master.id))!.title).toBe('Renamed');
  });
});

describe('Function: masterStatuses', () => {
  it('answers the statuses of the masters the caller may open and leaves the others out', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const other = await givenAccount('content_creator');
    const [own, others] = await Promise.all([givenMaster(agency), givenMaster(other)]);

    // Act
    const statuses = await masterStatuses(agency.auth, [own.id, others.id, own.id]);

    // Assess
    expect(statuses.map((status) => [status.id, status.status, status.qc_status])).toEqual([
      [own.id, 'COMPLETED', 'PASSED'],
    ]);
  });
});
