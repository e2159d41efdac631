import type { Client } from 'basic-ftp';
import { FTPError } from 'basic-ftp';
import {
  companionOf,
  DELIVERIES_PREFIX,
  parseLoudnessVariant,
  type DeliveredFile,
  type DestinationProblem,
  type FtpSettings,
  type S3Settings,
  whyCannotReceive,
} from '@masterport/contract';
import {
  getAccount,
  getCallLetter,
  getDestination,
  getDistribution,
  nowIso,
  putDestination,
  type DeliveryMethodItem,
  type DestinationItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { withSpecsInForce } from '../call-letters/groups.ts';
import { putText } from '../adapters/storage.ts';
import { openStationBucket, type S3Credentials, type StationBucket } from '../adapters/station-bucket.ts';
import { config } from '../config.ts';
import { ConnectionAttempt } from '../delivery/connection-attempt.ts';
import { openDeliveryCredentials, stationDeliveryMethod } from '../delivery/delivery-method.ts';
import { ftpProblem, openFtp, type FtpCredentials } from '../delivery/ftp-target.ts';
import { s3Problem } from '../delivery/s3-target.ts';
import { logger } from '../logger.ts';
import { countForSite } from '../site/statistics.ts';
import { confirmDeliveryWhenComplete } from './confirmation-reports.ts';
import { deliveryPlan, makeVariantsForDelivery, type PlannedFile } from './delivery-files.ts';
import { leaseScopes, takeLeases, type HeldLeases } from './delivery-lease.ts';
import {
  mailDestinationDelivered,
  mailDestinationFailed,
  mailDestinationRetrying,
  mailHouseCodeRequest,
} from './distribution-mail.ts';
import { recordReceivedSpots } from './received-spots.ts';
import { receivingStation, stationRecipients } from './station-readiness.ts';
import { openFtpFolder, sendByFtp, sendToBucket, VerificationError, type SentFile } from './transfers.ts';

/**
 * A failure worth trying again after a pause (a server that did not answer, a dropped connection):
 * the state machine retries the task with backoff. The destination shows its reason meanwhile.
 */
export class TransientDeliveryError extends Error {
  constructor(
    readonly problem: DestinationProblem,
    options: { cause?: unknown } = {},
  ) {
    super(`transient delivery problem: ${problem}`, options);
    this.name = 'TransientDeliveryError';
  }
}

/** Outputs the station needs are still being made: the state machine asks again later. */
export class OutputsPendingError extends Error {
  constructor(readonly outputs: readonly string[]) {
    super(`waiting for outputs: ${outputs.join(', ')}`);
    this.name = 'OutputsPendingError';
  }
}

/**
 * Another delivery holds what this one would write (the destination itself, or a file at the
 * station's server): the state machine tries again later, and nothing has been written meanwhile.
 */
export class DeliveryBusyError extends Error {
  constructor(readonly problem: DestinationProblem = 'busy') {
    super('another delivery holds this destination or one of its files');
    this.name = 'DeliveryBusyError';
  }
}

/** Problems that another try may fix by itself; the others need a person (a password, a folder, room on a disk). */
// `busy`: the lease was lost mid-transfer (sendFiles); the next try waits for the other writer.
const TRANSIENT: ReadonlySet<DestinationProblem> = new Set([
  'dns',
  'refused',
  'timeout',
  'interrupted',
  'unknown',
  'busy',
]);
/** Most often a destination's progress is written while a file moves. */
const PROGRESS_WRITE_MS = 1000;

function problemOf(error: unknown, method: 'ftp' | 's3'): DestinationProblem {
  if (error instanceof VerificationError) return 'verification';
  const carried = (error as { problem?: unknown }).problem;
  if (typeof carried === 'string') return carried as DestinationProblem;
  // 452/552: the server has no room (RFC 959).
  if (error instanceof FTPError && (error.code === 452 || error.code === 552)) return 'disk_full';
  if (method !== 'ftp') return s3Problem(error);
  // Past the connect, login and folder steps (whose failures carry their problem), a connection
  // that stalls or drops is the write that failed, not the server refusing a connection.
  const problem = ftpProblem(error, 'write');
  const message = error instanceof Error ? error.message : '';
  if (
    problem === 'timeout' ||
    problem === 'refused' ||
    (problem === 'unknown' && /FIN packet|socket|closed|ECONNRESET|EPIPE/i.test(message))
  )
    return 'interrupted';
  return problem;
}

/**
 * Records where a destination stands, unless a newer run took it over. Writes go one after the
 * other, in the order they were asked: a progress write still in flight can never land after the
 * write that records the file (or the destination) delivered.
 */
class DestinationRecord {
  private lastWrite = 0;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    public item: DestinationItem,
    private readonly run: number,
    private readonly leases?: { readonly lost: boolean },
  ) {}

  /** True once a renewal of this delivery's leases found another holder: no further file may start. */
  get leaseLost(): boolean {
    return this.leases?.lost ?? false;
  }

  save(change: Partial<DestinationItem>): Promise<boolean> {
    this.item = { ...this.item, ...change, modified_on: nowIso() };
    this.item.bytes_sent = this.item.files.reduce((sum, file) => sum + file.bytes_sent, 0);
    this.lastWrite = Date.now();
    const snapshot = this.item;
    const written = this.writes.then(() => putDestination(table(), snapshot, this.run));
    this.writes = written.catch(() => undefined);
    return written;
  }

  /** Progress of one file: written at most once a second (a 1 GB file does not make a thousand writes). */
  async progress(index: number, bytesSent: number): Promise<void> {
    const files = this.item.files.map((file, at) => (at === index ? { ...file, bytes_sent: bytesSent } : file));
    this.item = { ...this.item, files };
    if (Date.now() - this.lastWrite >= PROGRESS_WRITE_MS) await this.save({});
  }

  async fileDone(index: number, sent: SentFile | { verified_by: 'link'; sha256: string | null }): Promise<void> {
    const files = this.item.files.map((file, at) =>
      at === index
        ? { ...file, bytes_sent: file.size, sha256: sent.sha256, verified_by: sent.verified_by, delivered_on: nowIso() }
        : file,
    );
    await this.save({ files });
  }
}

