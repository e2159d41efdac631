import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, nowIso, updateMasterFields, type MasterOutput } from '@masterport/data';
import { OUTPUTS_BUCKET } from './support/in-process-task.ts';
import { activatedUser, ApiClient, mailsTo } from './support/client.ts';
import { redistributeAndSettle, settled } from './support/distribution-details.ts';
import { startStationFtp, type HashAnswers, type StationFtp } from './support/ftp-server.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * What "delivered" means at an FTP station that misbehaves on purpose (ftp-srv, taught HASH, a
 * stall, SIZE without a number and a full disk): the bytes are proven by the server's checksum or
 * read back, a same-size stale copy is sent again, a stall resumes after the local cloud's backoff
 * (its pauses scaled down, the same retries), and a failure is told to the station and the sender.
 * Each test asserts the bytes on the server (SHA-256), the transfers (STOR/APPE), the destination's
 * final state and the mails.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const PASSWORD = 'station-ftp-password-2';
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const mxf = randomBytes(202_881);
const stations: StationFtp[] = [];
let agency = new ApiClient();
let masterId = '';
const reportTo = `verify-report-${suffix.toLowerCase()}@agency.test`;
const dm = 'user/account/profile/delivery-method';

type Destination = {
  call_letters: string;
  state: string;
  problem: string | null;
  attempts?: number;
  files: { name: string; sha256: string | null; verified_by: string | null }[];
};

async function expectOk(response: Promise<{ status: number; body: unknown }>) {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
}

async function signedIn(label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

/** A broadcaster whose one station receives on its own FTP server (one per test: they misbehave differently). */
async function ftpStation(letter: string, hashAnswers: HashAnswers, language: 'en' | 'fr') {
  const ftp = await startStationFtp({ security: 'none', username: 'station', password: PASSWORD, hashAnswers });
  stations.push(ftp);
  const letters = `${letter}${suffix}`;
  const client = await signedIn(`verify-${letter.toLowerCase()}`, 'broadcaster');
  await expectOk(client.post('user/call-letters/own/create', { id: letters, market: 'Québec', band: 'TV', language }));
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
  await expectOk(client.post(`${dm}/save-credentials`, { method: 'ftp', username: 'station', password: PASSWORD }));
  await expectOk(client.post(`${dm}/activate`, { method: 'ftp' }));
  const notified = `${letters.toLowerCase()}@station.test`;
  await expectOk(client.post(`${dm}/add-notification`, { email: notified }));
  return { ftp, letters, notified };
}

/** A TV master as processing leaves it (its MXF with the SHA-256 processing records, an XML slate and captions). */
async function readyMaster(body = mxf, code = 'VRFY') {
  const created = await agency.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_TV_WEB',
    title: 'Verified spot',
    unique_id: `${code}${suffix}0000H`.slice(0, 12),
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
  // Output key, file name, bytes, and whether processing recorded its SHA-256 (the MXF) or a delivery hashes it on the way.
  const made: [string, string, Buffer, boolean][] = [
    ['MXF1080_SLATED', 'spot_MXF1080_SLATED.mxf', body, true],
    ['SLATE_XML_MXF1080_SLATED', 'spot_MXF1080_SLATED.xml', Buffer.from('<slate/>'), false],
    ['SCC_CC', 'spot_SCC_CC.scc', Buffer.from('Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n'), false],
  ];
  const outputs: Record<string, MasterOutput> = {};
  for (const [key, filename, body, recorded] of made) {
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
      sha256: recorded ? sha256(body) : null,
    };
  }
  await updateMasterFields(db(), id, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs,
  });
  return id;
}

async function destinationWhen(
  ref: string,
  letters: string,
  done: (destination: Destination) => boolean,
  timeoutMs = 90_000,
): Promise<Destination> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await agency.get<{ distribution: { destinations: Destination[] } }>(
      `user/distributions/get-details/${ref}/en`,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const destination = answer.body.distribution.destinations.find((found) => found.call_letters === letters)!;
    if (done(destination)) return destination;
    if (Date.now() > deadline) throw new Error(`destination still at ${destination.state} ${destination.problem}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function mailWhen(address: string, matches: (mail: Awaited<ReturnType<typeof mailsTo>>[number]) => boolean) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = (await mailsTo(address)).findLast(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching e-mail to ${address}`);
}

