import { randomBytes } from 'node:crypto';
import {
  baseMasterType,
  DISTRIBUTION_LIMITS,
  isSlateComplete,
  manageDistributionKeys,
  masterTypePermission,
  whyNotSendable,
  whyNotSendableTogether,
  type DistributionDetails,
  type DistributionDraft,
  type WithCompleteSlate,
} from '@masterport/contract';
import {
  ConditionFailedError,
  deleteDistribution as removeDistribution,
  distributionsSentTo,
  getCallLetterGroup,
  getCallLetters,
  getDistribution,
  getDistributionByRef,
  getDistributions,
  getDocument,
  getMasters,
  listDestinations,
  listDistributionsPage,
  nowIso,
  putDistribution,
  sendDistribution,
  type CallLetterItem,
  type DestinationItem,
  type DistributionItem,
  type MasterItem,
} from '@masterport/data';
import { callerName } from '../accounts/user-name.ts';
import { table } from '../adapters/db.ts';
import { withSpecsInForce } from '../call-letters/groups.ts';
import { startDeliveryExecution } from '../adapters/workflow.ts';
import { requirePermission, type AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { masterThumbnailUrl } from '../master-access/master-links.ts';
import { canOpen } from '../master-access/own-master.ts';
import { newId, newSecretToken } from '../random.ts';
import { leaseScopes, waitForLeases } from './delivery-lease.ts';
import { toDestination } from './destination-view.ts';
import { destinationReceipts } from './destination-receipts.ts';
import { toListItems } from './distribution-list.ts';
import { missingOutputs, startMissingOutputs } from './delivery-files.ts';

/** Ten capitals and digits without look-alikes (no I, L, O, U): a reference people can read out on the phone. */
const REF_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newRefNumber = () => [...randomBytes(10)].map((byte) => REF_ALPHABET[byte % 32]).join('');

/** A distribution of the caller's account; another account's answers `data_restriction` (seed 001 §8). */
export async function ownDistribution(auth: AuthContext, distributionId: string): Promise<DistributionItem> {
  const item = await getDistribution(table(), distributionId);
  if (!item) throw new AppError('no_distribution');
  if (item.account_id !== auth.accountId) throw new AppError('data_restriction');
  return item;
}

/** A distribution the caller may act on: one carrying a radio spot also needs `manage_distributions_radio` (manageDistributionKeys). */
export async function manageableDistribution(auth: AuthContext, distributionId: string): Promise<DistributionItem> {
  const item = await ownDistribution(auth, distributionId);
  for (const key of manageDistributionKeys(item.master_types)) requirePermission(auth, key);
  return item;
}

function newDraft(auth: AuthContext, userName: string, draft: DistributionDraft): DistributionItem {
  const now = nowIso();
  return {
    id: newId(),
    account_id: auth.accountId,
    ref_number: newRefNumber(),
    distribution_type: 'draft',
    draft,
    master_files_ids: [],
    documents_ids: [],
    master_types: [],
    masters_titles: [],
    distribution_date: null,
    sent_on: null,
    completed_on: null,
    executions: 0,
    created_by: auth.userId,
    created_by_name: userName,
    created_on: now,
    modified_on: now,
    destination_states: {},
    revision: 0,
  };
}

async function draftToChange(auth: AuthContext, id: string | undefined): Promise<DistributionItem | undefined> {
  if (!id) return undefined;
  const item = await ownDistribution(auth, id);
  if (item.distribution_type !== 'draft') throw new AppError('distribution_not_draft');
  return item;
}

/** `save`: keeps the wizard's fields as they are (nothing is checked but their shape) to resume later. */
export async function saveDistributionDraft(auth: AuthContext, input: DistributionDraft & { id?: string }) {
  const { id, ...draft } = input;
  const existing = await draftToChange(auth, id);
  const item = existing ? { ...existing, draft, modified_on: nowIso() } : newDraft(auth, await callerName(auth), draft);
  await putDistribution(table(), item);
  return { id: item.id, ref_number: item.ref_number };
}

export async function distributionForEdit(auth: AuthContext, id: string) {
  const item = await ownDistribution(auth, id);
  if (item.distribution_type !== 'draft') throw new AppError('distribution_not_draft');
  return { distribution: { ...item.draft, id: item.id, ref_number: item.ref_number } };
}

/** The masters of a distribution, each one the caller may open and in a state to be sent (seed 001 §5). */
export async function mastersToSend(
  auth: AuthContext,
  ids: readonly string[],
): Promise<WithCompleteSlate<MasterItem>[]> {
  // A batch read answers in no particular order: the sender's order is the one the review, the
  // distribution and its deliveries keep.
  const byId = new Map((await getMasters(table(), [...ids])).map((master) => [master.id, master]));
  const masters = ids.flatMap((id) => byId.get(id) ?? []);
  if (masters.length !== ids.length) throw new AppError('not_found', { fields: { master_files_ids: 'not_found' } });
  const ready: WithCompleteSlate<MasterItem>[] = [];
  for (const master of masters) {
    if (!(await canOpen(auth, master))) throw new AppError('data_restriction');
    // A draft saved with only some fields (no ID yet) has nothing to send.
    if (!isSlateComplete(master)) throw new AppError('distribution_master_not_ready', { details: [master.title] });
    const refusal = whyNotSendable(master);
    if (refusal) throw new AppError(refusal, { details: [master.unique_id] });
    requirePermission(auth, masterTypePermission(master.master_type, 'distribute'));
    ready.push(master);
  }
  const mixed = whyNotSendableTogether(ready);
  if (mixed) throw new AppError(mixed);
  return ready;
}

/** The stations picked one by one and through groups, less those the flags exclude. */
export async function stationsToSend(auth: AuthContext, draft: DistributionDraft) {
  const letters = new Set(draft.call_letters_ids ?? []);
  for (const groupId of draft.group_ids ?? []) {
    const group = await getCallLetterGroup(table(), auth.accountId, groupId);
    if (!group) throw new AppError('not_found', { fields: { group_ids: 'not_found' } });
    group.call_letters.forEach((entry) => letters.add(entry));
  }
  const stations = await getCallLetters(table(), [...letters]);
  if (stations.length !== letters.size) {
    const known = new Set(stations.map((station) => station.letters));
    throw new AppError('unknown_call_letters', {
      fields: { call_letters_ids: 'unknown_call_letters' },
      details: [...letters].filter((entry) => !known.has(entry)),
    });
  }
  const kept = stations.filter(
    (station) =>
      !(draft.exclude_tv_station && station.band === 'TV') &&
      !(draft.exclude_radio_station && station.band === 'RADIO'),
  );
  if (kept.length === 0)
    throw new AppError('distribution_no_destination', { fields: { call_letters_ids: 'required' } });
  if (kept.length > DISTRIBUTION_LIMITS.destinations)
    throw new AppError('validation_error', { fields: { call_letters_ids: 'too_many' } });
  // Each with the spec it is held to: its own, else its broadcaster's group's (docs/station-specs.md).
  return withSpecsInForce(kept);
}

/**
 * Stations that have one of these masters already, or are being sent it: a destination of another
 * distribution delivered, or still to deliver (waiting, for its house codes or its outputs, in
 * progress). Only a destination that failed does not count: sending again is what it needs.
 */
export async function stationsThatReceived(
  masterIds: readonly string[],
  letters: ReadonlySet<string>,
): Promise<Map<string, Set<string>>> {
  const received = new Map<string, Set<string>>();
  if (masterIds.length === 0 || letters.size === 0) return received;
  // "This master went to this station" is recorded when it is sent; each destination's state is on its distribution.
  const sent = await distributionsSentTo(table(), masterIds, [...letters]);
  const distributions = new Map(
    (await getDistributions(table(), [...new Set(sent.flatMap((entry) => entry.distribution_ids))])).map((item) => [
      item.id,
      item,
    ]),
  );
  for (const entry of sent) {
    const states = entry.distribution_ids.map((id) => distributions.get(id)?.destination_states[entry.call_letters]);
    if (!states.some((state) => state !== undefined && state !== 'error')) continue;
    received.set(entry.call_letters, (received.get(entry.call_letters) ?? new Set()).add(entry.master_id));
  }
  return received;
}

/** How long a create waits for another send of the same masters to finish its step, and how long that step may hold them. */
const SEND_WAIT_MS = 15_000;
const SEND_LEASE_MS = 60_000;

/**
 * `create`: sends the wizard's distribution (a new one, or the saved draft `id`), after every rule
 * of seed 001 §5, and starts its delivery (now, or waiting for its date).
 */
export async function createDistribution(auth: AuthContext, input: DistributionDraft & { id?: string }) {
  const { id, ...draft } = input;
  const existing = await draftToChange(auth, id);
  const masterIds = draft.master_files_ids ?? [];
  const documentIds = draft.documents_ids ?? [];
  if (masterIds.length === 0 && documentIds.length === 0)
    throw new AppError('distribution_empty', { fields: { master_files_ids: 'required' } });
  const sendAt = draft.distribution_date ? new Date(draft.distribution_date) : null;
  // A minute of grace: the time picker's slot may have just started.
  if (sendAt && sendAt.getTime() < Date.now() - 60_000)
    throw new AppError('distribution_date_past', { fields: { distribution_date: 'past' } });

  const masters = await mastersToSend(auth, masterIds);
  const documents = await Promise.all(
    documentIds.map(async (documentId) => {
      const document = await getDocument(table(), documentId);
      if (!document) throw new AppError('not_found', { fields: { documents_ids: 'not_found' } });
      if (document.account_id !== auth.accountId) throw new AppError('data_restriction');
      return document;
    }),
  );
  let stations = await stationsToSend(auth, draft);

  // The duplicate question is decided at the moment of sending, under concurrency too: the check
  // and the writing of the destinations are one step per master (a lease), so of two creates at
  // the same moment the second sees the first's destinations and follows `redistribute_duplicate`.
  const sendLease =
    masterIds.length > 0
      ? await waitForLeases(masterIds.map(leaseScopes.send), SEND_WAIT_MS, SEND_LEASE_MS)
      : undefined;
  if (masterIds.length > 0 && !sendLease) throw new AppError('distribution_sending');
  let item: DistributionItem;
  let destinations: DestinationItem[];
  try {
    const received = await stationsThatReceived(masterIds, new Set(stations.map((station) => station.letters)));
    if (received.size > 0) {
      if (!draft.redistribute_duplicate)
        throw new AppError('distribution_duplicate', { details: [...received.keys()].sort() });
      // 2: leave out stations that already have every master of this distribution.
      if (draft.redistribute_duplicate === 2) {
        stations = stations.filter(
          (station) => (received.get(station.letters)?.size ?? 0) < masters.length || masters.length === 0,
        );
        if (stations.length === 0)
          throw new AppError('distribution_no_destination', { fields: { call_letters_ids: 'already_received' } });
      }
    }

    const missing = await missingOutputs(masters, stations);
    if (missing.length > 0) {
      if (!draft.workflow_restart_confirmed)
        throw new AppError('distribution_outputs_missing', {
          details: [...new Set(missing.map((entry) => entry.output_key))],
        });
      await startMissingOutputs(auth, missing);
    }

    const now = nowIso();
    const base = existing ?? newDraft(auth, await callerName(auth), draft);
    item = {
      ...base,
      draft,
      distribution_type: sendAt ? 'upcoming' : 'ongoing',
      master_files_ids: masters.map((master) => master.id),
      documents_ids: documents.map((document) => document.id),
      master_types: [...new Set(masters.map((master) => baseMasterType(master.master_type)))],
      masters_titles: masters.map((master) => master.title),
      distribution_date: sendAt ? sendAt.toISOString() : null,
      sent_on: now,
      executions: 1,
      modified_on: now,
    };
    const sent = item;
    destinations = stations.map((station) => newDestination(sent.id, station, now, sent.executions));
    try {
      await sendDistribution(table(), item, destinations);
    } catch (error) {
      // Sent meanwhile (a double click, another tab): it is not sent twice.
      if (error instanceof ConditionFailedError) throw new AppError('distribution_not_draft');
      throw error;
    }
  } finally {
    await sendLease?.release();
  }
  await startDeliveryExecution(item.id, item.executions, {
    sendAt: item.distribution_date ?? item.sent_on!,
    destinations: destinations.map((destination) => ({ call_letters: destination.call_letters, run: destination.run })),
  });
  return { id: item.id, ref_number: item.ref_number };
}

/** A station of a distribution, waiting for its first run; its page's share key is made now (160 random bits). */
export function newDestination(
  distributionId: string,
  station: CallLetterItem,
  now: string,
  execution: number,
): DestinationItem {
  return {
    distribution_id: distributionId,
    call_letters: station.letters,
    station_account_id: station.account_id,
    owner_name: station.owner_name,
    market: station.market,
    band: station.band,
    language: station.language,
    method: null,
    state: 'waiting',
    problem: null,
    files: [],
    sources: [],
    bytes_total: 0,
    bytes_sent: 0,
    attempts: 0,
    run: 1,
    execution,
    started_on: null,
    delivered_on: null,
    marked_by_hand: false,
    marked: null,
    house_codes: {},
    link: { created_on: now, hash_key: newSecretToken() },
    by_link_for: null,
    modified_on: now,
  };
}

/** How many addresses `search-notifications` suggests at most. */
const NOTIFICATIONS_SUGGESTED = 20;
/** How many of the account's newest distributions `search-notifications` reads at most: the addresses in use are the recent ones. */
export const NOTIFICATIONS_SEARCH_BOUND = 500;

/**
 * `search-notifications`: the addresses this account already had told of its distributions, for
 * the reports step: read from its newest distributions until enough match or the bound is reached;
 * `searched_all` says whether the read reached its oldest distribution.
 */
export async function searchNotifications(auth: AuthContext, query: string) {
  const wanted = query.trim().toLowerCase();
  const emails = new Set<string>();
  let read = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const { entries, lastKey } = await listDistributionsPage(table(), auth.accountId, undefined, {
      limit: Math.min(100, NOTIFICATIONS_SEARCH_BOUND - read),
      ...(startKey ? { startKey } : {}),
    });
    read += entries.length;
    for (const { item } of entries) {
      for (const email of [
        ...(item.draft.completed_notifications ?? []),
        ...(item.draft.report_email ? [item.draft.report_email] : []),
      ]) {
        if (email.includes(wanted)) emails.add(email);
      }
    }
    startKey = lastKey;
  } while (startKey && emails.size < NOTIFICATIONS_SUGGESTED && read < NOTIFICATIONS_SEARCH_BOUND);
  return { emails: [...emails].sort().slice(0, NOTIFICATIONS_SUGGESTED), searched_all: !startKey };
}

