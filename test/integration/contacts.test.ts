import { describe, expect, it } from 'vitest';
import { createRadioMaster } from './support/processing.ts';
import { ApiClient, signedInClient } from './support/client.ts';

const c = 'user/account/profile/contacts';
interface Contact {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  phone_display: string | null;
  is_public: boolean;
}
interface Session {
  account_id: string;
}

describe('the account’s contacts', () => {
  it('adds, edits and deletes contacts with phone numbers normalised, and shows only the public ones on the public list', async () => {
    // Prepare
    const client = await signedInClient('contacts');
    const { account_id: accountId } = (await client.post<Session>('user/load-data', {})).body;

    // Act
    const statusBefore = await client.get<{ profile_status: Record<string, string> }>(
      'user/account/profile/get-status',
    );
    const created = await client.post<{ contacts_list: Contact[] }>(`${c}/create`, {
      first_name: 'Marc',
      last_name: 'Roy',
      email: 'Traffic@Agency.example',
      phone: '514 555-0199',
      is_public: true,
    });
    await client.post(`${c}/create`, { first_name: 'Anne', last_name: 'Bélanger', email: 'billing@agency.example' });
    const marc = created.body.contacts_list[0]!;
    const saved = await client.post<{ contacts_list: Contact[] }>(`${c}/save`, {
      id: marc.id,
      first_name: 'Marc',
      last_name: 'Roy',
      email: 'traffic@agency.example',
      phone: '+1 (416) 555-0100',
      is_public: true,
    });
    const badPhone = await client.post(`${c}/create`, {
      first_name: 'Lou',
      last_name: 'Pinard',
      email: 'lou@agency.example',
      phone: '555-01',
    });
    const publicList = await new ApiClient().get<{ account_name: string; contacts_list: Record<string, unknown>[] }>(
      `accounts/get-contacts/${accountId}/2026-01-01T00:00:00.000Z`,
    );
    // The account's public pages carry the same contacts in their owner block.
    const master = await createRadioMaster<{ created_on: string; hash_key: string }>(client, {
      mode: 'draft',
      slate: { title: 'Contact spot' },
    });
    const publicMaster = await new ApiClient().get<{ master: { owner: { contacts: unknown[] } } }>(
      `master-files/get-details/${master.created_on}/${master.hash_key}`,
    );
    const listed = await client.get<{ contacts_list: Contact[] }>(`${c}/get`);
    const anne = listed.body.contacts_list.find((contact) => contact.first_name === 'Anne')!;
    const deleted = await client.post<{ contacts_list: Contact[] }>(`${c}/delete`, { id: anne.id });
    const deletedAgain = await client.post(`${c}/delete`, { id: anne.id });
    const statusAfter = await client.get<{ profile_status: Record<string, string> }>('user/account/profile/get-status');

    // Assess
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(marc).toMatchObject({
      email: 'traffic@agency.example',
      phone: '+15145550199',
      phone_display: '+1 514 555 0199',
      is_public: true,
    });
    expect(saved.body.contacts_list.find((contact) => contact.id === marc.id)?.phone).toBe('+14165550100');
    expect([badPhone.status, badPhone.body.fields?.phone]).toEqual([400, 'phone']);
    expect(listed.body.contacts_list.map((contact) => contact.last_name)).toEqual(['Bélanger', 'Roy']);
    expect(publicList.body.contacts_list).toEqual([
      { first_name: 'Marc', last_name: 'Roy', email: 'traffic@agency.example', phone_display: '+1 416 555 0100' },
    ]);
    expect(publicList.body.account_name).toMatch(/^Agency /);
    expect(publicMaster.body.master.owner.contacts).toEqual(publicList.body.contacts_list);
    expect(deleted.body.contacts_list.map((contact) => contact.first_name)).toEqual(['Marc']);
    expect(deletedAgain.body.code).toBe('not_found');
    expect([statusBefore.body.profile_status.contacts, statusAfter.body.profile_status.contacts]).toEqual([
      'incomplete',
      'complete',
    ]);
  });

  it('keeps another account out of every contact call', async () => {
    // Prepare
    const owner = await signedInClient('contacts-owner');
    const stranger = await signedInClient('contacts-stranger');
    const id = (
      await owner.post<{ contacts_list: Contact[] }>(`${c}/create`, {
        first_name: 'Zoé',
        last_name: 'Caron',
        email: 'zoe@agency.example',
      })
    ).body.contacts_list[0]!.id;

    // Act
    const answers = await Promise.all([
      stranger.post(`${c}/save`, { id, first_name: 'X', last_name: 'Y', email: 'x@y.example' }),
      stranger.post(`${c}/delete`, { id }),
      stranger.get<{ contacts_list: Contact[] }>(`${c}/get`),
    ]);

    // Assess
    expect(answers.slice(0, 2).map((answer) => answer.body.code)).toEqual(['not_found', 'not_found']);
    expect(answers[2]!.body.contacts_list).toEqual([]);
    expect(
      (await owner.get<{ contacts_list: Contact[] }>(`${c}/get`)).body.contacts_list.map(
        (contact) => contact.first_name,
      ),
    ).toEqual(['Zoé']);
  });
});