/** Sends the master to one station and waits until its destination has settled. */
async function send(letters: string, master = masterId) {
  const sent = await agency.post<{ id: string; ref_number: string }>('user/distributions/create', {
    master_files_ids: [master],
    call_letters_ids: [letters],
    report_email: reportTo,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { id: sent.body.id, ref: sent.body.ref_number };
}

/** Sends the station's destination again and answers it once settled (each distribution here goes to one station). */
async function redistribute(distribution: { id: string; ref: string }, letters: string): Promise<Destination> {
  const page = await redistributeAndSettle(agency, distribution, letters);
  return page.destinations.find((destination) => destination.call_letters === letters)!;
}

const mxfAt = (ftp: StationFtp) => ftp.filesIn('incoming').find((name) => name.endsWith('.mxf'))!;

beforeAll(async () => {
  agency = await signedIn('verify-agency', 'content_creator');
  masterId = await readyMaster();
}, 120_000);

afterAll(async () => {
  await Promise.all(stations.map((station) => station.close()));
});

describe('FTP deliveries prove their bytes', () => {
  it('reads every file back where the server offers no checksum, and sends a same-size stale copy again', async () => {
    const { ftp, letters, notified } = await ftpStation('R', 'none', 'en');
    const distribution = await send(letters);
    const first = await destinationWhen(distribution.ref, letters, settled);
    expect(first).toMatchObject({ state: 'delivered', problem: null });
    expect(first.files.map((file) => file.verified_by)).toEqual(['read_back', 'read_back', 'read_back']);
    expect(ftp.transfers.filter((command) => command.startsWith('STOR'))).toHaveLength(3);

    // The station's copy is replaced by other bytes of the same size.
    const path = join(ftp.root, 'incoming', mxfAt(ftp));
    writeFileSync(path, randomBytes(mxf.length));
    const before = ftp.transfers.length;
    const again = await redistribute(distribution, letters);

    expect(again).toMatchObject({ state: 'delivered', problem: null });
    expect(ftp.transfers.slice(before)).toEqual([`STOR ${mxfAt(ftp)}`]); // the stale MXF only; the others were read back and kept
    expect(sha256(readFileSync(path))).toBe(sha256(mxf));
    expect(again.files.find((file) => file.name.endsWith('.mxf'))).toMatchObject({
      sha256: sha256(mxf),
      verified_by: 'read_back',
    });
    const mail = await mailWhen(notified, (found) => found.subject.includes(letters));
    expect(mail.body.text).toContain(mxfAt(ftp));
    expect(mail.body.text).not.toContain('size checked only');
  }, 120_000);

  it("delivers a file of several delivery parts (over 16 MB) whole, proven by the server's SHA-256 and by reading it back", async () => {
    // A real spot's MXF is tens of MB: read from our storage in ranges and streamed on, it must arrive byte for byte.
    const big = randomBytes(2 * 16 * 1024 * 1024 + 5 * 1024 * 1024 + 3);
    const bigMaster = await readyMaster(big, 'LRGE');
    for (const [letter, hashAnswers, verifiedBy] of [
      ['B', 'sha256', 'size_sha256'],
      ['K', 'none', 'read_back'],
    ] as const) {
      const { ftp, letters } = await ftpStation(letter, hashAnswers, 'en');
      const distribution = await send(letters, bigMaster);
      const done = await destinationWhen(distribution.ref, letters, settled);
      expect(done).toMatchObject({ state: 'delivered', problem: null });
      expect(done.files.find((file) => file.name.endsWith('.mxf'))).toMatchObject({
        sha256: sha256(big),
        verified_by: verifiedBy,
      });
      expect(sha256(readFileSync(join(ftp.root, 'incoming', mxfAt(ftp))))).toBe(sha256(big));
      expect(ftp.transfers.filter((command) => command.startsWith('STOR'))).toHaveLength(3);
    }
  }, 180_000);

  it('trusts a kept copy on a server with HASH only when its SHA-256 matches, and sends a stale one again', async () => {
    const { ftp, letters } = await ftpStation('H', 'sha256', 'en');
    const distribution = await send(letters);
    expect(await destinationWhen(distribution.ref, letters, settled)).toMatchObject({ state: 'delivered' });
    const path = join(ftp.root, 'incoming', mxfAt(ftp));

    // Kept and proven: no transfer at all.
    let before = ftp.transfers.length;
    const kept = await redistribute(distribution, letters);
    expect(kept).toMatchObject({ state: 'delivered', problem: null });
    expect(ftp.transfers.slice(before)).toEqual([]);
    expect(kept.files.map((file) => file.verified_by)).toEqual(['size_sha256', 'size_sha256', 'size_sha256']);

    // Same size, other bytes: the server's SHA-256 differs, the file goes again.
    writeFileSync(path, randomBytes(mxf.length));
    before = ftp.transfers.length;
    const resent = await redistribute(distribution, letters);
    expect(resent).toMatchObject({ state: 'delivered', problem: null });
    expect(ftp.transfers.slice(before)).toEqual([`STOR ${mxfAt(ftp)}`]);
    expect(sha256(readFileSync(path))).toBe(sha256(mxf));
  }, 120_000);

  it.each([
    ['xmd5', 'M', 'size_md5'],
    ['xcrc', 'C', 'size_crc32'],
  ] as const)(
    'proves the bytes by %s where it is all the server offers, and sends a stale copy again',
    async (answers, letter, verifiedBy) => {
      const { ftp, letters } = await ftpStation(letter, answers, 'en');
      const distribution = await send(letters);
      const first = await destinationWhen(distribution.ref, letters, settled);
      expect(first.files.map((file) => file.verified_by)).toEqual([verifiedBy, verifiedBy, verifiedBy]);
      const path = join(ftp.root, 'incoming', mxfAt(ftp));
      writeFileSync(path, randomBytes(mxf.length));

      const before = ftp.transfers.length;
      const again = await redistribute(distribution, letters);

      expect(again).toMatchObject({ state: 'delivered', problem: null });
      expect(ftp.transfers.slice(before)).toEqual([`STOR ${mxfAt(ftp)}`]);
      expect(sha256(readFileSync(path))).toBe(sha256(mxf));
    },
    120_000,
  );

  it('restarts a file cleanly when SIZE answers without a number, instead of failing', async () => {
    const { ftp, letters } = await ftpStation('S', 'none', 'en');
    const distribution = await send(letters);
    expect(await destinationWhen(distribution.ref, letters, settled)).toMatchObject({ state: 'delivered' });
    const path = join(ftp.root, 'incoming', mxfAt(ftp));
    truncateSync(path, 65_536); // a copy cut short...
    ftp.misbehave.sizeWithoutNumber = 1; // ...whose size the server will not tell

    const before = ftp.transfers.length;
    const again = await redistribute(distribution, letters);

    expect(again).toMatchObject({ state: 'delivered', problem: null });
    expect(ftp.transfers.slice(before)).toEqual([`STOR ${mxfAt(ftp)}`]); // written again from zero, not appended
    expect(ftp.misbehave.sizeWithoutNumber).toBe(0);
    expect(sha256(readFileSync(path))).toBe(sha256(mxf));
  }, 120_000);

  it('resumes after a 20-second stall mid-file, once the backoff has passed, and ends delivered with the right bytes', async () => {
    const { ftp, letters, notified } = await ftpStation('T', 'none', 'en');
    ftp.misbehave.stallAfterBytes = 65_536;
    ftp.misbehave.stallMs = 20_000;

    const distribution = await send(letters);
    const done = await destinationWhen(distribution.ref, letters, settled, 150_000);

    expect(done).toMatchObject({ state: 'delivered', problem: null });
    const name = mxfAt(ftp);
    // The first STOR stalled at 64 KiB and was given up (the client's 15 s timeout); the retry continued it.
    expect(ftp.transfers.filter((command) => command.endsWith(name))).toEqual([`STOR ${name}`, `APPE ${name}`]);
    expect(sha256(readFileSync(join(ftp.root, 'incoming', name)))).toBe(sha256(mxf));
    expect(done.files.find((file) => file.name === name)?.verified_by).toBe('read_back');
    expect((await mailWhen(notified, (found) => found.subject.includes(letters))).body.text).toContain(name);
    // The sender was told once, at the stall, that Masterport retries by itself; the station only of the delivery.
    const retrying = (await mailsTo(reportTo)).filter((found) => found.subject.includes(`${letters}, retrying`));
    expect(retrying).toHaveLength(1);
    expect(retrying[0]!.body.text).toContain('Could not write the file: the connection stalled or dropped');
    expect(retrying[0]!.body.text).toContain('nothing to do for now');
    expect((await mailsTo(notified)).map((found) => found.subject)).toEqual([
      expect.stringContaining(`${letters}: 3 files`),
    ]);
  }, 180_000);

  it('stops on a full disk (452) with disk_full, tells the station in its language and the sender what to do next', async () => {
    const { ftp, letters, notified } = await ftpStation('D', 'none', 'fr');
    ftp.misbehave.diskFull = true;

    const distribution = await send(letters);
    const done = await destinationWhen(distribution.ref, letters, settled);

    expect(done).toMatchObject({ state: 'error', problem: 'disk_full' });
    expect(ftp.transfers).toHaveLength(1); // refused at once: a full disk is not retried
    expect(ftp.filesIn('incoming')).toEqual([]);
    const station = await mailWhen(notified, (found) => found.subject.includes(letters));
    expect(station.subject).toContain('en échec');
    expect(station.body.text).toContain('Écriture du fichier impossible : le disque de la station est plein.');
    expect(station.body.text).toContain('Corrigez ceci sur votre serveur');
    const sender = await mailWhen(reportTo, (found) => found.subject.includes(`${letters} in error`));
    expect(sender.body.text).toContain('Could not write the file: the station’s disk is full.');
    expect(sender.body.text).toContain('press Redistribute');
    expect(sender.body.text).not.toContain(PASSWORD);
    const report = await mailWhen(
      reportTo,
      (found) => found.subject.includes(distribution.ref) && found.subject.includes('0 of 1'),
    );
    expect(report.body.text).toContain('disk is full');
  }, 120_000);
});
