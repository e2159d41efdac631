import { createHash, randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import { receivedSpotRouteTable } from '@masterport/contract';
import { deliverDestination } from '@masterport/core/distributions';
import {
  createDb,
  deleteItem,
  getDestination,
  keys,
  listReceivedSpotDeliveries,
  nowIso,
  receivedSpotId,
  updateMasterFields,
  type MasterOutput,
} from '@masterport/data';
import { activatedUser, ApiClient } from './support/client.ts';
import { detailsWhen } from './support/distribution-details.ts';
import { OUTPUTS_BUCKET, useLocalCloudForTask } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * The station's inbox (issue 28): an agency sends a TV master to a broadcaster's call letters; the
 * broadcaster finds it among its received spots, downloads a file, acknowledges it, and the agency
 * sees who did what on its distribution's page. Nobody else sees any of it.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const suffix = Date.now().toString(36).slice(-5).toUpperCase();
const station = `R${suffix}`;
const mxf = randomBytes(64 * 1024 + 7);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Row = { id: string; call_letters: string; state: string; title: string; unique_id: string; ref_number: string };
type List = { received_spots: Row[]; cursor: string | null; call_letters: string[] };
type Spot = Row & {
  files: { file_id: string; name: string; size: number; sha256: string | null; kind: string }[];
  loudness: number | null;
  traffic_instructions: string;
  downloaded: { by_name: string; on: string } | null;
  acknowledged: { by_name: string; on: string; note: string } | null;
  replaced_by: string | null;
  history: { event: string; by_name: string; detail: string }[];
};
type Receipt = { master_file_id: string; state: string; downloaded: unknown; acknowledged: unknown };

let agency: ApiClient;
let broadcaster: ApiClient;
let masterId = '';
let uniqueId = '';

async function signedIn(label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

async function expectOk<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A TV master as processing leaves it (its outputs made here, not encoded: processing has its own tests). */
async function readyTvMaster(title: string) {
  uniqueId = `RCV${suffix}00H`.slice(0, 12);
  const created = await expectOk(
    agency.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_TV_WEB',
      title,
      unique_id: uniqueId,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '8trks',
      use_video_audio: true,
      announcer: 'Harbour Bakery',
      agency: 'Quay Agency',
      product: 'Sourdough',
      captions_filename: 'spot.scc',
    }),
  );
  const id = created.master_id;
  const output = async (key: string, filename: string, body: Buffer, metadata: MasterOutput['metadata'] = {}) => {
    const s3Key = `outputs/test/${id}/${filename}`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    const made: MasterOutput = {
      output_key: key,
      category: 'MXF_BROADCAST',
      filename,
      size: body.length,
      created_on: nowIso(),
      metadata,
      bucket: 'outputs',
      s3_key: s3Key,
      hash_key: randomBytes(20).toString('base64url'),
      sha256: key === 'MXF1080_SLATED' ? sha256(body) : null,
    };
    return [key, made] as const;
  };
  const outputs = Object.fromEntries(
    await Promise.all([
      output('MXF1080_SLATED', 'spot_MXF1080_SLATED.mxf', mxf, { loudness_lkfs: -23.9, true_peak_dbtp: -2.5 }),
      output('SLATE_XML_MXF1080_SLATED', 'spot_MXF1080_SLATED.xml', Buffer.from('<slate/>')),
      output('SCC_CC', 'spot_SCC_CC.scc', Buffer.from('Scenarist_SCC V1.0\n')),
    ]),
  );
  await updateMasterFields(db(), id, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs,
  });
  return id;
}

/** Sends the master to the station and waits for its delivery, as the agency's page shows it. */
async function sendAndWait(notes: string) {
  const sent = await expectOk(
    agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [station],
      notes,
      redistribute_duplicate: 1,
    }),
  );
  const details = await detailsWhen(agency, sent.ref_number, (distribution) =>
    distribution.destinations.every((destination) => destination.state === 'delivered'),
  );
  return { id: sent.id, ref: sent.ref_number, details };
}

const inbox = (client: ApiClient, filters: Record<string, unknown> = {}) =>
  client.post<List>('user/distributions/received/get-list', filters);

