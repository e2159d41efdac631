import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createDb, getDeliveryLease, getDestination, getDistribution, nowIso, putDestination, putDistribution, releaseDeliveryLease, renewDeliveryLease, takeDeliveryLease, updateMasterFields, type MasterOutput,
} from '@masterport/data';
import { OUTPUTS_BUCKET, useLocalCloudForTask } from './support/in-process-task.ts';
import { activatedUser, ApiClient } from './support/client.ts';
import { detailsWhen as detailsOf, type DestinationRow, type Details } from './support/distribution-details.ts';
import { startStationFtp, type StationFtp } from './support/ftp-server.ts';

/**
 * One delivery of one file to one destination at a time (issue 25, items 1 and 2): two sends of
 * the same master to the same station at the same moment, a send while the first is still writing
 * (the station's server slowed on purpose), two redistributes at once. Each asserts the bytes on
 * the station's disk (SHA-256), how many transfers the server saw (STOR/APPE in its log), that no
 * file ever had two writers, and where the destinations ended.
 */
const db = () => createDb(inject('tableName'));
const s3 = new S3Client({
  endpoint: inject('s3Endpoint'), region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
});
const sfn = new SFNClient({ endpoint: inject('emulatorEndpoints').sfn, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
const FTP_PASSWORD = 'station-ftp-password-2';
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const station = `C${suffix}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const FOLDER = 'incoming/concurrency';

let ftp: StationFtp;
let agency = new ApiClient();
let masterCount = 0;

async function signedIn(label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

async function expectOk(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

/** A processed radio-sized master of its own (its own unique ID, so its own file names and its own duplicate question). */
async function readyMaster(mxf: Buffer) {
  masterCount += 1;
  const uniqueId = `CONC${suffix}${String(masterCount).padStart(3, '0')}`.slice(0, 12);
  const created = await agency.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master', master_type: 'PUB_TV_WEB', title: `Concurrency ${masterCount}`, unique_id: uniqueId, duration: 30, language: 'fr',
    ratio: '16:9', audio_type: '8trks', use_video_audio: true, announcer: 'Maple Foods', agency: 'North Agency', product: 'Syrup', captions_filename: 'spot.scc',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.master_id;
  const output = async (key: string, filename: string, body: Buffer): Promise<[string, MasterOutput]> => {
    const s3Key = `outputs/test/${id}/${filename}`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    return [key, { output_key: key, category: 'MXF_BROADCAST', filename, size: body.length, created_on: nowIso(), metadata: {}, bucket: 'outputs', s3_key: s3Key, hash_key: randomBytes(20).toString('base64url'), sha256: key === 'MXF1080_SLATED' ? sha256(body) : null }];
  };
  const outputs = Object.fromEntries(await Promise.all([
    output('MXF1080_SLATED', 'spot_MXF1080_SLATED.mxf', mxf),
    output('SLATE_XML_MXF1080_SLATED', 'spot_MXF1080_SLATED.xml', Buffer.from('<slate/>')),
    output('SCC_OFFSET_CC', 'spot_SCC_OFFSET_CC.scc', Buffer.from('Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n')),
  ]));
  await updateMasterFields(db(), id, { status: 'COMPLETED', qc_status: 'PASSED', is_running: false, progress: 100, outputs });
  return { id, uniqueId, mxf };
}

const settled = (destination: DestinationRow) => destination.state === 'delivered' || destination.state === 'error';
const detailsWhen = (ref: string, done: (details: Details['distribution']) => boolean, timeoutMs?: number) => detailsOf(agency, ref, done, timeoutMs);
const finished = (distribution: Details['distribution']) => distribution.destinations.every(settled) && distribution.distribution_type === 'completed';

/** Transfers the server saw since `from` (its log lines), for files of this master: STOR (whole file) and APPE (resumed). */
function transfers(from: number, uniqueId: string) {
  return ftp.logLines.slice(from).filter((line) => line.includes(uniqueId)).map((line) => /"directive":"(STOR|APPE)"/.exec(line)?.[1]).filter((directive) => directive !== undefined);
}
const mxfOnServer = (uniqueId: string) => readFileSync(join(ftp.root, FOLDER, ftp.filesIn(FOLDER).find((name) => name.startsWith(uniqueId) && name.endsWith('.mxf'))!));

const create = (masterId: string, extra: Record<string, unknown> = {}) => agency.post<{ id: string; ref_number: string; details?: string[] }>('user/distributions/create', { master_files_ids: [masterId], call_letters_ids: [station], ...extra });

beforeAll(async () => {
  // The station's server offers HASH: a second delivery of a file already whole there checks it and sends nothing.
  ftp = await startStationFtp({ security: 'none', username: 'station', password: FTP_PASSWORD, hashAnswers: 'sha256' });
  agency = await signedIn('concurrency-agency', 'content_creator');
  const broadcaster = await signedIn('concurrency-station', 'broadcaster');
  const dm = 'user/account/profile/delivery-method';
  await expectOk(broadcaster.post('user/call-letters/own/create', { id: station, market: 'Montréal', band: 'TV', language: 'fr' }));
  await expectOk(broadcaster.post(`${dm}/save`, { method: 'ftp', settings: { host: '127.0.0.1', port: ftp.port, security: 'none', verify_certificate: true, target_folder: `/${FOLDER}` } }));
  await expectOk(broadcaster.post(`${dm}/save-credentials`, { method: 'ftp', username: 'station', password: FTP_PASSWORD }));
  await expectOk(broadcaster.post(`${dm}/activate`, { method: 'ftp' }));
  await expectOk(broadcaster.post('user/account/profile/filename-builder/save', { filename_builder: { attributes: ['unique_id', 'title', 'download_suffix'], separator: '_' } }));
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
    const master = await readyMaster(randomBytes(1024 * 1024 + 17));
    const from = ftp.logLines.length;
    const answers = await Promise.all([create(master.id), create(master.id)]);
    const [sent] = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect([refused[0]!.body.code, refused[0]!.body.details]).toEqual(['distribution_duplicate', [station]]);
    const done = await detailsWhen(sent!.body.ref_number, finished);
    expect(done.destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
    expect(sha256(mxfOnServer(master.uniqueId))).toBe(sha256(master.mxf));
    expect(transfers(from, master.uniqueId)).toEqual(['STOR', 'STOR', 'STOR']);
    expect(ftp.overlappingWrites).toEqual([]);
  }, 120_000);

  it('two creates at the same moment that leave out stations which have it: one delivers, the other has no station left', async () => {
    const master = await readyMaster(randomBytes(512 * 1024 + 3));
    const from = ftp.logLines.length;
    const answers = await Promise.all([create(master.id, { redistribute_duplicate: 2 }), create(master.id, { redistribute_duplicate: 2 })]);
    expect(answers.map((answer) => [answer.status, answer.body.code]).sort()).toEqual([[200, undefined], [400, 'distribution_no_destination']]);
    const sent = answers.find((answer) => answer.status === 200)!;
    expect((await detailsWhen(sent.body.ref_number, finished)).destinations.map((destination) => destination.state)).toEqual(['delivered']);
    expect(sha256(mxfOnServer(master.uniqueId))).toBe(sha256(master.mxf));
    expect(transfers(from, master.uniqueId)).toEqual(['STOR', 'STOR', 'STOR']);
    expect(ftp.overlappingWrites).toEqual([]);
  }, 120_000);

  it('two creates at the same moment that send again: both are delivered, one after the other, and the file is written once', async () => {
    const master = await readyMaster(randomBytes(1024 * 1024 + 5));
    const from = ftp.logLines.length;
    ftp.writeDelayMs = 20;
    try {
      const answers = await Promise.all([create(master.id, { redistribute_duplicate: 1 }), create(master.id, { redistribute_duplicate: 1 })]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      for (const answer of answers) expect((await detailsWhen(answer.body.ref_number, finished)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
    } finally {
      ftp.writeDelayMs = 0;
    }
    expect(sha256(mxfOnServer(master.uniqueId))).toBe(sha256(master.mxf));
    // The second found the files whole (the server's HASH) and sent nothing again.
    expect(transfers(from, master.uniqueId)).toEqual(['STOR', 'STOR', 'STOR']);
    expect(ftp.overlappingWrites).toEqual([]);
  }, 120_000);

  it('a create while the first delivery is still writing: asked without an answer; sent again, it waits for the first and writes nothing twice', async () => {
    const master = await readyMaster(randomBytes(2 * 1024 * 1024 + 9));
    const from = ftp.logLines.length;
    // About 30 chunks of 64 KB, 150 ms each: the first delivery writes for several seconds.
    ftp.writeDelayMs = 150;
    try {
      const first = await create(master.id);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      await detailsWhen(first.body.ref_number, (distribution) => distribution.destinations[0]?.state === 'in_progress', 30_000);
      const asked = await create(master.id);
      expect([asked.status, asked.body.code]).toEqual([400, 'distribution_duplicate']);
      const again = await create(master.id, { redistribute_duplicate: 1 });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      // The first is still writing: the second waits for the station's files (problem `busy`), it does not write them too.
      const waiting = await detailsWhen(again.body.ref_number, (distribution) => distribution.destinations[0]?.problem === 'busy' || settled(distribution.destinations[0]!), 30_000);
      expect(waiting.destinations[0]).toMatchObject({ state: 'waiting', problem: 'busy' });
      expect((await detailsWhen(first.body.ref_number, finished)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
      expect((await detailsWhen(again.body.ref_number, finished)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
    } finally {
      ftp.writeDelayMs = 0;
    }
    expect(sha256(mxfOnServer(master.uniqueId))).toBe(sha256(master.mxf));
    expect(transfers(from, master.uniqueId)).toEqual(['STOR', 'STOR', 'STOR']);
    expect(ftp.overlappingWrites).toEqual([]);
  }, 180_000);

  it('two redistributes at once: no 500, one execution, the destination ends delivered', async () => {
    const master = await readyMaster(randomBytes(256 * 1024 + 1));
    const sent = await create(master.id, { redistribute_duplicate: 1 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await detailsWhen(sent.body.ref_number, finished);
    const executionsOf = async () => ((await sfn.send(new ListExecutionsCommand({ stateMachineArn: inject('deliveryStateMachineArn') }))).executions ?? [])
      .filter((execution) => execution.name?.startsWith(`${sent.body.id}-`)).map((execution) => execution.name);
    const before = await executionsOf();

    const redistribute = () => agency.post<{ destination: { state: string } }>('user/distributions/destination/redistribute', { distribution_id: sent.body.id, call_letters: station });
    // The station lost its copy and its server is slow: the new run writes for a few seconds.
    rmSync(join(ftp.root, FOLDER, ftp.filesIn(FOLDER).find((name) => name.startsWith(master.uniqueId) && name.endsWith('.mxf'))!));
    ftp.writeDelayMs = 100;
    const answers = await Promise.all([redistribute(), redistribute()]);
    // One more while that run waits or writes: it joins it (200) or is told it is delivering.
    const later = await redistribute();
    ftp.writeDelayMs = 0;
    // Both succeed (the second joins the run the first started) or one is told why in the catalogue's words: never a 500.
    for (const answer of [...answers, later]) expect([200, 400, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of [...answers, later].filter((answer) => answer.status !== 200)) expect(['destination_busy', 'changed_meanwhile']).toContain(answer.body.code);
    const done = await detailsWhen(sent.body.ref_number, finished);
    expect(done.destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
    expect((await executionsOf()).length - before.length).toBe(1);
    expect(ftp.overlappingWrites).toEqual([]);
  }, 120_000);

  it('the watchdog puts a destination whose execution ended or never started in error, leaves a scheduled one waiting, and a redistribute then delivers it', async () => {
    // The watchdog runs here, in process, on the local cloud's table and Step Functions (its timer there runs it every minute).
    useLocalCloudForTask({ DELIVERY_STATE_MACHINE_ARN: inject('deliveryStateMachineArn'), AWS_ENDPOINT_URL_SFN: inject('emulatorEndpoints').sfn });
    const { checkUnfinishedDeliveries } = await import('@masterport/core/distributions');
    const master = await readyMaster(randomBytes(64 * 1024 + 7));
    const sent = await create(master.id, { redistribute_duplicate: 1 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    await detailsWhen(sent.body.ref_number, finished);
    const scheduled = await create(master.id, { redistribute_duplicate: 1, distribution_date: new Date(Date.now() + 30_000).toISOString() });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    // Untouched for an hour, as the watchdog finds them (it leaves alone what changed in the last five minutes).
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const backdate = async (distributionId: string, change: Record<string, unknown>) => {
      const destination = (await getDestination(db(), distributionId, station))!;
      expect(await putDestination(db(), { ...destination, ...change, modified_on: anHourAgo }, destination.run)).toBe(true);
    };
    try {
      // A task cut short after it wrote `in_progress`: its execution ended, the destination would stay so for ever.
      await backdate(sent.body.id, { state: 'in_progress', delivered_on: null, problem: null });
      await putDistribution(db(), { ...(await getDistribution(db(), sent.body.id))!, status: 'ongoing', completed_on: null });
      await backdate(scheduled.body.id, {});
      await checkUnfinishedDeliveries();
      const stopped = await detailsWhen(sent.body.ref_number, () => true);
      expect([stopped.distribution_type, stopped.destinations.map((destination) => [destination.state, destination.problem])]).toEqual(['completed', [['error', 'interrupted']]]);
      // Its execution waits for its time: it is left alone.
      expect((await detailsWhen(scheduled.body.ref_number, () => true)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['waiting', null]]);

      // A run whose execution never started (the start failed after the run was written).
      await backdate(sent.body.id, { state: 'waiting', problem: null, execution: 999 });
      await checkUnfinishedDeliveries();
      expect((await detailsWhen(sent.body.ref_number, () => true)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['error', 'interrupted']]);

      await expectOk(agency.post('user/distributions/destination/redistribute', { distribution_id: sent.body.id, call_letters: station }));
      expect((await detailsWhen(sent.body.ref_number, finished)).destinations.map((destination) => [destination.state, destination.problem])).toEqual([['delivered', null]]);
    } finally {
      await agency.post('user/distributions/delete', { id: scheduled.body.id });
    }
  }, 120_000);
});
