import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readPdf } from '@masterport/core/documents';
import { deliverDestination } from '@masterport/core/distributions';
import { createDb, getDestination } from '@masterport/data';
import { activatedUser, ApiClient, mailsTo } from './support/client.ts';
import { readyMaster } from './support/delivery-scenarios.ts';
import { detailsWhen, type DestinationRow } from './support/distribution-details.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * The sender's confirmation reports (issue 28): a French agency sends a master to two stations that
 * receive by web link; once both are delivered its sender gets one mail with the Delivery
 * Confirmation Report attached (a replay sends no second one), and once both stations acknowledged,
 * one more with the Acknowledgement Confirmation Report. A station fetching a file through its
 * link is a download the sender sees, with the bytes.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const stations = [`D${suffix}`, `E${suffix}`];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Mail = Awaited<ReturnType<typeof mailsTo>>[number] & {
  attachments?: { filename: string; contentType: string; content: string }[];
};
type Row = { id: string; call_letters: string };
type Spot = { history: { event: string; by_name: string; detail: string; bytes?: number }[] };

let agency: ApiClient;
let agencyEmail = '';
let broadcaster: ApiClient;

async function signedIn(label: string, language: 'en' | 'fr', plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, language, { plan });
  const client = new ApiClient({ language });
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return { client, email: user.email };
}