const plannedEntry = (file: PlannedFile, previous?: DeliveredFile): DeliveredFile =>
  previous?.delivered_on && previous.name === file.name && previous.size === file.size
    ? previous
    : {
        master_file_id: file.master_file_id,
        document_id: file.document_id,
        output_key: file.output_key,
        name: file.name,
        size: file.size,
        bytes_sent: 0,
        sha256: null,
        verified_by: null,
        delivered_on: null,
        loudness: file.loudness,
        true_peak: file.true_peak,
      };

/** Sends every file not yet confirmed, one after the other, recording each as the destination confirms it. */
async function sendFiles(
  record: DestinationRecord,
  plan: readonly PlannedFile[],
  send: (file: PlannedFile, onBytes: (count: number) => void) => Promise<SentFile>,
) {
  for (const [index, file] of plan.entries()) {
    if (record.item.files[index]?.delivered_on) continue;
    // Never two writers on one file: a lease that expired under us (a stalled event loop) may now be another's.
    if (record.leaseLost) throw new DeliveryBusyError();
    let sent = 0;
    const result = await send(file, (count) => {
      sent += count;
      void record
        .progress(index, sent)
        .catch((error: unknown) => logger.warn('Delivery progress not written', { error }));
    });
    await record.fileDone(index, result);
  }
}

async function deliverByFtp(record: DestinationRecord, method: DeliveryMethodItem, plan: readonly PlannedFile[]) {
  const settings = method.ftp.settings as FtpSettings;
  const credentials = await openDeliveryCredentials<FtpCredentials>(method, 'ftp');
  if (!credentials) throw Object.assign(new Error('no FTP credentials'), { problem: 'login' });
  const attempt = new ConnectionAttempt(ftpProblem);
  let client: Client | undefined;
  try {
    client = await openFtp(settings, credentials, { allowLoopback: config().allowLoopbackTargets }, attempt);
    const open = client;
    await attempt.step('folder', () => openFtpFolder(open, settings));
    await sendFiles(record, plan, (file, onBytes) => sendByFtp(open, file, onBytes));
  } finally {
    client?.close();
  }
}