export async function distributionDetails(item: DistributionItem): Promise<DistributionDetails> {
  const destinations = await listDestinations(table(), item.id);
  const receipts = await destinationReceipts(item, destinations);
  // A distribution only carries masters with a complete slate (mastersToSend).
  const masters = (await getMasters(table(), item.master_files_ids)).filter(isSlateComplete);
  const documents = (await Promise.all(item.documents_ids.map((id) => getDocument(table(), id)))).filter(
    (document) => document !== undefined,
  );
  return {
    // The row's counts from the destinations just read (an add of stations may be under way).
    ...(
      await toListItems([
        {
          ...item,
          destination_states: Object.fromEntries(
            destinations.map((destination) => [destination.call_letters, destination.state]),
          ),
        },
      ])
    )[0]!,
    masters: await Promise.all(
      masters.map(async (master) => ({
        id: master.id,
        title: master.title,
        unique_id: master.unique_id,
        master_type: master.master_type,
        duration: master.duration,
        thumbnail_url: await masterThumbnailUrl(master),
      })),
    ),
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      filename: document.filename,
      size: document.size,
    })),
    destinations: destinations.map((destination) => toDestination(destination, receipts.get(destination.call_letters))),
    completed_notifications: item.draft.completed_notifications ?? [],
    report_email: item.draft.report_email ?? null,
    created_by_name: item.created_by_name,
  };
}