beforeAll(async () => {
  useLocalCloudForTask();
  agency = await signedIn('inbox-agency', 'content_creator');
  broadcaster = await signedIn('inbox-station', 'broadcaster');
  await expectOk(
    broadcaster.post('user/call-letters/own/create', { id: station, market: 'Halifax', band: 'TV', language: 'en' }),
  );
  const dm = 'user/account/profile/delivery-method';
  await expectOk(broadcaster.post(`${dm}/add-notification`, { email: `inbox-${suffix.toLowerCase()}@station.test` }));
  await expectOk(broadcaster.post(`${dm}/activate`, { method: 'web' }));
  masterId = await readyTvMaster('Harbour morning');
}, 120_000);

describe("a station's received spots", () => {
  let first = { id: '', ref: '' };
  let spotId = '';

  it('lists a spot delivered to the station’s call letters, with the slate, the files as named for it and the traffic instructions', async () => {
    // Prepare
    const before = await expectOk(inbox(broadcaster));

    // Act
    first = await sendAndWait('Air from Monday, rotate evenly.');
    const after = await expectOk(inbox(broadcaster));
    spotId = after.received_spots[0]!.id;
    const spot = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>(`user/distributions/received/get-details`, { id: spotId }),
      )
    ).received_spot;

    // Assess
    expect(before.received_spots).toEqual([]);
    expect(after.call_letters).toEqual([station]);
    expect(
      after.received_spots.map((row) => [row.call_letters, row.state, row.title, row.unique_id, row.ref_number]),
    ).toEqual([[station, 'arrived', 'Harbour morning', uniqueId, first.ref]]);
    expect(spot.traffic_instructions).toBe('Air from Monday, rotate evenly.');
    expect(spot.loudness).toBe(-23.9);
    const mxfFile = spot.files.find((file) => file.name.endsWith('.mxf'));
    expect(mxfFile).toMatchObject({ size: mxf.length, sha256: sha256(mxf), kind: 'master' });
    expect(spot.history.map((event) => event.event)).toEqual(['sent', 'delivered']);
  });

  it('finds it by search and filters, and not by a word it lacks', async () => {
    // Act
    const found = await Promise.all(
      [
        { search: 'harbour bakery' },
        { search: 'QUAY' },
        { search: uniqueId.toLowerCase() },
        { call_letters: station },
        { state: 'arrived', master_type: 'PUB_TV_WEB' },
        { from_date: nowIso().slice(0, 10) },
      ].map(async (filters) => (await expectOk(inbox(broadcaster, filters))).received_spots.map((row) => row.id)),
    );
    const missed = await expectOk(inbox(broadcaster, { search: 'croissant' }));
    const otherState = await expectOk(inbox(broadcaster, { state: 'acknowledged' }));
    const earlier = await expectOk(inbox(broadcaster, { to_date: '2020-01-01' }));

    // Assess
    for (const ids of found) expect(ids).toEqual([spotId]);
    expect([missed.received_spots, otherState.received_spots, earlier.received_spots]).toEqual([[], [], []]);
  });

  it('records one received spot when the completion is replayed twice at the same moment', async () => {
    // Prepare: the recorded spot is gone, as if the task had stopped between the delivery and the inbox.
    const destination = (await getDestination(db(), first.id, station))!;
    const id = receivedSpotId(first.id, station, destination.run, masterId);
    await deleteItem(db(), keys.receivedSpot(id));

    // Act
    await Promise.all([
      deliverDestination(first.id, station, destination.run),
      deliverDestination(first.id, station, destination.run),
    ]);
    const deliveries = await listReceivedSpotDeliveries(db(), station, keys.receivedSpotIdentity(uniqueId, masterId));

    // Assess
    expect(deliveries.filter((spot) => spot.id === id)).toHaveLength(1);
    expect(deliveries.filter((spot) => spot.distribution_id === first.id)).toHaveLength(1);
  });

  it('records a download and an acknowledgement, who and when, and shows them to the sender', async () => {
    // Prepare
    const spot = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>('user/distributions/received/get-details', { id: spotId }),
      )
    ).received_spot;
    const mxfFile = spot.files.find((file) => file.name.endsWith('.mxf'))!;

    // Act
    const link = await expectOk(
      broadcaster.post<{ download_url: string }>('user/distributions/received/get-download-url', {
        id: spotId,
        file_id: mxfFile.file_id,
      }),
    );
    const fetched = await fetch(link.download_url);
    const bytes = Buffer.from(await fetched.arrayBuffer());
    const downloaded = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>('user/distributions/received/get-details', { id: spotId }),
      )
    ).received_spot;
    const acknowledged = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>('user/distributions/received/acknowledge', {
          id: spotId,
          note: 'In traffic as H-1042',
        }),
      )
    ).received_spot;
    const senderView = await expectOk(
      agency.get<{ distribution: { destinations: { call_letters: string; receipts: Receipt[] }[] } }>(
        `user/distributions/get-details/${first.ref}/en`,
      ),
    );

    // Assess
    expect(sha256(bytes)).toBe(sha256(mxf));
    expect(fetched.headers.get('content-disposition')).toContain(mxfFile.name);
    expect(downloaded.state).toBe('downloaded');
    expect(downloaded.downloaded?.by_name).toBeTruthy();
    expect(downloaded.history.at(-1)).toMatchObject({ event: 'downloaded', detail: mxfFile.name });
    expect(acknowledged.state).toBe('acknowledged');
    expect(acknowledged.acknowledged).toMatchObject({ note: 'In traffic as H-1042' });
    expect(senderView.distribution.destinations[0]!.receipts).toEqual([
      {
        master_file_id: masterId,
        state: 'acknowledged',
        downloaded: { by_name: downloaded.downloaded!.by_name, on: downloaded.downloaded!.on },
        acknowledged: {
          by_name: acknowledged.acknowledged!.by_name,
          on: acknowledged.acknowledged!.on,
          note: 'In traffic as H-1042',
        },
      },
    ]);
  });

  it('marks the earlier delivery replaced when the same spot is delivered again', async () => {
    // Act
    const second = await sendAndWait('Replaces the earlier copy.');
    const rows = (await expectOk(inbox(broadcaster))).received_spots;
    const earlier = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>('user/distributions/received/get-details', { id: spotId }),
      )
    ).received_spot;

    // Assess
    expect(rows.map((row) => [row.ref_number, row.state])).toEqual([
      [second.ref, 'arrived'],
      [first.ref, 'replaced'],
    ]);
    expect(earlier.replaced_by).toBe(rows[0]!.id);
  });

  it("keeps another account out of every call that takes a received spot's id (calls generated from the route table)", async () => {
    // Prepare: the sender itself and an unrelated broadcaster; the fields each route takes, filled with the station's own.
    const stranger = await signedIn('inbox-stranger', 'broadcaster');
    const owned: Record<string, unknown> = { id: spotId, file_id: 'file-1', note: 'not mine' };
    const shapeOf = (schema: z.ZodType) =>
      schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
    const routes = Object.values(receivedSpotRouteTable).filter((route) => 'id' in shapeOf(route.body));
    const tried: string[] = [];

    // Act
    const answers: unknown[] = [];
    for (const client of [agency, stranger])
      for (const route of routes) {
        const body = Object.fromEntries(Object.keys(shapeOf(route.body)).map((name) => [name, owned[name]]));
        const answer = await client.post(route.path, body);
        answers.push([route.path, answer.status, answer.body.code]);
        tried.push(route.path);
      }
    const theirInbox = await expectOk(inbox(stranger));
    const agencyInbox = await expectOk(inbox(agency));
    const after = (
      await expectOk(
        broadcaster.post<{ received_spot: Spot }>('user/distributions/received/get-details', { id: spotId }),
      )
    ).received_spot;

    // Assess
    expect(answers).toEqual(
      [agency, stranger].flatMap(() => routes.map((route) => [route.path, 401, 'data_restriction'])),
    );
    expect(new Set(tried)).toEqual(
      new Set([
        'user/distributions/received/get-details',
        'user/distributions/received/get-download-url',
        'user/distributions/received/acknowledge',
      ]),
    );
    expect([theirInbox.received_spots, agencyInbox.received_spots]).toEqual([[], []]);
    expect(after.acknowledged?.note).toBe('In traffic as H-1042');
  });

  it("answers an unknown received spot in the catalogue's words", async () => {
    const unknown = await broadcaster.post('user/distributions/received/get-details', { id: 'nothing-here-0000' });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'no_received_spot']);
  });
});