async function deliverToBucket(record: DestinationRecord, method: DeliveryMethodItem, plan: readonly PlannedFile[]) {
  const settings = method.s3.settings as S3Settings;
  const credentials = await openDeliveryCredentials<S3Credentials>(method, 's3');
  let bucket: StationBucket | undefined;
  try {
    // The external id of a role is the station's account: the trust policy it wrote names it.
    bucket = await openStationBucket(settings, credentials, method.account_id);
    const open = bucket;
    await sendFiles(record, plan, (file, onBytes) => sendToBucket(open, settings, file, onBytes));
  } finally {
    bucket?.close();
  }
}

/** Web links and traffic instructions: nothing moves; the station gets a link to its page, which serves every file. */
async function deliverByLink(record: DestinationRecord, plan: readonly PlannedFile[]) {
  for (const [index] of plan.entries()) {
    if (!record.item.files[index]?.delivered_on) await record.fileDone(index, { verified_by: 'link', sha256: null });
  }
}

/** Where a file's bytes stay for the station's page: ours already, or (a text made for this station) written under deliveries/. */
async function keptSource(
  distributionId: string,
  letters: string,
  file: PlannedFile,
): Promise<{ bucket: string; key: string }> {
  if (!('text' in file.source)) return file.source;
  const key = `${DELIVERIES_PREFIX}${distributionId}/${letters}/${file.name}`;
  await putText(config().outputsBucket, key, file.source.text, file.content_type);
  return { bucket: config().outputsBucket, key };
}

/** Where each file of the plan lands at the station: one lease scope per file (leaseScopes.remoteFile). */
function remoteFileScopes(
  activeMethod: string | null,
  method: DeliveryMethodItem | undefined,
  plan: readonly PlannedFile[],
): string[] {
  let place: string | undefined;
  // The server (or bucket) is the place: two station accounts pointing at one server write one file.
  if (activeMethod === 'ftp' && method) {
    const settings = method.ftp.settings as FtpSettings;
    place = `${settings.host}:${settings.port}/${settings.target_folder}`;
  } else if (activeMethod === 's3' && method) {
    const settings = method.s3.settings as S3Settings;
    place = `${settings.bucket}/${settings.prefix}`;
  }
  // Links and traffic instructions write nothing at the station (their copies are per distribution, under deliveries/).
  if (place === undefined) return [];
  return plan.map((file) => leaseScopes.remoteFile(activeMethod!, place, file.name));
}

/** The leases one delivery task holds; all released when the task ends, however it ends. */
class TaskLeases {
  private readonly held: HeldLeases[] = [];

  get lost(): boolean {
    return this.held.some((lease) => lease.lost);
  }

  /** Takes these scopes too; false when another delivery holds one of them. */
  async take(scopes: readonly string[]): Promise<boolean> {
    if (scopes.length === 0) return true;
    const lease = await takeLeases(scopes);
    if (lease) this.held.push(lease);
    return lease !== undefined;
  }

  async release(): Promise<void> {
    await Promise.all(
      this.held.map((lease) =>
        lease
          .release()
          .catch((error: unknown) => logger.warn('A delivery lease was not released; it expires by itself', { error })),
      ),
    );
  }
}

/**
 * The delivery task of one destination (`state-machines/delivery`): resolves the station's
 * broadcaster and its method, content, names and XML slate; waits for outputs still being made;
 * sends what is not yet confirmed; records each file as the destination confirms it.
 * A task of an older run, or a destination already delivered, does nothing: replays never deliver twice.
 *
 * One delivery of a destination at a time, and one writer per file at a station: the task holds a
 * lease on the destination for all it does, and one on each file it writes (a second distribution
 * of the same master to the same station waits), taken before any byte moves, renewed while files
 * move, released on every exit and expiring by itself if the Lambda dies. A task that finds one
 * held throws DeliveryBusyError: the state machine tries again later.
 */