async function expectOk<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** The sender's mails whose subject starts so, once at least one has come (the report leaves just after the last delivery). */
async function confirmationMails(subject: string): Promise<Mail[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = ((await mailsTo(agencyEmail)) as Mail[]).filter((mail) => mail.subject.startsWith(subject));
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const attachedPdf = async (mail: Mail | undefined) => {
  const [file] = mail?.attachments ?? [];
  expect(file?.contentType).toBe('application/pdf');
  return (await readPdf(Buffer.from(file!.content, 'base64'))).text;
};

beforeAll(async () => {
  useLocalCloudForTask();
  const sender = await signedIn('dcr-agency', 'fr', 'content_creator');
  [agency, agencyEmail] = [sender.client, sender.email];
  broadcaster = (await signedIn('dcr-station', 'en', 'broadcaster')).client;
  for (const [at, letters] of stations.entries())
    await expectOk(
      broadcaster.post('user/call-letters/own/create', {
        id: letters,
        market: at === 0 ? 'Montréal' : 'Québec',
        band: 'TV',
        language: 'fr',
      }),
    );
  const dm = 'user/account/profile/delivery-method';
  await expectOk(broadcaster.post(`${dm}/add-notification`, { email: `dcr-${suffix.toLowerCase()}@station.test` }));
  await expectOk(broadcaster.post(`${dm}/activate`, { method: 'web' }));
}, 120_000);

describe("the sender's confirmation reports", () => {
  let sent = { id: '', ref_number: '' };
  let destinations: DestinationRow[] = [];
  let master = { id: '', uniqueId: '', mxf: Buffer.alloc(0) };

  it('mails one Delivery Confirmation Report in French once both stations are delivered, even when the completions are replayed together', async () => {
    // Prepare
    master = await readyMaster({ agency, db: db(), s3, suffix }, 32 * 1024 + 3);

    // Act
    sent = await expectOk(
      agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
        master_files_ids: [master.id],
        call_letters_ids: stations,
      }),
    );
    destinations = (
      await detailsWhen(agency, sent.ref_number, (distribution) =>
        distribution.destinations.every((destination) => destination.state === 'delivered'),
      )
    ).destinations;
    const first = await confirmationMails('Confirmation de livraison');
    const runs = await Promise.all(
      stations.map(async (letters) => (await getDestination(db(), sent.id, letters))!.run),
    );
    await Promise.all(stations.flatMap((letters, at) => [deliverDestination(sent.id, letters, runs[at]!)]));
    const afterReplay = await confirmationMails('Confirmation de livraison');
    const text = await attachedPdf(first[0]);
    const download = await agency.bytes(`user/distributions/download-confirmation/${sent.id}`);

    // Assess
    expect(first).toHaveLength(1);
    expect(afterReplay).toHaveLength(1);
    expect(first[0]!.subject).toBe(`Confirmation de livraison : distribution ${sent.ref_number}`);
    for (const expected of [
      'Rapport de confirmation de livraison',
      sent.ref_number,
      sent.id,
      master.uniqueId,
      'Maple Foods',
      'Syrup',
      'Télé et web',
      'Montréal',
      'Québec',
      ...stations,
      sha256(master.mxf),
      ...destinations.flatMap((destination) => destination.files.map((file) => file.name)),
    ])
      expect(text).toContain(expected);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await readPdf(download.bytes)).text).toContain('Rapport de confirmation de livraison');
  });

  it("records a station's fetch through its web link as a download, with the bytes, seen by the sender", async () => {
    // Prepare
    const { link, files } = destinations.find((destination) => destination.call_letters === stations[0])!;
    const page = `${link!.created_on}/${link!.hash_key}`;
    const shared = await expectOk(
      new ApiClient().get<{ distribution: { files: { file_id: string; name: string; size: number }[] } }>(
        `distributions/get-details/${page}`,
      ),
    );
    const mxf = shared.distribution.files.find((file) => file.name.endsWith('.mxf'))!;

    // Act
    const url = await expectOk(
      new ApiClient().get<{ download_url: string }>(`distributions/get-download-url/${page}/${mxf.file_id}`),
    );
    const fetched = Buffer.from(await (await fetch(url.download_url)).arrayBuffer());
    const inbox = await expectOk(
      broadcaster.post<{ received_spots: Row[] }>('user/distributions/received/get-list', {
        call_letters: stations[0],
      }),
    );
    const spot = await expectOk(
      broadcaster.post<{ received_spot: Spot }>('user/distributions/received/get-details', {
        id: inbox.received_spots[0]!.id,
      }),
    );
    const senderView = await expectOk(
      agency.get<{
        distribution: {
          destinations: { call_letters: string; receipts: { downloaded: { by_name: string } | null }[] }[];
        };
      }>(`user/distributions/get-details/${sent.ref_number}/fr`),
    );

    // Assess
    expect(sha256(fetched)).toBe(sha256(master.mxf));
    expect(files.map((file) => file.name)).toContain(mxf.name);
    expect(spot.received_spot.history.at(-1)).toEqual(
      expect.objectContaining({ event: 'downloaded', by_name: stations[0], detail: mxf.name, bytes: mxf.size }),
    );
    expect(
      senderView.distribution.destinations.map((destination) => [
        destination.call_letters,
        destination.receipts[0]?.downloaded?.by_name ?? null,
      ]),
    ).toEqual(expect.arrayContaining([[stations[0], stations[0]]]));
  });

  it('mails one Acknowledgement Confirmation Report once both stations acknowledged, not after the first', async () => {
    // Prepare
    const inbox = await expectOk(
      broadcaster.post<{ received_spots: Row[] }>('user/distributions/received/get-list', { search: master.uniqueId }),
    );
    const [one, two] = inbox.received_spots;
    const acknowledge = (spot: Row | undefined, note: string) =>
      expectOk(broadcaster.post('user/distributions/received/acknowledge', { id: spot!.id, note }));

    // Act
    await acknowledge(one, `Au trafic : ${one!.call_letters}`);
    const afterOne = ((await mailsTo(agencyEmail)) as Mail[]).filter((mail) =>
      mail.subject.startsWith('Confirmation de réception'),
    );
    await Promise.all([acknowledge(two, `Au trafic : ${two!.call_letters}`), acknowledge(one, 'Encore')]);
    const mails = await confirmationMails('Confirmation de réception');
    const text = await attachedPdf(mails[0]);

    // Assess
    expect(inbox.received_spots).toHaveLength(2);
    expect(afterOne).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(text).toContain('Rapport de confirmation de réception');
    expect(text).toContain(`Au trafic : ${two!.call_letters}`);
    expect(text).toContain('Confirmé');
    expect(text).toContain(sha256(master.mxf));
  });
});