/** `get-details/{ref}/{language}`: a distribution by its reference number. */
export async function distributionDetailsByRef(auth: AuthContext, ref: string) {
  const item = await getDistributionByRef(table(), ref);
  if (!item) throw new AppError('no_distribution');
  if (item.account_id !== auth.accountId) throw new AppError('data_restriction');
  return { distribution: await distributionDetails(item) };
}

/** `update-status`: the rows the list polls; one that is gone (or another account's) answers not_found. */
export async function distributionStatuses(auth: AuthContext, ids: readonly string[]) {
  const found = new Map(
    (await getDistributions(table(), ids))
      .filter((item) => item.account_id === auth.accountId)
      .map((item) => [item.id, item]),
  );
  const listed = new Map((await toListItems([...found.values()])).map((row) => [row.id, row]));
  const rows = ids.map((id) => {
    const row = listed.get(id);
    return row ? { ...row, not_found: false as const } : { id, not_found: true as const };
  });
  return { distributions_status: rows };
}

/** `delete`: a draft, a scheduled distribution not started yet, or one that is done. */
export async function deleteDistribution(auth: AuthContext, id: string) {
  const item = await manageableDistribution(auth, id);
  const destinations = await listDestinations(table(), item.id);
  if (destinations.some((destination) => destination.state === 'in_progress')) throw new AppError('distribution_busy');
  await removeDistribution(table(), item, destinations);
  return { id: item.id, ref_number: item.ref_number };
}
