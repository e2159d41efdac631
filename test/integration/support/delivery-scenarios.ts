import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { ListExecutionsCommand, type SFNClient } from '@aws-sdk/client-sfn';
import { nowIso, updateMasterFields, type Db, type MasterOutput } from '@masterport/data';
import { activatedUser, ApiClient } from './client.ts';
import { detailsWhen, type Details, type DestinationRow } from './distribution-details.ts';
import type { StationFtp } from './ftp-server.ts';
import { OUTPUTS_BUCKET } from './in-process-task.ts';

/**
 * The concurrency scenarios of issue 25 (items 1 and 2), written once: the integration test
 * (test/integration/delivery-concurrency.test.ts) asserts what each observes, the benchmark
 * (test/bench/delivery-concurrency.ts) runs them many times and counts the outcomes. Each answers
 * what a person could check: the API's answers, where the destinations ended, the bytes on the
 * station's disk, the transfers its server saw (STOR/APPE) and whether a file ever had two writers.
 */
export interface Scenarios {
  baseUrl: string;
  db: Db;
  s3: S3Client;
  sfn: SFNClient;
  deliveryStateMachineArn: string;
  ftp: StationFtp;
  agency: ApiClient;
  station: string;
  folder: string;
  suffix: string;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const settled = (destination: DestinationRow) => destination.state === 'delivered' || destination.state === 'error';
const finished = (distribution: Details['distribution']) =>
  distribution.destinations.every(settled) && distribution.distribution_type === 'completed';
const states = (distribution: Details['distribution']) =>
  distribution.destinations.map((destination) => `${destination.state}/${destination.problem ?? '-'}`);

export async function signedIn(baseUrl: string, label: string, plan: 'content_creator' | 'broadcaster') {
  const user = await activatedUser(label, 'en', { plan, baseUrl, mailBaseUrl: baseUrl });
  const client = new ApiClient({ baseUrl });
  const login = await client.post('authenticate/login', { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
};

/** An agency, and a broadcaster whose station receives by FTP into `/<folder>` of the given server, file names starting with the unique ID. */
export async function setUpScenarios(options: Omit<Scenarios, 'agency' | 'station'>): Promise<Scenarios> {
  const station = `C${options.suffix}`;
  const agency = await signedIn(options.baseUrl, 'concurrency-agency', 'content_creator');
  const broadcaster = await signedIn(options.baseUrl, 'concurrency-station', 'broadcaster');
  const dm = 'user/account/profile/delivery-method';
  await ok(
    broadcaster.post('user/call-letters/own/create', { id: station, market: 'Montréal', band: 'TV', language: 'fr' }),
  );
  await ok(
    broadcaster.post(`${dm}/save`, {
      method: 'ftp',
      settings: {
        host: '127.0.0.1',
        port: options.ftp.port,
        security: 'none',
        verify_certificate: true,
        target_folder: `/${options.folder}`,
      },
    }),
  );
  await ok(
    broadcaster.post(`${dm}/save-credentials`, {
      method: 'ftp',
      username: 'station',
      password: 'station-ftp-password-2',
    }),
  );
  await ok(broadcaster.post(`${dm}/activate`, { method: 'ftp' }));
  await ok(
    broadcaster.post('user/account/profile/filename-builder/save', {
      filename_builder: { attributes: ['unique_id', 'title', 'download_suffix'], separator: '_' },
    }),
  );
  return { ...options, agency, station };
}
export const SCENARIO_FTP_LOGIN = { username: 'station', password: 'station-ftp-password-2' };

let masterCount = 0;

/** A processed master of its own (its own unique ID: its own file names and its own duplicate question). */
export async function readyMaster(context: Pick<Scenarios, 'agency' | 'db' | 's3' | 'suffix'>, size: number) {
  masterCount += 1;
  const mxf = randomBytes(size);
  const uniqueId = `CONC${context.suffix}${String(masterCount).padStart(3, '0')}`.slice(0, 12);
  const created = await context.agency.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_TV_WEB',
    title: `Concurrency ${masterCount}`,
    unique_id: uniqueId,
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
  if (created.status !== 200) throw new Error(`master not created: ${JSON.stringify(created.body)}`);
  const id = created.body.master_id;
  const output = async (key: string, filename: string, body: Buffer): Promise<[string, MasterOutput]> => {
    const s3Key = `outputs/test/${id}/${filename}`;
    await context.s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    return [
      key,
      {
        output_key: key,
        category: 'MXF_BROADCAST',
        filename,
        size: body.length,
        created_on: nowIso(),
        metadata: {},
        bucket: 'outputs',
        s3_key: s3Key,
        hash_key: randomBytes(20).toString('base64url'),
        sha256: key === 'MXF1080_SLATED' ? sha256(body) : null,
      },
    ];
  };
  const outputs = Object.fromEntries(
    await Promise.all([
      output('MXF1080_SLATED', 'spot_MXF1080_SLATED.mxf', mxf),
      output('SLATE_XML_MXF1080_SLATED', 'spot_MXF1080_SLATED.xml', Buffer.from('<slate/>')),
      output('SCC_CC', 'spot_SCC_CC.scc', Buffer.from('Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n')),
    ]),
  );
  await updateMasterFields(context.db, id, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs,
  });
  return { id, uniqueId, mxf };
}
type Master = Awaited<ReturnType<typeof readyMaster>>;

export const createDistribution = (context: Scenarios, masterId: string, extra: Record<string, unknown> = {}) =>
  context.agency.post<{ id: string; ref_number: string; details?: string[] }>('user/distributions/create', {
    master_files_ids: [masterId],
    call_letters_ids: [context.station],
    ...extra,
  });

const mxfPath = (context: Scenarios, uniqueId: string) => {
  const name = context.ftp
    .filesIn(context.folder)
    .find((found) => found.startsWith(uniqueId) && found.endsWith('.mxf'));
  return name ? join(context.ftp.root, context.folder, name) : undefined;
};

/** What the station's server saw and holds for this master since `from` (its log lines). */
function atStation(context: Scenarios, master: Master, from: number, overlapsBefore: number) {
  const path = mxfPath(context, master.uniqueId);
  return {
    bytesMatch: path ? sha256(readFileSync(path)) === sha256(master.mxf) : false,
    transfers: context.ftp.logLines
      .slice(from)
      .filter((line) => line.includes(master.uniqueId))
      .map((line) => /"directive":"(STOR|APPE)"/.exec(line)?.[1])
      .filter((directive) => directive !== undefined),
    overlappingWrites: context.ftp.overlappingWrites.length - overlapsBefore,
  };
}

/** Two `create` calls at the same moment for the same master and station, with this answer to the duplicate question. */
export async function createsAtOnce(
  context: Scenarios,
  redistributeDuplicate: 0 | 1 | 2 | undefined,
  writeDelayMs = 0,
) {
  const master = await readyMaster(context, 512 * 1024 + 17);
  const [from, overlapsBefore] = [context.ftp.logLines.length, context.ftp.overlappingWrites.length];
  const extra = redistributeDuplicate === undefined ? {} : { redistribute_duplicate: redistributeDuplicate };
  context.ftp.writeDelayMs = writeDelayMs;
  try {
    const answers = await Promise.all([
      createDistribution(context, master.id, extra),
      createDistribution(context, master.id, extra),
    ]);
    const finals = [];
    for (const answer of answers.filter((found) => found.status === 200))
      finals.push(...states(await detailsWhen(context.agency, answer.body.ref_number, finished)));
    return {
      answers: answers.map((answer) => (answer.status === 200 ? '200' : `${answer.status} ${answer.body.code}`)).sort(),
      refusalDetails: answers.find((answer) => answer.status !== 200)?.body.details ?? null,
      finals,
      ...atStation(context, master, from, overlapsBefore),
    };
  } finally {
    context.ftp.writeDelayMs = 0;
  }
}

/** A create while the first delivery of the master still writes (the server slowed): first without an answer, then sending again. */
export async function createDuringDelivery(context: Scenarios) {
  const master = await readyMaster(context, 2 * 1024 * 1024 + 9);
  const [from, overlapsBefore] = [context.ftp.logLines.length, context.ftp.overlappingWrites.length];
  // About 30 chunks of 64 KB, 150 ms each: the first delivery writes for several seconds.
  context.ftp.writeDelayMs = 150;
  try {
    const first = await createDistribution(context, master.id);
    if (first.status !== 200) throw new Error(`first create answered ${first.status}: ${JSON.stringify(first.body)}`);
    const running = await detailsWhen(
      context.agency,
      first.body.ref_number,
      (distribution) => distribution.destinations[0]?.state !== 'waiting',
      30_000,
    );
    const asked = await createDistribution(context, master.id);
    const again = await createDistribution(context, master.id, { redistribute_duplicate: 1 });
    if (again.status !== 200) throw new Error(`sending again answered ${again.status}: ${JSON.stringify(again.body)}`);
    // While the first still writes, the second waits for the station's files (`busy`) instead of writing them too.
    const second = await detailsWhen(
      context.agency,
      again.body.ref_number,
      (distribution) => distribution.destinations[0]?.problem === 'busy' || settled(distribution.destinations[0]!),
      30_000,
    );
    return {
      firstWasWriting: running.destinations[0]?.state === 'in_progress',
      asked: `${asked.status} ${asked.body.code}`,
      secondWhileFirstWrites: states(second),
      finals: [
        ...states(await detailsWhen(context.agency, first.body.ref_number, finished)),
        ...states(await detailsWhen(context.agency, again.body.ref_number, finished)),
      ],
      ...atStation(context, master, from, overlapsBefore),
    };
  } finally {
    context.ftp.writeDelayMs = 0;
  }
}

/** Two `redistribute` calls at once on a delivered destination whose copy the station lost, then one more while that run goes. */
export async function redistributesAtOnce(context: Scenarios) {
  const master = await readyMaster(context, 256 * 1024 + 1);
  const sent = await createDistribution(context, master.id, { redistribute_duplicate: 1 });
  if (sent.status !== 200) throw new Error(`create answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  await detailsWhen(context.agency, sent.body.ref_number, finished);
  const executions = async () =>
    (
      (await context.sfn.send(new ListExecutionsCommand({ stateMachineArn: context.deliveryStateMachineArn })))
        .executions ?? []
    ).filter((execution) => execution.name?.startsWith(`${sent.body.id}-`)).length;
  const before = await executions();
  const [from, overlapsBefore] = [context.ftp.logLines.length, context.ftp.overlappingWrites.length];
  const redistribute = () =>
    context.agency.post('user/distributions/destination/redistribute', {
      distribution_id: sent.body.id,
      call_letters: context.station,
    });
  // The station lost its copy and its server is slow: the new run writes for a few seconds.
  rmSync(mxfPath(context, master.uniqueId)!);
  context.ftp.writeDelayMs = 100;
  try {
    const answers = [...(await Promise.all([redistribute(), redistribute()])), await redistribute()];
    return {
      answers: answers.map((answer) => (answer.status === 200 ? '200' : `${answer.status} ${answer.body.code}`)),
      finals: states(await detailsWhen(context.agency, sent.body.ref_number, finished)),
      newExecutions: (await executions()) - before,
      ...atStation(context, master, from, overlapsBefore),
    };
  } finally {
    context.ftp.writeDelayMs = 0;
  }
}
