import {
  baseMasterType,
  RECEIVED_SPOTS_PAGE_SIZE,
  type ReceivedSpot,
  type ReceivedSpotListFilters,
  type ReceivedSpotListItem,
} from '@masterport/contract';
import {
  acknowledgeReceivedSpot,
  foldedText,
  getAccount,
  getDestination,
  getMaster,
  getMasters,
  getReceivedSpot,
  getReceivedSpots,
  keys,
  listCallLettersForAccount,
  listReceivedSpotDeliveries,
  markReceivedSpotReplaced,
  nowIso,
  putReceivedSpotIfAbsent,
  readReceivedSpots,
  receivedSpotId,
  recordReceivedSpotDownload,
  type DestinationItem,
  type DistributionItem,
  type ReceivedSpotItem,
} from '@masterport/data';
import { callerName } from '../accounts/user-name.ts';
import { table } from '../adapters/db.ts';
import { logger } from '../logger.ts';
import { signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { publicMasterView } from '../master-access/public-master-view.ts';
import { confirmAcknowledgementWhenComplete } from './confirmation-reports.ts';
import { deliveredSha256 } from './destination-receipts.ts';

/**
 * The station's inbox (issue 28; docs/api.md "The station's inbox"): a received spot is recorded
 * for each master of a destination that completes, for the account that owns the call letters.
 */

/** A file's id on the received spot's page: its place among the spot's files. */
const fileId = (at: number) => `file-${at + 1}`;

/**
 * Records what a delivered destination brought to its station, one received spot per master.
 * Idempotent: the items are named by the run they belong to and written only where absent, so a
 * replayed completion (or two at the same moment) records each once. Then the newest delivery of
 * each spot to the station stands and the earlier ones say they are replaced.
 */
export async function recordReceivedSpots(distribution: DistributionItem, destination: DestinationItem): Promise<void> {
  if (destination.state !== 'delivered') return;
  const [masters, sender] = await Promise.all([
    getMasters(table(), distribution.master_files_ids),
    getAccount(table(), distribution.account_id),
  ]);
  const receivedOn = destination.delivered_on ?? nowIso();
  const indexed = destination.files.map((file, index) => ({ file, index }));
  const documents = indexed.filter(({ file }) => file.document_id !== null);
  for (const master of masters) {
    if (!master.unique_id || !master.master_type) continue;
    const own = indexed.filter(({ file }) => file.master_file_id === master.id);
    const measured = own.find(({ file }) => file.loudness !== null)?.file;
    const words = [
      master.title,
      master.unique_id,
      master.announcer,
      master.agency,
      master.product,
      destination.call_letters,
      destination.house_codes[master.id],
      sender?.name,
      distribution.ref_number,
    ];
    const spot: ReceivedSpotItem = {
      id: receivedSpotId(distribution.id, destination.call_letters, destination.run, master.id),
      account_id: destination.station_account_id,
      call_letters: destination.call_letters,
      distribution_id: distribution.id,
      ref_number: distribution.ref_number,
      run: destination.run,
      master_id: master.id,
      sender_account_id: distribution.account_id,
      sender_name: sender?.name ?? '',
      spot_key: keys.receivedSpotIdentity(master.unique_id, master.id),
      title: master.title,
      unique_id: master.unique_id,
      master_type: baseMasterType(master.master_type),
      duration: master.duration ?? 0,
      language: master.language ?? '',
      ratio: master.ratio ?? null,
      audio_type: master.audio_type ?? null,
      advertiser: master.announcer ?? '',
      agency: master.agency ?? '',
      product: master.product ?? '',
      house_code: destination.house_codes[master.id] ?? master.house_code ?? null,
      loudness: measured?.loudness ?? null,
      true_peak: measured?.true_peak ?? null,
      spec_version: destination.spec_version ?? null,
      files: [...own, ...documents].map(({ file, index }, at) => ({
        file_id: fileId(at),
        index,
        name: file.name,
        size: file.size,
        sha256: deliveredSha256(file, master),
        output_key: file.output_key,
        kind: file.document_id !== null ? 'document' : 'master',
      })),
      traffic_instructions: distribution.draft.notes ?? '',
      received_on: receivedOn,
      state: 'arrived',
      downloaded: null,
      acknowledged: null,
      replaced_by: null,
      history: [
        { event: 'sent', on: distribution.sent_on ?? distribution.created_on, by_name: sender?.name ?? '', detail: '' },
        { event: 'delivered', on: receivedOn, by_name: '', detail: destination.method ?? '' },
      ],
      search_text: foldedText(words.filter(Boolean).join(' ')),
    };
    await putReceivedSpotIfAbsent(table(), spot);
    await settleReplacements(spot.call_letters, spot.spot_key);
  }
}

/** The newest delivery of a spot to a station stands; every earlier one is marked replaced by it. */
async function settleReplacements(letters: string, spotKey: string): Promise<void> {
  const deliveries = await listReceivedSpotDeliveries(table(), letters, spotKey);
  const newest = deliveries.at(-1);
  if (!newest) return;
  const now = nowIso();
  for (const earlier of deliveries.slice(0, -1))
    if (earlier.state !== 'replaced') await markReceivedSpotReplaced(table(), earlier.id, newest.id, now);
}

const toListItem = (spot: ReceivedSpotItem): ReceivedSpotListItem => ({
  id: spot.id,
  call_letters: spot.call_letters,
  state: spot.state,
  received_on: spot.received_on,
  sender_name: spot.sender_name,
  ref_number: spot.ref_number,
  title: spot.title,
  unique_id: spot.unique_id,
  master_type: spot.master_type,
  duration: spot.duration,
  advertiser: spot.advertiser,
  agency: spot.agency,
  product: spot.product,
  house_code: spot.house_code,
});

/** Most received spots one filtered page reads before it answers what it found (and where to go on). */
export const RECEIVED_SPOTS_SCAN_BOUND = 500;

function matches(spot: ReceivedSpotItem, filters: ReceivedSpotListFilters, words: readonly string[]): boolean {
  if (filters.call_letters && spot.call_letters !== filters.call_letters.toUpperCase()) return false;
  if (filters.state && spot.state !== filters.state) return false;
  if (filters.master_type && spot.master_type !== filters.master_type) return false;
  return words.every((word) => spot.search_text.includes(word));
}

/**
 * `received/get-list`: the account's received spots, newest first, from its own index partition
 * (never a scan). Unfiltered (or by dates only, which the key serves) a page is one read of 20.
 * Other filters are checked on what is read, asking each time only for the rows still missing, up
 * to RECEIVED_SPOTS_SCAN_BOUND items: a page may then hold fewer rows and still answer a cursor.
 */
export async function listReceivedSpots(auth: AuthContext, filters: ReceivedSpotListFilters) {
  const words = foldedText(filters.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const between =
    filters.from_date || filters.to_date
      ? ([filters.from_date ?? '0000-01-01', `${filters.to_date ?? '9999-12-31'}T99`] as const)
      : undefined;
  const filtered = words.length > 0 || !!filters.call_letters || !!filters.state || !!filters.master_type;
  const rows: ReceivedSpotItem[] = [];
  let cursor = filters.cursor;
  let read = 0;
  do {
    const limit = RECEIVED_SPOTS_PAGE_SIZE - rows.length;
    const page = await readReceivedSpots(table(), auth.accountId, { limit, cursor, between });
    read += page.items.length;
    rows.push(...(filtered ? page.items.filter((spot) => matches(spot, filters, words)) : page.items));
    cursor = page.cursor;
  } while (filtered && cursor && rows.length < RECEIVED_SPOTS_PAGE_SIZE && read < RECEIVED_SPOTS_SCAN_BOUND);
  const stations = await listCallLettersForAccount(table(), auth.accountId);
  return {
    received_spots: rows.map(toListItem),
    cursor: cursor ?? null,
    call_letters: stations.map((station) => station.letters).sort(),
  };
}

/** A received spot of the caller's account; another account's answers data_restriction, as a distribution does. */
async function ownReceivedSpot(auth: AuthContext, id: string): Promise<ReceivedSpotItem> {
  const spot = await getReceivedSpot(table(), id);
  if (!spot) throw new AppError('no_received_spot');
  if (spot.account_id !== auth.accountId) throw new AppError('data_restriction');
  return spot;
}

async function receivedSpotView(spot: ReceivedSpotItem): Promise<ReceivedSpot> {
  const master = await getMaster(table(), spot.master_id);
  // The sender's viewing copy, while it has one (an archived or deleted master has none to play).
  const view = master && !master.archived ? await publicMasterView(master) : null;
  return {
    ...toListItem(spot),
    language: spot.language,
    ratio: spot.ratio,
    audio_type: spot.audio_type,
    loudness: spot.loudness,
    true_peak: spot.true_peak,
    files: spot.files.map(({ index: _index, ...file }) => file),
    traffic_instructions: spot.traffic_instructions,
    downloaded: spot.downloaded && { by_name: spot.downloaded.by_name, on: spot.downloaded.on },
    acknowledged: spot.acknowledged && {
      by_name: spot.acknowledged.by_name,
      on: spot.acknowledged.on,
      note: spot.acknowledged.note,
    },
    replaced_by: spot.replaced_by,
    history: spot.history,
    thumbnail_url: view?.thumbnail_url ?? null,
    preview: view?.preview ?? null,
  };
}

export async function receivedSpotDetails(auth: AuthContext, id: string) {
  return { received_spot: await receivedSpotView(await ownReceivedSpot(auth, id)) };
}

/** A short-lived link to one file as the station received it (its own name); the download is recorded, who and when. */
export async function receivedSpotDownload(auth: AuthContext, id: string, wanted: string) {
  const spot = await ownReceivedSpot(auth, id);
  const file = spot.files.find((entry) => entry.file_id === wanted);
  const destination = await getDestination(table(), spot.distribution_id, spot.call_letters);
  const source = file ? destination?.sources[file.index] : undefined;
  if (!file || !source) throw new AppError('not_found');
  const url = await signDownload(source.bucket, source.key, file.name);
  await recordReceivedSpotDownload(
    table(),
    spot.id,
    { by: auth.userId, by_name: await callerName(auth), on: nowIso() },
    file.name,
    file.size,
  );
  return { download_url: url };
}

/** Who fetched a file through a web link's page: nobody signs in there, so the station itself (its call letters). */
export const LINK_DOWNLOADER = 'web_link';

/**
 * A station fetched a file of its delivery through its web link (`/d`): recorded, as the station, on
 * each received spot of that delivery that lists the file (a document came with every spot), with
 * the bytes the link serves. The link is short-lived and signed for that one file: handing it out is
 * the fetch (the bytes then go from storage to the station without passing through us).
 */
export async function recordLinkDownload(
  distribution: Pick<DistributionItem, 'id' | 'master_files_ids'>,
  destination: DestinationItem,
  index: number,
): Promise<void> {
  const file = destination.files[index];
  if (!file || destination.state !== 'delivered') return;
  const spots = await getReceivedSpots(
    table(),
    distribution.master_files_ids.map((masterId) =>
      receivedSpotId(distribution.id, destination.call_letters, destination.run, masterId),
    ),
  );
  const on = nowIso();
  // What the sender is told must not cost the station its file: a failed record is logged, the link still answers.
  try {
    for (const spot of spots.filter((entry) => entry.files.some((listed) => listed.index === index)))
      await recordReceivedSpotDownload(
        table(),
        spot.id,
        { by: LINK_DOWNLOADER, by_name: destination.call_letters, on },
        file.name,
        file.size,
      );
  } catch (error) {
    logger.error('Web-link download not recorded', { distributionId: distribution.id, error: String(error) });
  }
}

/** The station says the spot is in its traffic system, with an optional note the sender reads too. */
export async function acknowledgeReceived(auth: AuthContext, id: string, note: string | undefined) {
  const spot = await ownReceivedSpot(auth, id);
  const acknowledged = await acknowledgeReceivedSpot(table(), spot.id, {
    by: auth.userId,
    by_name: await callerName(auth),
    on: nowIso(),
    note: note ?? '',
  });
  // The last spot acknowledged: the sender's Acknowledgement Confirmation Report (once).
  await confirmAcknowledgementWhenComplete(acknowledged.distribution_id);
  return { received_spot: await receivedSpotView(acknowledged) };
}
