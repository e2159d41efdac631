import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { activatedUser, ApiClient } from './support/client.ts';

const p = 'user/account/profile/traffic-instructions';
type Exception = { id: string; call_letters: string[]; notifications: string[] };
type Answer = { traffic_instructions: { notifications: string[]; exceptions: Exception[] } };

let counter = 0;
const freshLetters = () => `CT${(Date.now() % 1e8).toString(36).toUpperCase()}${counter++}`.slice(0, 10);

/** A new broadcaster with two stations of its own. */
async function broadcasterWithStations() {
  const user = await activatedUser('traffic', 'en', { plan: 'broadcaster' });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  const stations = [freshLetters(), freshLetters()];
  for (const id of stations)
    expect(
      (await client.post('user/call-letters/own/create', { id, market: 'Rimouski', band: 'TV', language: 'fr' }))
        .status,
    ).toBe(200);
  return { client, stations };
}

describe('traffic instructions', () => {
  it('keeps the addresses that receive traffic instructions, valid and without duplicates', async () => {
    // Prepare
    const { client } = await broadcasterWithStations();

    // Act
    const initial = await client.get<Answer>(`${p}/get`);
    const added = await client.post<Answer>(`${p}/add-notification`, { email: 'Traffic@Station.example' });
    const duplicate = await client.post(`${p}/add-notification`, { email: 'traffic@station.example' });
    const invalid = await client.post(`${p}/add-notification`, { email: 'traffic at station' });
    const removed = await client.post<Answer>(`${p}/delete-notification`, { email: 'traffic@station.example' });
    const missing = await client.post(`${p}/delete-notification`, { email: 'nobody@station.example' });

    // Assess
    expect(initial.body.traffic_instructions).toEqual({ notifications: [], exceptions: [] });
    expect(added.body.traffic_instructions.notifications).toEqual(['traffic@station.example']);
    expect(duplicate.body).toMatchObject({ code: 'notification_exists', fields: { email: 'notification_exists' } });
    expect(invalid.body).toMatchObject({ code: 'validation_error', fields: { email: 'email' } });
    expect(removed.body.traffic_instructions.notifications).toEqual([]);
    expect(missing.status).toBe(404);
  });

  it('sends a station’s instructions elsewhere with an exception, which keeps at least one of the account’s own stations', async () => {
    // Prepare
    const { client, stations } = await broadcasterWithStations();
    const [first, second] = stations as [string, string];

    // Act
    const created = await client.post<Answer>(`${p}/create-exception`, {
      call_letters: [first.toLowerCase()],
      notifications: ['desk@station.example'],
    });
    const exception = created.body.traffic_instructions.exceptions[0]!;
    const notOwn = await client.post(`${p}/create-exception`, { call_letters: ['CFTM'] });
    const twice = await client.post(`${p}/create-exception`, { call_letters: [first] });
    const grown = await client.post<Answer>(`${p}/add-exception-call-letter`, {
      id: exception.id,
      call_letter: second,
    });
    const addedEmail = await client.post<Answer>(`${p}/add-notification`, {
      email: 'night@station.example',
      exception_id: exception.id,
    });
    const shrunk = await client.post<Answer>(`${p}/remove-exception-call-letter`, {
      id: exception.id,
      call_letter: first,
    });
    const last = await client.post(`${p}/remove-exception-call-letter`, { id: exception.id, call_letter: second });
    const deleted = await client.post<Answer>(`${p}/delete-exception`, { id: exception.id });

    // Assess
    expect(exception).toMatchObject({ call_letters: [first], notifications: ['desk@station.example'] });
    expect(notOwn.body.code).toBe('not_own_call_letters');
    expect(twice.body.code).toBe('call_letter_has_exception');
    expect(grown.body.traffic_instructions.exceptions[0]!.call_letters).toEqual([first, second]);
    expect(addedEmail.body.traffic_instructions.exceptions[0]!.notifications).toEqual([
      'desk@station.example',
      'night@station.example',
    ]);
    expect(shrunk.body.traffic_instructions.exceptions[0]!.call_letters).toEqual([second]);
    expect(last.body).toMatchObject({
      code: 'last_exception_call_letter',
      message: 'You cannot delete the last call letter of an exception.',
    });
    expect(deleted.body.traffic_instructions.exceptions).toEqual([]);
  });

  it('is not another account’s to read or change, and not an agency’s', async () => {
    // Prepare
    const owner = await broadcasterWithStations();
    const created = await owner.client.post<Answer>(`${p}/create-exception`, { call_letters: [owner.stations[0]] });
    const exceptionId = created.body.traffic_instructions.exceptions[0]!.id;
    const other = await broadcasterWithStations();
    const agency = new ApiClient();
    await agency.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });

    // Act
    const foreignDelete = await other.client.post(`${p}/delete-exception`, { id: exceptionId });
    const foreignAdd = await other.client.post(`${p}/add-exception-call-letter`, {
      id: exceptionId,
      call_letter: other.stations[0],
    });
    const agencyRead = await agency.get(`${p}/get`);
    const after = await owner.client.get<Answer>(`${p}/get`);

    // Assess
    expect(foreignDelete.status).toBe(404);
    expect(foreignAdd.status).toBe(404);
    expect(agencyRead.status).toBe(401);
    expect(after.body.traffic_instructions.exceptions).toHaveLength(1);
  });
});
