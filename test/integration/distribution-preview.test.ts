import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SendPrice } from '@masterport/contract';
import { createDb, nowIso, updateMasterFields, type MasterOutput } from '@masterport/data';
import { activatedUser, ApiClient } from './support/client.ts';
import { detailsWhen } from './support/distribution-details.ts';
import { OUTPUTS_BUCKET } from './support/in-process-task.ts';
import { member } from './support/team.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * Issue 28: the wizard's review step (`preview`) says, before Send, what each station would receive,
 * named as its broadcaster names files (the delivery's own builder: the names a real delivery then
 * writes), by which method, what stops it and which house codes it asks; the same checks as Send
 * refuse a mistake with Send's code; another account's masters and drafts are refused.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const letters = { web: `P${suffix}`, houseCodes: `Q${suffix}`, none: `R${suffix}` };
const dm = 'user/account/profile/delivery-method';

interface Preview {
  destinations: {
    call_letters: string;
    owner_name: string;
    method: string | null;
    problem: string | null;
    files: { name: string; size: number | null; kind: string; to_make: boolean }[];
    outputs_to_make: string[];
    house_codes_asked: { unique_id: string; title: string }[];
  }[];
  cost: SendPrice;
}

async function signedIn(label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

async function expectOk(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

async function broadcaster(label: string, station: string, setUp: (client: ApiClient) => Promise<void>) {
  const client = await signedIn(label, 'broadcaster');
  await expectOk(
    client.post('user/call-letters/own/create', { id: station, market: 'Québec', band: 'TV', language: 'fr' }),
  );
  await setUp(client);
}

/** A master as processing leaves it (completed, its outputs in the bucket; processing has its own tests). */
async function readyMaster(
  owner: ApiClient,
  type: 'PUB_TV_WEB' | 'PUB_RADIO',
  uniqueId: string,
  qc: 'PASSED' | 'REJECTED' = 'PASSED',
) {
  const tv = type === 'PUB_TV_WEB';
  const created = await owner.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: type,
    title: tv ? 'Winter Syrup' : 'Radio Syrup',
    unique_id: uniqueId,
    duration: 30,
    language: 'en',
    ratio: '16:9',
    ...(tv ? { audio_type: '8trks', use_video_audio: true, captions_filename: 'spot.scc' } : { audio_type: '2trks' }),
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.master_id;
  const keys = tv ? ['MXF1080_SLATED', 'SLATE_XML_MXF1080_SLATED', 'SCC_CC'] : ['RADIO_MP3_320_24'];
  const outputs: Record<string, MasterOutput> = {};
  for (const key of keys) {
    const filename = `spot_${key}.${key.startsWith('SLATE_XML') ? 'xml' : key.startsWith('MXF') ? 'mxf' : key.startsWith('SCC') ? 'scc' : 'mp3'}`;
    const body = randomBytes(1000);
    const s3Key = `outputs/test/${id}/${filename}`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    outputs[key] = {
      output_key: key,
      category: 'MXF_BROADCAST',
      filename,
      size: body.length,
      created_on: nowIso(),
      metadata: {},
      bucket: 'outputs',
      s3_key: s3Key,
      hash_key: randomBytes(20).toString('base64url'),
      sha256: null,
    };
  }
  await updateMasterFields(db(), id, { status: 'COMPLETED', qc_status: qc, is_running: false, progress: 100, outputs });
  return id;
}

let agency = new ApiClient();
let tvMaster = '';
let radioMaster = '';
let rejectedMaster = '';
const tvUniqueId = `PRV${suffix}TV`;

beforeAll(async () => {
  agency = await signedIn('preview-agency', 'content_creator');
  await broadcaster('preview-web', letters.web, async (client) => {
    await expectOk(client.post(`${dm}/add-notification`, { email: `pw-${suffix.toLowerCase()}@station.test` }));
    await expectOk(client.post(`${dm}/activate`, { method: 'web' }));
    await expectOk(
      client.post('user/account/profile/filename-builder/save', {
        filename_builder: { attributes: ['unique_id', 'title', 'download_suffix'], separator: '_' },
      }),
    );
  });
  await broadcaster('preview-codes', letters.houseCodes, async (client) => {
    await expectOk(client.post(`${dm}/add-notification`, { email: `pc-${suffix.toLowerCase()}@station.test` }));
    await expectOk(client.post(`${dm}/activate`, { method: 'web' }));
    await expectOk(
      client.post(`${dm}/save-specific-house-code-notifications`, {
        emails: [`codes-${suffix.toLowerCase()}@station.test`],
      }),
    );
  });
  await broadcaster('preview-none', letters.none, async () => {});
  tvMaster = await readyMaster(agency, 'PUB_TV_WEB', tvUniqueId);
  radioMaster = await readyMaster(agency, 'PUB_RADIO', `PRV${suffix}RD`);
  rejectedMaster = await readyMaster(agency, 'PUB_TV_WEB', `PRV${suffix}RJ`, 'REJECTED');
}, 120_000);

describe('the review step (preview)', () => {
  it('says per station what it would receive, by which method, named as it names files, what stops it, the house codes it asks, and no charge', async () => {
    // Act
    const answer = await agency.post<Preview>('user/distributions/preview', {
      master_files_ids: [tvMaster],
      call_letters_ids: [letters.web, letters.houseCodes, letters.none],
    });

    // Assess
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const byStation = new Map(answer.body.destinations.map((destination) => [destination.call_letters, destination]));
    const web = byStation.get(letters.web)!;
    expect([web.method, web.problem, web.house_codes_asked]).toEqual(['web', null, []]);
    expect(web.files.map((file) => [file.name, file.kind])).toEqual([
      [`${tvUniqueId}_Winter-Syrup_MXF1080-SLATED.mxf`, 'output'],
      [`${tvUniqueId}_Winter-Syrup_MXF1080-SLATED.xml`, 'slate'],
      // The captions are named as the MXF they play with (issue 32), with their own extension.
      [`${tvUniqueId}_Winter-Syrup_MXF1080-SLATED.scc`, 'output'],
    ]);
    expect(byStation.get(letters.houseCodes)!.house_codes_asked).toEqual([
      { unique_id: tvUniqueId, title: 'Winter Syrup' },
    ]);
    expect([byStation.get(letters.none)!.method, byStation.get(letters.none)!.problem]).toEqual([null, 'no_method']);
    expect(answer.body.cost).toEqual({ currency: 'CAD', total_cents: 0, lines: [] });
  });

  it('names each file as the delivery then names it at the station', async () => {
    // Prepare
    const body = { master_files_ids: [tvMaster], call_letters_ids: [letters.web], redistribute_duplicate: 1 };
    const previewed = await agency.post<Preview>('user/distributions/preview', body);

    // Act
    const sent = await agency.post<{ ref_number: string }>('user/distributions/create', body);
    const delivered = await detailsWhen(agency, sent.body.ref_number, (distribution) =>
      distribution.destinations.every((destination) => destination.state === 'delivered'),
    );

    // Assess
    expect(delivered.destinations[0]!.files.map((file) => file.name)).toEqual(
      previewed.body.destinations[0]!.files.map((file) => file.name),
    );
  });

  it("refuses what Send refuses, with Send's code: masters of different types, a master quality control rejected", async () => {
    // Act
    const mixed = await agency.post('user/distributions/preview', {
      master_files_ids: [tvMaster, radioMaster],
      call_letters_ids: [letters.web],
    });
    const rejected = await agency.post('user/distributions/preview', {
      master_files_ids: [rejectedMaster],
      call_letters_ids: [letters.web],
    });
    const nowhere = await agency.post('user/distributions/preview', { master_files_ids: [tvMaster] });

    // Assess
    expect([mixed.status, mixed.body.code]).toEqual([400, 'distribution_mixed_types']);
    expect([rejected.status, rejected.body.code]).toEqual([400, 'distribution_qc_rejected']);
    expect([nowhere.status, nowhere.body.code]).toEqual([400, 'distribution_no_destination']);
  });

  it("refuses another account's masters and drafts, and a member without the send keys", async () => {
    // Prepare
    const other = await signedIn('preview-other', 'content_creator');
    const draft = await agency.post<{ id: string }>('user/distributions/save', { master_files_ids: [tvMaster] });
    const viewer = await member(agency, ['view_distributions'], 'preview-viewer');

    // Act
    const theirMaster = await other.post('user/distributions/preview', {
      master_files_ids: [tvMaster],
      call_letters_ids: [letters.web],
    });
    const theirDraft = await other.post('user/distributions/preview', {
      id: draft.body.id,
      call_letters_ids: [letters.web],
    });
    const withoutKeys = await viewer.client.post('user/distributions/preview', {
      master_files_ids: [tvMaster],
      call_letters_ids: [letters.web],
    });

    // Assess
    expect([theirMaster.status, theirMaster.body.code]).toEqual([401, 'data_restriction']);
    expect([theirDraft.status, theirDraft.body.code]).toEqual([401, 'data_restriction']);
    expect([withoutKeys.status, withoutKeys.body.code]).toEqual([401, 'user_permission']);
  });
});
