import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { distributionRouteTable, masterDistributionRouteTable } from '@masterport/contract';
import {
  createDb,
  getDestination,
  getDistribution,
  nowIso,
  putDestination,
  putDistribution,
  updateMasterFields,
  type MasterOutput,
} from '@masterport/data';
import * as z from 'zod';
import { readPdf } from '@masterport/core/documents';
import { LOCAL_STATION_S3_KEYS } from '@masterport/local';
import { OUTPUTS_BUCKET } from './support/in-process-task.ts';
import { activatedUser, ApiClient, linkIn, mailsTo } from './support/client.ts';
import {
  detailsWhen as detailsOf,
  redistributeAndSettle,
  settled,
  type Details,
} from './support/distribution-details.ts';
import { startStationFtp, type StationFtp } from './support/ftp-server.ts';
import { member } from './support/team.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * Distributions end to end: an agency sends a TV master to three stations of three broadcasters,
 * each receiving its own way (an FTP server, an S3 bucket of the station's own keys, a web link),
 * named by its own pattern, with its own XML slate; the files really arrive and are checked there.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const stationS3 = localS3(LOCAL_STATION_S3_KEYS);
const FTP_PASSWORD = 'station-ftp-password-1';
const STATION_BUCKET = `station-${Date.now().toString(36)}`;
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const letters = { ftp: `F${suffix}`, s3: `S${suffix}`, web: `W${suffix}`, web2: `V${suffix}` };
const houseCodeStation = `H${suffix}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let ftp: StationFtp;
let agency = new ApiClient();
let agencyEmail = '';
const files = {
  mxf: randomBytes(6 * 1024 * 1024 + 123),
  scc: Buffer.from('Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n'),
};
let masterId = '';

async function signedIn(label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return { client, email: user.email };
}

async function broadcaster(label: string, station: string, method: (client: ApiClient) => Promise<void>) {
  const { client } = await signedIn(label, 'broadcaster');
  const created = await client.post('user/call-letters/own/create', {
    id: station,
    market: 'Montréal',
    band: 'TV',
    language: 'fr',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await method(client);
  return client;
}

const dm = 'user/account/profile/delivery-method';
async function expectOk(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** A TV master as processing leaves it: completed, its outputs in the outputs bucket (made here, not encoded: processing has its own tests). */
async function readyTvMaster() {
  const created = await agency.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_TV_WEB',
    title: 'Érable d’hiver',
    unique_id: `MAPL${suffix}0000H`.slice(0, 12),
    duration: 30,
    language: 'fr',
    ratio: '16:9',
    audio_type: '8trks',
    use_video_audio: true,
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
    captions_filename: 'spot.scc',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.master_id;
  const output = async (
    key: string,
    filename: string,
    body: Buffer,
    metadata: MasterOutput['metadata'] = {},
  ): Promise<[string, MasterOutput]> => {
    const s3Key = `outputs/test/${id}/${filename}`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    // The MXF carries the SHA-256 processing records (a delivery then only compares it), the others none (they are hashed as they are sent).
    const sha256 = key === 'MXF1080_SLATED' ? createHash('sha256').update(body).digest('hex') : null;
    return [
      key,
      {
        output_key: key,
        category: 'MXF_BROADCAST',
        filename,
        size: body.length,
        created_on: nowIso(),
        metadata,
        bucket: 'outputs',
        s3_key: s3Key,
        hash_key: randomBytes(20).toString('base64url'),
        sha256,
      },
    ];
  };
  const outputs = Object.fromEntries(
    await Promise.all([
      output('MXF1080_SLATED', 'spot_MXF1080_SLATED.mxf', files.mxf, {
        loudness_lkfs: -24.1,
        true_peak_dbtp: -3.2,
        width: 1920,
        height: 1080,
        video_codec: 'mpeg2video',
      }),
      output('SLATE_XML_MXF1080_SLATED', 'spot_MXF1080_SLATED.xml', Buffer.from('<slate/>')),
      output('SCC_CC', 'spot_SCC_CC.scc', files.scc),
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

beforeAll(async () => {
  // The station's server offers HASH (SHA-256): deliveries compare its checksum with the file's.
  ftp = await startStationFtp({ security: 'none', username: 'station', password: FTP_PASSWORD, hashAnswers: 'sha256' });
  await stationS3.send(new CreateBucketCommand({ Bucket: STATION_BUCKET }));
  ({ client: agency, email: agencyEmail } = await signedIn('agency', 'content_creator'));
  await broadcaster('ftp-station', letters.ftp, async (client) => {
    await expectOk(
      client.post(`${dm}/save`, {
        method: 'ftp',
        settings: {
          host: '127.0.0.1',
          port: ftp.port,
          security: 'none',
          verify_certificate: true,
          target_folder: '/incoming/spots',
        },
      }),
    );
    await expectOk(
      client.post(`${dm}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD }),
    );
    await expectOk(client.post(`${dm}/activate`, { method: 'ftp' }));
    await expectOk(client.post(`${dm}/add-notification`, { email: `ftp-${suffix.toLowerCase()}@station.test` }));
    await expectOk(
      client.post('user/account/profile/filename-builder/save', {
        filename_builder: { attributes: ['unique_id', 'title', 'download_suffix'], separator: '_' },
      }),
    );
    await expectOk(
      client.post('user/account/profile/xml-slate-builder/save', {
        xml_slate_builder: { attributes: ['title', 'unique_id'] },
      }),
    );
  });
  await broadcaster('s3-station', letters.s3, async (client) => {
    await expectOk(
      client.post(`${dm}/save`, {
        method: 's3',
        settings: { bucket: STATION_BUCKET, region: 'us-east-1', prefix: 'masterport', authentication: 'keys' },
      }),
    );
    await expectOk(
      client.post(`${dm}/save-credentials`, {
        method: 's3',
        access_key_id: LOCAL_STATION_S3_KEYS.accessKeyId,
        secret_access_key: LOCAL_STATION_S3_KEYS.secretAccessKey,
      }),
    );
    await expectOk(client.post(`${dm}/activate`, { method: 's3' }));
    await expectOk(
      client.post('user/account/profile/filename-builder/save', {
        filename_builder: { attributes: ['agency', 'unique_id', 'download_suffix'], separator: '-' },
      }),
    );
  });
  await broadcaster('web-station', letters.web, async (client) => {
    await expectOk(
      client.post('user/call-letters/own/create', { id: letters.web2, market: 'Laval', band: 'TV', language: 'en' }),
    );
    await expectOk(client.post(`${dm}/add-notification`, { email: `web-${suffix.toLowerCase()}@station.test` }));
    await expectOk(client.post(`${dm}/activate`, { method: 'web' }));
  });
  await broadcaster('house-code-station', houseCodeStation, async (client) => {
    await expectOk(client.post(`${dm}/add-notification`, { email: `hc-${suffix.toLowerCase()}@station.test` }));
    await expectOk(client.post(`${dm}/activate`, { method: 'web' }));
    await expectOk(
      client.post(`${dm}/save-specific-house-code-notifications`, {
        emails: [`codes-${suffix.toLowerCase()}@station.test`],
      }),
    );
    await expectOk(
      client.post('user/account/profile/filename-builder/save', {
        filename_builder: { attributes: ['house_code', 'title'], separator: '_' },
      }),
    );
  });
  masterId = await readyTvMaster();
}, 120_000);