export async function deliverDestination(distributionId: string, letters: string, run: number): Promise<void> {
  const current = await getDestination(table(), distributionId, letters);
  if (current?.run === run && current.state === 'delivered') {
    // A replay of a completed run: what the station received is recorded (once: received-spots.ts), in case the first try stopped before.
    const distribution = await getDistribution(table(), distributionId);
    if (distribution) await recordReceivedSpots(distribution, current);
    await confirmDeliveryWhenComplete(distributionId);
    return;
  }
  if (!current || current.run !== run) return;
  const leases = new TaskLeases();
  try {
    if (!(await leases.take([leaseScopes.destination(distributionId, letters)]))) throw new DeliveryBusyError();
    await deliverLeased(distributionId, letters, run, leases);
  } finally {
    await leases.release();
  }
}

async function deliverLeased(distributionId: string, letters: string, run: number, leases: TaskLeases): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  const found = await getDestination(table(), distributionId, letters);
  if (!distribution || !found || found.run !== run || found.state === 'delivered') return;
  const sender = await getAccount(table(), distribution.account_id);
  const method = await stationDeliveryMethod(found.station_account_id, found.call_letters);
  const record = new DestinationRecord(found, run, leases);
  // A self-redistribute run goes by link, whatever the station's method (destinations.ts).
  const selfSentFor = found.by_link_for;
  const activeMethod = selfSentFor ? 'web' : (method?.active_method ?? null);

  // A broadcaster that names who gives house codes wants its own on every master: asked once per run, by e-mail.
  const houseCodeAddresses = method?.house_code_notifications ?? [];
  if (houseCodeAddresses.length > 0 && distribution.master_files_ids.some((id) => !found.house_codes[id])) {
    if (found.state !== 'waiting_housecode') {
      await record.save({ state: 'waiting_housecode', problem: null, method: activeMethod });
      await mailHouseCodeRequest(distribution, record.item, sender?.name ?? '', houseCodeAddresses);
    }
    return;
  }
  // The station's spec as it is now: a spec changed since the send applies to what is still to deliver.
  const station = await getCallLetter(table(), found.call_letters);
  const [held] = station?.account_id === found.station_account_id ? await withSpecsInForce([station]) : [];
  const spec = held?.spec ?? null;
  const plan = await deliveryPlan(
    distribution,
    { account_id: found.station_account_id, spec },
    sender?.name ?? '',
    found.house_codes,
  );
  // Entries read `<unique id> <key>`: only a loudness variant is made here; another missing output stays an error.
  const variantsMissing = plan.missing.filter((entry) => {
    const key = entry.split(' ').pop() ?? '';
    return parseLoudnessVariant(companionOf(key) ?? key) !== undefined;
  });
  if (spec?.rules && variantsMissing.length > 0 && variantsMissing.length === plan.missing.length) {
    // A variant the spec needs that no run is making (the spec changed after the send): made now, then delivered.
    await makeVariantsForDelivery(distribution, { account_id: found.station_account_id, spec });
    await record.save({ state: 'waiting_output', problem: null, method: activeMethod });
    throw new OutputsPendingError(variantsMissing);
  }
  if (plan.unavailable.length > 0) {
    await record.save({ state: 'error', problem: 'master_unavailable', method: activeMethod });
    return;
  }
  if (plan.missing.length > 0) {
    await record.save({ state: 'error', problem: 'output_missing', method: activeMethod });
    return;
  }
  if (plan.waiting.length > 0) {
    await record.save({ state: 'waiting_output', problem: null, method: activeMethod });
    throw new OutputsPendingError(plan.waiting);
  }
  const recipients = await stationRecipients(found.station_account_id, found.call_letters, method);
  // A station without a method, a link nobody receives, a method that cannot carry these masters: no delivery
  // (a self-redistribute goes by link to its sender, who always receives it).
  const refusal = selfSentFor
    ? null
    : whyCannotReceive(receivingStation(method, recipients), distribution.master_types);
  if (refusal) {
    await record.save({ state: 'error', problem: refusal, method: activeMethod });
    return;
  }
  // Before any byte moves: the station's files are ours alone, or another delivery is writing them and this one waits.
  if (!(await leases.take(remoteFileScopes(activeMethod, method, plan.files)))) {
    await record.save({ problem: 'busy', method: activeMethod });
    throw new DeliveryBusyError();
  }
  const files = plan.files.map((file, index) => plannedEntry(file, found.files[index]));
  const sources = await Promise.all(plan.files.map((file) => keptSource(distributionId, letters, file)));
  const stillSaved = await record.save({
    state: 'in_progress',
    problem: null,
    method: activeMethod,
    spec_version: spec?.rules ? spec.version : null,
    files,
    sources,
    bytes_total: files.reduce((sum, file) => sum + file.size, 0),
    attempts: found.attempts + 1,
    started_on: found.started_on ?? nowIso(),
  });
  if (!stillSaved) return;

  try {
    if (activeMethod === 'ftp') await deliverByFtp(record, method!, plan.files);
    else if (activeMethod === 's3') await deliverToBucket(record, method!, plan.files);
    else if (activeMethod === 'aspera')
      throw Object.assign(new Error('ascp is not installed'), { problem: 'unavailable' });
    else await deliverByLink(record, plan.files);
  } catch (error) {
    const problem = problemOf(error, activeMethod === 's3' ? 's3' : 'ftp');
    logger.warn('Delivery failed', {
      distributionId,
      callLetters: letters,
      problem,
      error: error instanceof Error ? error.name : 'unknown',
    });
    if (TRANSIENT.has(problem)) {
      await record.save({ problem });
      // Told once per run: a retry finds the problem its predecessor recorded.
      if (found.problem === null) await mailDestinationRetrying(distribution, record.item);
      throw new TransientDeliveryError(problem, { cause: error });
    }
    await record.save({ state: 'error', problem });
    await mailDestinationFailed(distribution, record.item, sender?.name ?? '', recipients);
    return;
  }
  await record.save({ state: 'delivered', problem: null, delivered_on: nowIso() });
  await countForSite('files_delivered', record.item.files.length);
  // The station's inbox, before the mails: a mail that fails leaves the spot recorded.
  await recordReceivedSpots(distribution, record.item);
  await mailDestinationDelivered(distribution, record.item, sender?.name ?? '', recipients);
  if (selfSentFor)
    await mailDestinationDelivered(
      distribution,
      record.item,
      sender?.name ?? '',
      [selfSentFor.email],
      selfSentFor.language,
    );
  // The last destination delivered: the sender's Delivery Confirmation Report (once, however many finish together).
  await confirmDeliveryWhenComplete(distributionId);
}

/** After the last retry: the destination stops in error with the reason it last had. */
export async function failDestination(distributionId: string, letters: string, run: number): Promise<void> {
  const found = await getDestination(table(), distributionId, letters);
  if (!found || found.run !== run || found.state === 'delivered') return;
  // Outputs still missing after two hours of waiting are told as such, not as an unknown failure.
  const problem = found.problem ?? (found.state === 'waiting_output' ? 'output_missing' : 'unknown');
  const failed = { ...found, state: 'error' as const, problem, modified_on: nowIso() };
  if (!(await putDestination(table(), failed, run))) return;
  await tellDestinationFailed(failed);
}

/**
 * A destination ended in error for good (its retries are over, or the watchdog found its execution
 * gone): the station's notification list and the sender are told what failed and what to do.
 */
export async function tellDestinationFailed(failed: DestinationItem): Promise<void> {
  const distribution = await getDistribution(table(), failed.distribution_id);
  if (!distribution) return;
  const sender = await getAccount(table(), distribution.account_id);
  const method = await stationDeliveryMethod(failed.station_account_id, failed.call_letters);
  await mailDestinationFailed(
    distribution,
    failed,
    sender?.name ?? '',
    await stationRecipients(failed.station_account_id, failed.call_letters, method),
  );
}
