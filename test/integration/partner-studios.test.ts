import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, activatedUser, lastMailTo } from './support/client.ts';

const [broadcaster, , studioUser] = DEMO_USERS;

async function signedIn(email: string, password: string) {
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  expect(login.status).toBe(200);
  return client;
}

type Studio = { id: string; name: string; selected: boolean };
type Partner = { id: string; studio: { id: string; name: string }; active: boolean; notifications: string[] };
type Master = { id: string; owner: { id: string; name: string }; partner_studio: { id: string; name: string } | null };
let counter = 0;
const slate = (partnerStudioId?: string) => ({
  mode: 'new_master',
  master_type: 'PUB_RADIO',
  title: 'Partner spot',
  unique_id: `PS${Date.now().toString(36).toUpperCase()}${counter++}`,
  duration: 30,
  language: 'fr',
  ratio: '16:9',
  audio_type: '2trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
  ...(partnerStudioId ? { partner_studio_id: partnerStudioId } : {}),
});

describe('a partner studio creates masters on behalf of an account that authorised it', () => {
  it('authorises, creates for the client, shares the master with both, and withdraws', async () => {
    const clientUser = await activatedUser('partner-client');
    const client = await signedIn(clientUser.email, clientUser.password);
    const studio = await signedIn(studioUser.email, DEMO_PASSWORD);
    const outsider = await signedIn(broadcaster.email, DEMO_PASSWORD);

    // The client finds the studio in the directory and authorises it.
    const available = await client.get<{ partner_studios_list: Studio[] }>(
      'user/account/profile/partner-studios/get-available?search=demo%20stu',
    );
    const demoStudio = available.body.partner_studios_list.find((entry) => entry.name === 'Demo Studio');
    expect(demoStudio).toMatchObject({ selected: false });
    const activated = await client.post<{ partner_studio: Partner }>(
      'user/account/profile/partner-studios/activate-partner',
      { studio_id: demoStudio!.id },
    );
    expect(activated.status).toBe(200);
    expect(activated.body.partner_studio).toMatchObject({
      active: true,
      studio: { name: 'Demo Studio' },
      notifications: [clientUser.email],
    });
    const selected = await client.get<{ partner_studios_list: Partner[] }>(
      'user/account/profile/partner-studios/get-selected',
    );
    expect(selected.body.partner_studios_list.map((entry) => entry.studio.id)).toEqual([demoStudio!.id]);

    // The studio sees the client among the accounts it may create for, and creates a master for it.
    const creatable = await studio.get<{
      partner_studios_list: { id: string; account: { id: string; name: string } }[];
    }>('user/master-files/get-partner-studios');
    const forClient = creatable.body.partner_studios_list.find(
      (entry) => entry.id === activated.body.partner_studio.id,
    );
    expect(forClient?.account.name).toMatch(/^Agency partner-client/);
    const created = await studio.post<{ master: Master }>('user/master-files/create', slate(forClient!.id));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.master).toMatchObject({
      owner: { id: forClient!.account.id },
      partner_studio: { id: demoStudio!.id, name: 'Demo Studio' },
    });
    const masterId = created.body.master.id;

    // The client was told, in its account's language, with a link to the master.
    const mail = await lastMailTo(clientUser.email);
    expect(mail?.subject).toContain('Demo Studio');
    expect(mail?.body.text).toContain(`/app/masters/details/${masterId}`);

    // Both see it: the client among its own masters, the studio among those made for clients.
    expect(
      (await client.get<{ master: Master }>(`user/master-files/get-details/${masterId}`)).body.master.partner_studio
        ?.name,
    ).toBe('Demo Studio');
    const clientList = await client.post<{ masters_list: Master[] }>('user/master-files/get-list', {});
    expect(clientList.body.masters_list.map((master) => master.id)).toContain(masterId);
    const studioOwn = await studio.post<{ masters_list: Master[] }>('user/master-files/get-list', {});
    expect(studioOwn.body.masters_list.map((master) => master.id)).not.toContain(masterId);
    const studioClients = await studio.post<{ masters_list: Master[] }>('user/master-files/get-list', {
      filter_by_owner: 'clients',
    });
    expect(studioClients.body.masters_list.map((master) => master.id)).toContain(masterId);
    expect((await studio.get(`user/master-files/get-details/${masterId}`)).status).toBe(200);

    // Nobody else can read it.
    const denied = await outsider.get(`user/master-files/get-details/${masterId}`);
    expect(denied.status).toBe(401);
    expect(denied.body.code).toBe('data_restriction');

    // Withdrawn: the studio can no longer create for the client nor open the master.
    const deactivated = await client.post<{ partner_studio: Partner }>(
      'user/account/profile/partner-studios/deactivate-partner',
      { studio_id: demoStudio!.id },
    );
    expect(deactivated.body.partner_studio.active).toBe(false);
    const refused = await studio.post('user/master-files/create', slate(forClient!.id));
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('partner_not_authorised');
    expect((await studio.get(`user/master-files/get-details/${masterId}`)).body.code).toBe('data_restriction');
    const studioAfter = await studio.post<{ masters_list: Master[] }>('user/master-files/get-list', {
      filter_by_owner: 'clients',
    });
    expect(studioAfter.body.masters_list.map((master) => master.id)).not.toContain(masterId);
    expect((await client.get(`user/master-files/get-details/${masterId}`)).status).toBe(200);
  });

  it('keeps a notification list per studio: valid, not duplicated', async () => {
    const clientUser = await activatedUser('partner-notify');
    const client = await signedIn(clientUser.email, clientUser.password);
    const available = await client.get<{ partner_studios_list: Studio[] }>(
      'user/account/profile/partner-studios/get-available',
    );
    const studioId = available.body.partner_studios_list.find((entry) => entry.name === 'Demo Studio')!.id;

    const unknown = await client.post('user/account/profile/partner-studios/add-notification', {
      studio_id: studioId,
      email: 'traffic@example.test',
    });
    expect(unknown.body.code).toBe('partner_studio_unknown');
    await client.post('user/account/profile/partner-studios/activate-partner', { studio_id: studioId });

    const added = await client.post<{ notifications_list: string[] }>(
      'user/account/profile/partner-studios/add-notification',
      { studio_id: studioId, email: 'Traffic@Example.test' },
    );
    expect(added.body.notifications_list).toEqual([clientUser.email, 'traffic@example.test']);
    const duplicate = await client.post('user/account/profile/partner-studios/add-notification', {
      studio_id: studioId,
      email: 'traffic@example.test',
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'notification_exists', fields: { email: 'notification_exists' } });
    const invalid = await client.post('user/account/profile/partner-studios/add-notification', {
      studio_id: studioId,
      email: 'not-an-address',
    });
    expect(invalid.body).toMatchObject({ code: 'validation_error', fields: { email: 'email' } });
    const removed = await client.post<{ notifications_list: string[] }>(
      'user/account/profile/partner-studios/delete-notification',
      { studio_id: studioId, email: clientUser.email },
    );
    expect(removed.body.notifications_list).toEqual(['traffic@example.test']);
    const listed = await client.get<{ notifications_list: string[] }>(
      `user/account/profile/partner-studios/get-notifications?studio_id=${studioId}`,
    );
    expect(listed.body.notifications_list).toEqual(['traffic@example.test']);
  });

  it('refuses to authorise an account that is not a partner studio, and a studio naming an authorisation it does not hold', async () => {
    const clientUser = await activatedUser('partner-refuse');
    const client = await signedIn(clientUser.email, clientUser.password);
    const broadcasterAccount = (
      await (
        await signedIn(broadcaster.email, DEMO_PASSWORD)
      ).get<{ user_accounts: { id: string }[] }>('user/profile/get-accounts')
    ).body.user_accounts[0]!.id;
    const refused = await client.post('user/account/profile/partner-studios/activate-partner', {
      studio_id: broadcasterAccount,
    });
    expect(refused.body.code).toBe('partner_studio_unknown');

    const studio = await signedIn(studioUser.email, DEMO_PASSWORD);
    const forged = await studio.post('user/master-files/create', slate('AAAAAAAAAAAAAAAA'));
    expect(forged.body).toMatchObject({
      code: 'partner_not_authorised',
      fields: { partner_studio_id: 'partner_not_authorised' },
    });
  });
});