afterAll(async () => {
  await ftp?.close();
});

const detailsWhen = (ref: string, done: (details: Details['distribution']) => boolean, timeoutMs?: number) =>
  detailsOf(agency, ref, done, timeoutMs);

/** The e-mail leaves just after the state is recorded: wait for it as a person refreshing the inbox would. */
async function mailWhen(address: string, matches: (mail: Awaited<ReturnType<typeof mailsTo>>[number]) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await mailsTo(address)).findLast(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${address}`);
}

describe('distributions', () => {
  let ref = '';
  let distributionId = '';

  it("refuses an empty distribution and one without stations, in the catalogue's words", async () => {
    const empty = await agency.post('user/distributions/create', { call_letters_ids: [letters.ftp] });
    expect([empty.status, empty.body.code]).toEqual([400, 'distribution_empty']);
    const nowhere = await agency.post('user/distributions/create', { master_files_ids: [masterId] });
    expect([nowhere.status, nowhere.body.code]).toEqual([400, 'distribution_no_destination']);
    const unknown = await agency.post<{ details?: string[] }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.ftp, 'ZZZQ9'],
    });
    expect([unknown.status, unknown.body.code, unknown.body.details]).toEqual([400, 'unknown_call_letters', ['ZZZQ9']]);
    const past = await agency.post('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.ftp],
      distribution_date: '2020-01-01T10:00:00Z',
    });
    expect(past.body.code).toBe('distribution_date_past');
  });

  it("refuses a master in a processing run or in cold storage, sent new or from a saved draft, in the catalogue's words (whyNotSendable)", async () => {
    // Prepare: the master as a new run leaves it, then as archiving and unarchiving leave it; a draft that carries it.
    const draft = await agency.post<{ id: string }>('user/distributions/save', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.ftp],
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const send = { master_files_ids: [masterId], call_letters_ids: [letters.ftp] };
    const refusals = async () => {
      const created = await agency.post<{ details?: string[] }>('user/distributions/create', send);
      const fromDraft = await agency.post('user/distributions/create', { ...send, id: draft.body.id });
      return [created.status, created.body.code, fromDraft.status, fromDraft.body.code];
    };
    try {
      // Act
      await updateMasterFields(db(), masterId, { is_running: true, status: 'MXF_SLATED' });
      const running = await refusals();
      await updateMasterFields(db(), masterId, {
        is_running: false,
        status: 'COMPLETED',
        archived: true,
        archive_status: 'archived',
      });
      const archived = await refusals();
      await updateMasterFields(db(), masterId, { archive_status: 'unarchiving' });
      const unarchiving = await refusals();

      // Assess
      expect(running).toEqual([400, 'master_busy', 400, 'master_busy']);
      expect(archived).toEqual([400, 'master_archived', 400, 'master_archived']);
      expect(unarchiving).toEqual([400, 'master_busy', 400, 'master_busy']);
    } finally {
      await updateMasterFields(db(), masterId, {
        is_running: false,
        status: 'COMPLETED',
        archived: false,
        archive_status: null,
      });
      await agency.post('user/distributions/delete', { id: draft.body.id });
    }
  });

  it('saves a draft and resumes it', async () => {
    const saved = await agency.post<{ id: string; ref_number: string }>('user/distributions/save', {
      agency: 'North Agency',
      notes: 'Winter campaign',
      master_files_ids: [masterId],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const edit = await agency.post<{ distribution: { notes: string; master_files_ids: string[] } }>(
      'user/distributions/get-edit',
      { id: saved.body.id },
    );
    expect(edit.body.distribution).toMatchObject({ notes: 'Winter campaign', master_files_ids: [masterId] });
    distributionId = saved.body.id;
    ref = saved.body.ref_number;
  });

  it('sends to three stations, each receiving its files its own way, named its way, and checked there', async () => {
    const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      id: distributionId,
      agency: 'North Agency',
      advertiser: 'Maple Foods',
      notes: 'Winter campaign',
      master_files_ids: [masterId],
      call_letters_ids: [letters.ftp, letters.s3, letters.web],
      report_email: `report-${suffix.toLowerCase()}@agency.test`,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.ref_number).toBe(ref);
    const done = await detailsWhen(
      ref,
      (distribution) => distribution.destinations.every(settled) && distribution.distribution_type === 'completed',
    );
    const byLetters = new Map(done.destinations.map((destination) => [destination.call_letters, destination]));
    for (const destination of done.destinations)
      expect([destination.call_letters, destination.state, destination.problem]).toEqual([
        destination.call_letters,
        'delivered',
        null,
      ]);

    // FTP: the station's pattern (unique ID, title, suffix; accents dropped), into the folder it named, made on the way.
    const ftpNames = ftp.filesIn('incoming/spots').sort();
    expect(ftpNames).toEqual(
      [
        `MAPL${suffix}0000H`.slice(0, 12) + '_Erable-d-hiver_MXF1080-SLATED.mxf',
        `MAPL${suffix}0000H`.slice(0, 12) + '_Erable-d-hiver_MXF1080-SLATED.xml',
        // The captions take the name of the MXF they play with (issue 32).
        `MAPL${suffix}0000H`.slice(0, 12) + '_Erable-d-hiver_MXF1080-SLATED.scc',
      ].sort(),
    );
    const mxfName = ftpNames.find((name) => name.endsWith('.mxf'))!;
    expect(sha256(readFileSync(join(ftp.root, 'incoming/spots', mxfName)))).toBe(sha256(files.mxf));
    const xml = readFileSync(
      join(
        ftp.root,
        'incoming/spots',
        ftpNames.find((name) => name.endsWith('.xml'))!,
      ),
      'utf8',
    );
    expect(xml).toContain('Érable d’hiver');
    expect(xml).not.toContain('Maple Foods'); // the station's XML slate leaves the advertiser out
    const ftpFiles = byLetters.get(letters.ftp)!.files;
    expect(ftpFiles.find((file) => file.name === mxfName)).toMatchObject({
      size: files.mxf.length,
      sha256: sha256(files.mxf),
      verified_by: 'size_sha256',
    });

    // S3: under its prefix, its pattern, bytes equal, confirmed by size and the SHA-256 checksum S3 keeps.
    const listed = await stationS3.send(new ListObjectsV2Command({ Bucket: STATION_BUCKET, Prefix: 'masterport/' }));
    const keys = (listed.Contents ?? []).map((object) => object.Key!).sort();
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key.startsWith('masterport/North-Agency-'))).toBe(true);
    const mxfObject = await stationS3.send(
      new GetObjectCommand({ Bucket: STATION_BUCKET, Key: keys.find((key) => key.endsWith('.mxf')) }),
    );
    expect(sha256(Buffer.from(await mxfObject.Body!.transformToByteArray()))).toBe(sha256(files.mxf));
    expect(byLetters.get(letters.s3)!.files.every((file) => file.verified_by === 'size_sha256')).toBe(true);

    // Web: the station is e-mailed its page, which lists its files and gives each a working link.
    const web = byLetters.get(letters.web)!;
    expect(web.link).not.toBeNull();
    const mail = await mailWhen(`web-${suffix.toLowerCase()}@station.test`, (found) =>
      found.subject.includes(letters.web),
    );
    expect(mail.body.text).toContain(`/d/${encodeURIComponent(web.link!.created_on)}/${web.link!.hash_key}`);
    const page = await new ApiClient().get<{
      distribution: { files: { file_id: string; name: string; size: number }[] };
    }>(`distributions/get-details/${web.link!.created_on}/${web.link!.hash_key}`);
    expect(page.status).toBe(200);
    const mxfFile = page.body.distribution.files.find((file) => file.name.endsWith('.mxf'))!;
    const url = await new ApiClient().get<{ download_url: string }>(
      `distributions/get-download-url/${web.link!.created_on}/${web.link!.hash_key}/${mxfFile.file_id}`,
    );
    const downloaded = Buffer.from(await (await fetch(url.body.download_url)).arrayBuffer());
    expect(sha256(downloaded)).toBe(sha256(files.mxf));
    const certificate = await new ApiClient().bytes(
      `distributions/download/${web.link!.created_on}/${web.link!.hash_key}`,
    );
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    const certificateText = (await readPdf(certificate.bytes)).text;
    expect(certificateText).toContain('Rapport de livraison'); // in the station's language
    expect(certificateText).toContain(letters.web);
    expect(certificateText).not.toContain(letters.ftp); // its own destination only
    const guessed = await new ApiClient().get(
      `distributions/get-details/${web.link!.created_on}/${randomBytes(20).toString('base64url')}`,
    );
    expect(guessed.status).toBe(404);

    // The FTP station was told what arrived; the agency's report address got the summary.
    expect((await mailWhen(`ftp-${suffix.toLowerCase()}@station.test`, () => true)).body.text).toContain(mxfName);
    expect((await mailWhen(`report-${suffix.toLowerCase()}@agency.test`, () => true)).subject).toContain('3 of 3');
  }, 120_000);

  it('resumes a file cut short at the station instead of sending it again from zero, and never delivers twice', async () => {
    const mxfName = ftp.filesIn('incoming/spots').find((name) => name.endsWith('.mxf'))!;
    const path = join(ftp.root, 'incoming/spots', mxfName);
    truncateSync(path, 1024 * 1024); // the connection dropped after 1 MB
    const linesBefore = ftp.logLines.length;
    const done = await redistributeAndSettle(agency, { id: distributionId, ref }, letters.ftp, 'completed');
    expect(done.destinations.find((destination) => destination.call_letters === letters.ftp)?.state).toBe('delivered');
    expect(statSync(path).size).toBe(files.mxf.length);
    expect(sha256(readFileSync(path))).toBe(sha256(files.mxf));
    // The MXF was continued (APPE), not stored anew from zero (STOR); the whole files were only checked.
    const commands = ftp.logLines
      .slice(linesBefore)
      .map((line) => /"directive":"([A-Z]+)"/.exec(line)?.[1])
      .filter(Boolean);
    expect(commands).toContain('APPE');
    expect(commands).not.toContain('STOR');
  }, 120_000);

  it("adds a station to a distribution already sent, delivered at once; lists its stations and their broadcasters' contacts", async () => {
    const added = await agency.post<Details>('user/distributions/destination/save-call-letters', {
      distribution_id: distributionId,
      call_letters: [letters.web2],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const done = await detailsWhen(
      ref,
      (distribution) =>
        distribution.destinations.length === 4 &&
        distribution.destinations.every(settled) &&
        distribution.distribution_type === 'completed',
    );
    expect(done.destinations.find((destination) => destination.call_letters === letters.web2)?.state).toBe('delivered');
    const again = await agency.post('user/distributions/destination/save-call-letters', {
      distribution_id: distributionId,
      call_letters: [letters.web2],
    });
    expect(again.body.code).toBe('duplicate_call_letter');
    const stations = await agency.post<{ call_letters_list: { call_letters: string; state: string }[] }>(
      'user/distributions/destination/get-call-letters',
      { distribution_id: distributionId },
    );
    expect(stations.body.call_letters_list.map((entry) => entry.call_letters).sort()).toEqual(
      Object.values(letters).sort(),
    );
    const contacts = await agency.post<{ contacts_list: { email: string }[] }>(
      'user/distributions/destination/get-contacts',
      { distribution_id: distributionId, call_letters: letters.web },
    );
    expect(contacts.body.contacts_list).toEqual([{ email: `web-${suffix.toLowerCase()}@station.test` }]);
    const known = await agency.post<{ emails: string[] }>('user/distributions/search-notifications', {
      query: 'report-',
    });
    expect(known.body.emails).toEqual([`report-${suffix.toLowerCase()}@agency.test`]);
  }, 120_000);

  it('starts a scheduled distribution at its time, and one deleted before its time never starts', async () => {
    const at = new Date(Date.now() + 4000);
    const scheduled = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.web],
      distribution_date: at.toISOString(),
      redistribute_duplicate: 1,
      notes: 'scheduled',
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    const waiting = await agency.get<Details>(`user/distributions/get-details/${scheduled.body.ref_number}/en`);
    expect(waiting.body.distribution).toMatchObject({ distribution_type: 'upcoming' });
    expect(waiting.body.distribution.destinations[0]?.state).toBe('waiting');
    const cancelled = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.web2],
      distribution_date: at.toISOString(),
      redistribute_duplicate: 1,
    });
    expect((await agency.post('user/distributions/delete', { id: cancelled.body.id })).status).toBe(200);
    const done = await detailsWhen(
      scheduled.body.ref_number,
      (distribution) => distribution.distribution_type === 'completed',
      30_000,
    );
    expect(new Date(done.destinations[0]!.delivered_on!).getTime()).toBeGreaterThanOrEqual(at.getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const mails = await mailsTo(`web-${suffix.toLowerCase()}@station.test`);
    expect(mails.some((mail) => mail.body.text?.includes(cancelled.body.ref_number))).toBe(false);
    expect((await agency.get(`user/distributions/get-details/${cancelled.body.ref_number}/en`)).body.code).toBe(
      'no_distribution',
    );
  }, 60_000);

  it("waits for a station's house codes, asked by e-mail, then delivers files named with them", async () => {
    const sent = await agency.post<{ ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [houseCodeStation],
      redistribute_duplicate: 1,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const waiting = await detailsWhen(
      sent.body.ref_number,
      (distribution) => distribution.destinations[0]?.state === 'waiting_housecode',
    );
    expect(waiting.distribution_type).toBe('ongoing');
    const mail = await mailWhen(`codes-${suffix.toLowerCase()}@station.test`, (found) =>
      found.subject.includes(houseCodeStation),
    );
    const [, createdOn = '', hashKey = ''] = /\/dhc\/([^/\s]+)\/([A-Za-z0-9_-]+)/.exec(mail.body.text ?? '') ?? [];
    const station = new ApiClient();
    const page = await station.get<{
      distribution: { waiting_housecode: boolean; masters: { id: string }[]; files: unknown[] };
    }>(`distributions/get-details/${createdOn}/${hashKey}`);
    expect(page.body.distribution).toMatchObject({ waiting_housecode: true, masters: [{ id: masterId }], files: [] });
    const tooShort = await station.post('distributions/save-housecode', {
      created_on: decodeURIComponent(createdOn),
      hash_key: hashKey,
      house_codes: [{ master_file_id: masterId, house_code: 'H1' }],
    });
    expect([tooShort.status, tooShort.body.fields?.['house_codes.0.house_code']]).toEqual([400, 'house_code_format']);
    const saved = await station.post('distributions/save-housecode', {
      created_on: decodeURIComponent(createdOn),
      hash_key: hashKey,
      house_codes: [{ master_file_id: masterId, house_code: 'hc-4471' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const done = await detailsWhen(
      sent.body.ref_number,
      (distribution) =>
        distribution.destinations[0]?.state === 'delivered' && distribution.distribution_type === 'completed',
    );
    expect(done.destinations[0]!.files.map((file) => file.name).sort()).toEqual([
      'HC-4471_Erable-d-hiver.mxf',
      'HC-4471_Erable-d-hiver.scc',
      'HC-4471_Erable-d-hiver.xml',
    ]);
  }, 120_000);

  it("lets the sender give a station's house code from the master page, which sends the waiting files named with it", async () => {
    const sent = await agency.post<{ ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [houseCodeStation],
      redistribute_duplicate: 1,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await detailsWhen(
      sent.body.ref_number,
      (distribution) => distribution.destinations[0]?.state === 'waiting_housecode',
    );
    const hc = 'user/master-files/house-code';

    const listed = await agency.post<{ destinations: { ref_number: string; call_letters: string; state: string }[] }>(
      `${hc}/get-distribution-data`,
      { master_file_id: masterId },
    );
    const before = await agency.post<{ stations: { call_letters: string; waiting: boolean }[] }>(`${hc}/get`, {
      master_file_id: masterId,
    });
    const notWaiting = await agency.post(`${hc}/save`, {
      master_file_id: masterId,
      call_letters: letters.ftp,
      house_code: 'FT-1234',
    });
    const own = await agency.post<{ house_code: string }>(`${hc}/save`, {
      master_file_id: masterId,
      house_code: 'ag-2040',
    });
    const given = await agency.post<{ stations: { call_letters: string; house_code: string; waiting: boolean }[] }>(
      `${hc}/save`,
      { master_file_id: masterId, call_letters: houseCodeStation, house_code: 'hc-9000' },
    );
    const done = await detailsWhen(
      sent.body.ref_number,
      (distribution) => distribution.destinations[0]?.state === 'delivered',
    );

    expect(listed.body.destinations).toContainEqual(
      expect.objectContaining({
        ref_number: sent.body.ref_number,
        call_letters: houseCodeStation,
        state: 'waiting_housecode',
      }),
    );
    expect(before.body.stations).toContainEqual(
      expect.objectContaining({ call_letters: houseCodeStation, waiting: true }),
    );
    expect([notWaiting.status, notWaiting.body.fields?.call_letters]).toEqual([400, 'not_waiting']);
    expect(own.body.house_code).toBe('AG-2040');
    expect(given.body.stations).toContainEqual({
      call_letters: houseCodeStation,
      house_code: 'HC-9000',
      waiting: false,
    });
    expect(done.destinations[0]!.files.map((file) => file.name).sort()).toEqual([
      'HC-9000_Erable-d-hiver.mxf',
      'HC-9000_Erable-d-hiver.scc',
      'HC-9000_Erable-d-hiver.xml',
    ]);
  }, 120_000);

  it("compares the station's checksum: a kept copy that differs is sent again whole, a file that still differs ends in error", async () => {
    const mxfName = ftp.filesIn('incoming/spots').find((name) => name.endsWith('.mxf'))!;
    const path = join(ftp.root, 'incoming/spots', mxfName);
    const corrupted = readFileSync(path);
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 1) ^ 0xff, corrupted.length - 1); // the same size, not the same file
    writeFileSync(path, corrupted);
    const linesBefore = ftp.logLines.length;
    const resent = await redistributeAndSettle(agency, { id: distributionId, ref }, letters.ftp, 'completed');
    expect(resent.destinations.find((destination) => destination.call_letters === letters.ftp)).toMatchObject({
      state: 'delivered',
      problem: null,
    });
    expect(sha256(readFileSync(path))).toBe(sha256(files.mxf));
    const commands = ftp.logLines
      .slice(linesBefore)
      .map((line) => /"directive":"([A-Z]+)"/.exec(line)?.[1])
      .filter(Boolean);
    expect(commands).toEqual(expect.arrayContaining(['HASH', 'DELE', 'STOR']));

    ftp.hashAnswers = 'wrong';
    try {
      const refused = await redistributeAndSettle(
        agency,
        { id: distributionId, ref },
        letters.ftp,
        'completed_with_errors',
      );
      expect(refused.destinations.find((destination) => destination.call_letters === letters.ftp)).toMatchObject({
        state: 'error',
        problem: 'verification',
      });
    } finally {
      ftp.hashAnswers = 'sha256';
    }
    const again = await redistributeAndSettle(agency, { id: distributionId, ref }, letters.ftp, 'completed');
    expect(again.destinations.find((destination) => destination.call_letters === letters.ftp)).toMatchObject({
      state: 'delivered',
      problem: null,
    });
  }, 120_000);

  it('ends in error with a reason a person understands when the password is wrong, and delivers once it is fixed and sent again', async () => {
    const stranger = await broadcaster('wrong-password', `X${suffix}`, async (client) => {
      await expectOk(
        client.post(`${dm}/save`, {
          method: 'ftp',
          settings: {
            host: '127.0.0.1',
            port: ftp.port,
            security: 'none',
            verify_certificate: true,
            target_folder: '/incoming',
          },
        }),
      );
      await expectOk(
        client.post(`${dm}/save-credentials`, { method: 'ftp', username: 'station', password: 'not-the-password' }),
      );
      await expectOk(client.post(`${dm}/activate`, { method: 'ftp' }));
    });
    const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [`X${suffix}`],
      redistribute_duplicate: 1,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const failed = await detailsWhen(
      sent.body.ref_number,
      (distribution) =>
        distribution.destinations.every(settled) && distribution.distribution_type === 'completed_with_errors',
    );
    expect(failed.destinations[0]).toMatchObject({ state: 'error', problem: 'login' });
    // The station fixes its password; the agency sends again, and it arrives.
    await expectOk(
      stranger.post(`${dm}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD }),
    );
    const fixed = await redistributeAndSettle(
      agency,
      { id: sent.body.id, ref: sent.body.ref_number },
      `X${suffix}`,
      'completed',
    );
    expect(fixed.destinations[0]).toMatchObject({ state: 'delivered', problem: null });
  }, 120_000);

  it('sends a refusing station its files as a link instead, to the station and to the sender, and goes back to its method on the next redistribute', async () => {
    const station = `L${suffix}`;
    const stationAddress = `refusing-${suffix.toLowerCase()}@station.test`;
    await broadcaster('refusing-station', station, async (client) => {
      await expectOk(
        client.post(`${dm}/save`, {
          method: 'ftp',
          settings: {
            host: '127.0.0.1',
            port: ftp.port,
            security: 'none',
            verify_certificate: true,
            target_folder: '/incoming',
          },
        }),
      );
      await expectOk(
        client.post(`${dm}/save-credentials`, {
          method: 'ftp',
          username: 'station',
          password: 'changed-at-the-station',
        }),
      );
      await expectOk(client.post(`${dm}/activate`, { method: 'ftp' }));
      await expectOk(client.post(`${dm}/add-notification`, { email: stationAddress }));
    });
    const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [station],
      redistribute_duplicate: 1,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const done = (distribution: Details['distribution']) =>
      distribution.destinations.every(settled) &&
      (distribution.distribution_type === 'completed' || distribution.distribution_type === 'completed_with_errors');
    const refused = await detailsWhen(sent.body.ref_number, done);
    expect([refused.distribution_type, refused.destinations[0]]).toMatchObject([
      'completed_with_errors',
      { state: 'error', problem: 'login', method: 'ftp' },
    ]);

    const byLink = await agency.post<{ destination: { by_link_instead: boolean; state: string } }>(
      'user/distributions/destination/self-redistribute',
      { distribution_id: sent.body.id, call_letters: station },
    );
    const linkedDistribution = await detailsWhen(sent.body.ref_number, done);
    expect(linkedDistribution.distribution_type).toBe('completed');
    const linked = linkedDistribution.destinations[0]!;
    const toStation = await mailWhen(stationAddress, (mail) => mail.subject.startsWith(`${station} :`));
    const toSender = await mailWhen(agencyEmail, (mail) => mail.subject.startsWith(`${station}:`));
    const page = await new ApiClient().get<{ distribution: { files: { name: string }[] } }>(
      `distributions/get-details/${linked.link!.created_on}/${linked.link!.hash_key}`,
    );
    await expectOk(
      agency.post('user/distributions/destination/redistribute', {
        distribution_id: sent.body.id,
        call_letters: station,
      }),
    );
    const againDistribution = await detailsWhen(sent.body.ref_number, done);
    expect(againDistribution.distribution_type).toBe('completed_with_errors');
    const again = againDistribution.destinations[0]!;

    expect([byLink.status, byLink.body.destination.by_link_instead, byLink.body.destination.state]).toEqual([
      200,
      true,
      'waiting',
    ]);
    expect(linked).toMatchObject({ state: 'delivered', method: 'web', by_link_instead: true });
    expect(linked.files.map((file) => file.verified_by)).toEqual(linked.files.map(() => 'link'));
    expect(linkIn(toStation, /\/d\/[^\s"]+/)).toContain(linked.link!.hash_key);
    expect(linkIn(toSender, /\/d\/[^\s"]+/)).toContain(linked.link!.hash_key);
    expect(page.body.distribution.files.map((file) => file.name).sort()).toEqual(
      linked.files.map((file) => file.name).sort(),
    );
    expect(again).toMatchObject({ state: 'error', problem: 'login', method: 'ftp', by_link_instead: false });
  }, 120_000);

  it('lets a member manage radio distributions only with manage_distributions_radio beside manage_distributions', async () => {
    const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: [letters.web],
      redistribute_duplicate: 1,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await detailsWhen(sent.body.ref_number, (distribution) => distribution.destinations.every(settled));
    const tvDesk = await member(agency, ['view_distributions', 'manage_distributions'], 'tv-desk');
    const radioDesk = await member(
      agency,
      ['view_distributions', 'manage_distributions', 'manage_distributions_radio'],
      'radio-desk',
    );
    const mark = (client: ApiClient) =>
      client.post('user/distributions/destination/mark-delivered', {
        distribution_id: sent.body.id,
        call_letters: letters.web,
        reason: 'Confirmed by phone',
      });
    const redistribute = (client: ApiClient) =>
      client.post('user/distributions/destination/redistribute', {
        distribution_id: sent.body.id,
        call_letters: letters.web,
      });

    const tvOnTv = await redistribute(tvDesk.client);
    await detailsWhen(sent.body.ref_number, (distribution) => distribution.destinations.every(settled));
    // The same distribution as if it carried a radio spot (the table's own record of what it carries).
    const item = (await getDistribution(db(), sent.body.id))!;
    await putDistribution(db(), { ...item, master_types: ['PUB_RADIO'] });
    const tvOnRadio = await Promise.all([
      redistribute(tvDesk.client),
      mark(tvDesk.client),
      tvDesk.client.post('user/distributions/delete', { id: sent.body.id }),
    ]);
    const seen = await tvDesk.client.get<Details>(`user/distributions/get-details/${sent.body.ref_number}/en`);
    const radioOnRadio = await redistribute(radioDesk.client);

    expect(tvOnTv.status, JSON.stringify(tvOnTv.body)).toBe(200);
    expect(tvOnRadio.map((answer) => [answer.status, answer.body.code])).toEqual([
      [401, 'user_permission'],
      [401, 'user_permission'],
      [401, 'user_permission'],
    ]);
    expect(seen.status).toBe(200);
    expect(radioOnRadio.status, JSON.stringify(radioOnRadio.body)).toBe(200);
  }, 120_000);

  it('lists, counts and reports (a real PDF, read back)', async () => {
    const list = await agency.post<{
      distributions_list: { ref_number: string; nb_delivered: number; nb_destinations: number }[];
    }>('user/distributions/get-list?page=1', { filter_by_type: 'completed', filter_search_query: 'winter' });
    expect(list.body.distributions_list.map((row) => [row.ref_number, row.nb_delivered, row.nb_destinations])).toEqual([
      [ref, 4, 4],
    ]);
    const counts = await agency.get<{ counts: Record<string, number> }>('user/distributions/get-counts');
    expect(counts.body.counts.completed).toBeGreaterThanOrEqual(1);
    const tab = await agency.post<{ distributions_list: { ref_number: string }[] }>(
      'user/master-files/get-distributions-list',
      { master_id: masterId },
    );
    expect(tab.body.distributions_list.map((row) => row.ref_number)).toContain(ref);

    const pdf = await agency.bytes(`user/distributions/download-pdf/${distributionId}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(pdf.bytes);
    expect(text).toContain(ref);
    expect(text).toContain(sha256(files.mxf));
    expect(text).toContain('-24.1 LKFS');
  });

  it("refuses another account's distribution on every call that takes an id (calls generated from the route tables)", async () => {
    const { client: other } = await signedIn('other-agency', 'content_creator');
    const before = await agency.get<Details>(`user/distributions/get-details/${ref}/en`);
    // The agency's own ids and keys, by the field names the routes use; a route that takes one of them is tried with it.
    const distributionIds: Record<string, unknown> = {
      id: distributionId,
      distribution_id: distributionId,
      ref,
      master_id: masterId,
      language: 'en',
      call_letters: letters.ftp,
      reason: 'Confirmed by phone',
    };
    // On the master's routes, `{id}` is the master's.
    const masterIds: Record<string, unknown> = { ...distributionIds, id: masterId };
    const idFields = ['id', 'distribution_id', 'ref', 'master_id'];
    const shapeOf = (schema: z.ZodType) =>
      schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
    /** Each field the schema has that we hold a value for, as a scalar or a one-item list, whichever the field takes. */
    const fill = (shape: Record<string, z.ZodType>, owned: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(shape).flatMap(([name, field]) => {
          if (!(name in owned)) return [];
          const value = [owned[name], [owned[name]]].find((candidate) => field.safeParse(candidate).success);
          return value === undefined ? [] : [[name, value]];
        }),
      );
    const routes = [
      ...Object.values(distributionRouteTable).map((route) => ({ route, owned: distributionIds })),
      ...Object.values(masterDistributionRouteTable).map((route) => ({ route, owned: masterIds })),
    ].filter(({ route }) => idFields.some((name) => name in shapeOf(route.body) || name in shapeOf(route.params)));
    const tried: string[] = [];
    for (const { route, owned } of routes) {
      const params = fill(shapeOf(route.params), owned) as Record<string, string>;
      const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
      const answer =
        route.method === 'GET' ? await other.get(path) : await other.post(path, fill(shapeOf(route.body), owned));
      expect([route.path, answer.status, answer.body.code]).toEqual([route.path, 401, 'data_restriction']);
      tried.push(route.path);
    }
    // Every id-taking call of both tables was tried: the ones named here and any added later.
    expect(tried).toEqual(
      expect.arrayContaining([
        'user/distributions/get-edit',
        'user/distributions/delete',
        'user/distributions/save',
        'user/distributions/create',
        'user/distributions/get-details/{ref}/{language}',
        'user/distributions/download-pdf/{id}',
        'user/distributions/destination/get-details',
        'user/distributions/destination/redistribute',
        'user/distributions/destination/mark-delivered',
        'user/distributions/destination/delete',
        'user/distributions/destination/get-contacts',
        'user/distributions/destination/get-call-letters',
        'user/distributions/destination/save-call-letters',
        'user/master-files/get-distributions-list',
        'user/master-files/download-distributions-pdf/{id}',
      ]),
    );
    const statuses = await other.post<{ distributions_status: { id: string; not_found: boolean }[] }>(
      'user/distributions/update-status',
      { distributions_ids: [distributionId] },
    );
    expect(statuses.body.distributions_status).toEqual([{ id: distributionId, not_found: true }]);
    // Nothing the other account tried changed the distribution.
    const after = await agency.get<Details>(`user/distributions/get-details/${ref}/en`);
    expect(after.body.distribution).toEqual(before.body.distribution);
  });
});

/**
 * Issue 25: a distribution's state summarises its destinations truthfully (completed only when every
 * one is delivered, completed with errors otherwise), a station that cannot receive is told before
 * sending, and "mark as delivered" is a person's word with a reason, never a made-up transfer.
 */
describe('the state of a distribution tells the truth', () => {
  const noMethod = `N${suffix}`;
  type Truth = Details['distribution'] & {
    nb_delivered: number;
    nb_errors: number;
    created_by_name: string;
    destinations: (Details['distribution']['destinations'][number] & {
      bytes_sent: number;
      bytes_total: number;
      marked_by_hand: boolean;
      marked: { by_name: string; on: string; reason: string } | null;
    })[];
  };
  const send = async (stations: string[]) => {
    const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
      master_files_ids: [masterId],
      call_letters_ids: stations,
      redistribute_duplicate: 1,
      notes: `truth ${suffix}`,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const done = await detailsWhen(
      sent.body.ref_number,
      (distribution) => distribution.destinations.every(settled) && distribution.distribution_type !== 'ongoing',
    );
    return { id: sent.body.id, ref: sent.body.ref_number, done: done as Truth };
  };
  const details = async (ref: string) =>
    (await agency.get<{ distribution: Truth }>(`user/distributions/get-details/${ref}/en`)).body.distribution;
  let allDelivered: Awaited<ReturnType<typeof send>>;
  let allFailed: Awaited<ReturnType<typeof send>>;
  let someFailed: Awaited<ReturnType<typeof send>>;

  beforeAll(async () => {
    // A broadcaster that registered its station and never said how it receives.
    await broadcaster('no-method-station', noMethod, async () => undefined);
  }, 60_000);

  it('tells the wizard which stations cannot receive, before sending; bad input and a member without the key are refused', async () => {
    const checked = await agency.post<{ stations: { call_letters: string; can_receive: boolean }[] }>(
      'user/distributions/check-stations',
      { call_letters_ids: [letters.web, noMethod, letters.ftp, 'ZZZQ9'] },
    );
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.stations.map((station) => [station.call_letters, station.can_receive])).toEqual([
      [letters.web, true],
      [noMethod, false],
      [letters.ftp, true],
    ]);
    const empty = await agency.post<{ fields?: Record<string, string> }>('user/distributions/check-stations', {
      call_letters_ids: [],
    });
    expect([empty.status, empty.body.code, empty.body.fields?.call_letters_ids]).toEqual([
      400,
      'validation_error',
      'required',
    ]);
    const malformed = await agency.post('user/distributions/check-stations', { call_letters_ids: ['x!'], extra: 1 });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'validation_error']);
    const viewer = await member(agency, ['view_distributions'], 'viewer');
    const refused = await viewer.client.post('user/distributions/check-stations', { call_letters_ids: [letters.web] });
    expect([refused.status, refused.body.code]).toEqual([401, 'user_permission']);
  }, 60_000);

  it('is completed when every destination is delivered, completed with errors when all or some failed (a station without a method included)', async () => {
    allDelivered = await send([letters.web]);
    allFailed = await send([noMethod]);
    someFailed = await send([letters.web, noMethod]);

    expect([allDelivered.done.distribution_type, allDelivered.done.nb_delivered, allDelivered.done.nb_errors]).toEqual([
      'completed',
      1,
      0,
    ]);
    expect([allFailed.done.distribution_type, allFailed.done.nb_delivered, allFailed.done.nb_errors]).toEqual([
      'completed_with_errors',
      0,
      1,
    ]);
    expect(allFailed.done.destinations[0]).toMatchObject({ state: 'error', problem: 'no_method' });
    expect([someFailed.done.distribution_type, someFailed.done.nb_delivered, someFailed.done.nb_errors]).toEqual([
      'completed_with_errors',
      1,
      1,
    ]);
  }, 120_000);

  it('gives the list, its filters, its counts and the polled rows the same state as the page', async () => {
    const refsOf = async (filters: Record<string, string>) =>
      (
        await agency.post<{ distributions_list: { ref_number: string; distribution_type: string }[] }>(
          'user/distributions/get-list?page=1',
          { filter_search_query: `truth ${suffix}`, ...filters },
        )
      ).body.distributions_list
        .map((row) => row.ref_number)
        .sort();
    expect(await refsOf({ filter_by_type: 'completed_with_errors' })).toEqual([allFailed.ref, someFailed.ref].sort());
    expect(await refsOf({ filter_by_type: 'completed' })).toEqual([allDelivered.ref]);
    expect(await refsOf({ filter_by_status: 'errors' })).toEqual([allFailed.ref, someFailed.ref].sort());
    const counts = await agency.get<{ counts: Record<string, number> }>('user/distributions/get-counts');
    expect(counts.body.counts.completed_with_errors).toBeGreaterThanOrEqual(2);
    const polled = await agency.post<{ distributions_status: { id: string; distribution_type: string }[] }>(
      'user/distributions/update-status',
      { distributions_ids: [allDelivered.id, allFailed.id, someFailed.id] },
    );
    expect(polled.body.distributions_status.map((row) => row.distribution_type)).toEqual([
      'completed',
      'completed_with_errors',
      'completed_with_errors',
    ]);
  });

  it("marks delivered only with a reason, in the catalogue's words; another account is refused", async () => {
    const mark = (client: ApiClient, body: Record<string, unknown>) =>
      client.post<{ fields?: Record<string, string> }>('user/distributions/destination/mark-delivered', {
        distribution_id: someFailed.id,
        call_letters: noMethod,
        ...body,
      });
    const missing = await mark(agency, {});
    const blank = await mark(agency, { reason: '   ' });
    const long = await mark(agency, { reason: 'x'.repeat(501) });
    expect([missing.status, missing.body.code, missing.body.fields?.reason]).toEqual([
      400,
      'validation_error',
      'required',
    ]);
    expect([blank.status, blank.body.fields?.reason]).toEqual([400, 'required']);
    expect([long.status, long.body.fields?.reason]).toEqual([400, 'max_500']);
    const { client: other } = await signedIn('other-marker', 'content_creator');
    const foreign = await mark(other, { reason: 'Not mine to say' });
    expect([foreign.status, foreign.body.code]).toEqual([401, 'data_restriction']);
    // Nothing refused changed the destination.
    expect(
      (await details(someFailed.ref)).destinations.find((destination) => destination.call_letters === noMethod),
    ).toMatchObject({ state: 'error', marked_by_hand: false, marked: null });
  }, 60_000);

  it('records who marked it, when and why, settles the distribution, and never inflates the bytes', async () => {
    // One file of three arrived before the station stopped answering (as the issue saw it): 1 of 3 files, a third of the bytes.
    const before = (await getDestination(db(), allFailed.id, noMethod))!;
    const sizes = [4_000_000, 60_000_000, 600_000];
    const files = sizes.map((size, index) => ({
      master_file_id: masterId,
      document_id: null,
      output_key: `OUT${index}`,
      name: `file-${index}`,
      size,
      bytes_sent: index === 0 ? size : 0,
      sha256: null,
      verified_by: index === 0 ? ('size' as const) : null,
      delivered_on: index === 0 ? nowIso() : null,
      loudness: null,
      true_peak: null,
    }));
    expect(
      await putDestination(
        db(),
        {
          ...before,
          files,
          bytes_total: sizes.reduce((sum, size) => sum + size, 0),
          bytes_sent: sizes[0]!,
          method: 'ftp',
          problem: 'timeout',
        },
        before.run,
      ),
    ).toBe(true);
    const startedAt = Date.now();
    // Two clicks (or two tabs) at the same moment: exactly one marks it, the other is told it changed or is already done.
    const markOnce = () =>
      agency.post<{ destination: Truth['destinations'][number]; code?: string }>(
        'user/distributions/destination/mark-delivered',
        {
          distribution_id: allFailed.id,
          call_letters: noMethod,
          reason: '  Confirmed by phone with the station’s engineer  ',
        },
      );
    const both = await Promise.all([markOnce(), markOnce()]);
    const marked = both.find((answer) => answer.status === 200) ?? both[0];
    const twin = both.find((answer) => answer !== marked)!;
    expect(marked.status, JSON.stringify(both.map((answer) => answer.body))).toBe(200);
    expect(
      [
        [409, 'changed_meanwhile'],
        [400, 'no_changes'],
      ],
      JSON.stringify(twin.body),
    ).toContainEqual([twin.status, twin.body.code]);
    const page = await details(allFailed.ref);
    const row = page.destinations[0]!;
    expect(row).toMatchObject({
      state: 'delivered',
      problem: null,
      marked_by_hand: true,
      bytes_sent: sizes[0],
      bytes_total: 64_600_000,
      percent: 6,
    });
    expect(row.marked).toMatchObject({
      by_name: page.created_by_name,
      reason: 'Confirmed by phone with the station’s engineer',
    });
    expect(Date.parse(row.marked!.on)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(row.files.filter((file) => file.verified_by !== null)).toHaveLength(1);
    expect(marked.body.destination).toEqual(row);
    // Every destination is now delivered (one by hand): the distribution is completed, the list agrees.
    expect([page.distribution_type, page.nb_delivered, page.nb_errors]).toEqual(['completed', 1, 0]);
    const listed = await agency.post<{ distributions_list: { ref_number: string }[] }>(
      'user/distributions/get-list?page=1',
      { filter_search_query: `truth ${suffix}`, filter_by_type: 'completed' },
    );
    expect(listed.body.distributions_list.map((item) => item.ref_number).sort()).toEqual(
      [allDelivered.ref, allFailed.ref].sort(),
    );
    // Marked twice is no change; the report says it was by hand, by whom and why.
    const again = await agency.post('user/distributions/destination/mark-delivered', {
      distribution_id: allFailed.id,
      call_letters: noMethod,
      reason: 'Again',
    });
    expect([again.status, again.body.code]).toEqual([400, 'no_changes']);
    const { text } = await readPdf((await agency.bytes(`user/distributions/download-pdf/${allFailed.id}`)).bytes);
    expect(text.replace(/\s+/g, ' ')).toContain(`marked delivered by hand by ${page.created_by_name}`);
    expect(text.replace(/\s+/g, ' ')).toContain('Confirmed by phone with the station’s engineer');
  }, 60_000);
});
