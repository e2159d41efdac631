import {
  getUser,
  listCallLetterGroups,
  listCallLettersForAccount,
  listContacts,
  listDestinations,
  listDistributionsPage,
  listDocumentsPage,
  listMastersForAccount,
  listPlaylistsPage,
  type DocumentItem,
  type MasterItem,
} from '@masterport/data';
import { masterFields } from '@masterport/contract';
import { table } from '../adapters/db.ts';

/** Rows read per query: the account's lists are read whole, page after page. */
const PAGE = 100;

/** Every master of the account (its own, not those a studio made for clients elsewhere), newest first. */
export async function allMastersOf(accountId: string): Promise<MasterItem[]> {
  const masters: MasterItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listMastersForAccount(table(), accountId, {}, { limit: PAGE, ...(cursor ? { cursor } : {}) });
    masters.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return masters;
}

/** Every ready document of the account, newest first. */
export async function allDocumentsOf(accountId: string): Promise<DocumentItem[]> {
  const documents: DocumentItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await listDocumentsPage(
      table(),
      accountId,
      { by: 'creation_date', direction: 'desc' },
      { limit: PAGE, ...(cursor ? { cursor } : {}) },
    );
    documents.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return documents;
}

async function allDistributionsOf(accountId: string) {
  const distributions = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await listDistributionsPage(table(), accountId, undefined, {
      limit: PAGE,
      ...(startKey ? { startKey } : {}),
    });
    for (const { item } of page.entries)
      distributions.push({ ...item, destinations: await listDestinations(table(), item.id) });
    startKey = page.lastKey;
  } while (startKey);
  return distributions;
}

async function allPlaylistsOf(accountId: string) {
  const playlists = [];
  let cursor: string | undefined;
  do {
    const page = await listPlaylistsPage(
      table(),
      accountId,
      { direction: 'desc' },
      { limit: PAGE, ...(cursor ? { cursor } : {}) },
    );
    // Only the account's own playlists: one it saved from another account is that account's record.
    playlists.push(...page.items.filter((playlist) => playlist.account_id === accountId));
    cursor = page.cursor;
  } while (cursor);
  return playlists;
}

/** A CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(' | ') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A CSV file of rows under these columns, with a header line. */
export const csv = (columns: readonly string[], rows: readonly Record<string, unknown>[]): string =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';

/** One file of the records export: its name in the zip and its text. */
export interface RecordsFile {
  name: string;
  text: string;
  contentType: string;
}

/**
 * The readable export of an account's records (docs/billing.md, "Cancellation and the data
 * archive"): every record kind in one JSON file, and one CSV per kind for a spreadsheet. Masters
 * carry their slates and their files (with the SHA-256 recorded when each output was made).
 */
export async function recordsExport(accountId: string, masters: readonly MasterItem[]): Promise<RecordsFile[]> {
  const [documents, distributions, playlists, contacts, callLetters, groups] = await Promise.all([
    allDocumentsOf(accountId),
    allDistributionsOf(accountId),
    allPlaylistsOf(accountId),
    listContacts(table(), accountId),
    listCallLettersForAccount(table(), accountId),
    listCallLetterGroups(table(), accountId),
  ]);
  const creators = new Map<string, string>();
  for (const id of new Set(masters.map((master) => master.created_by)))
    creators.set(id, (await getUser(table(), id))?.email ?? '');
  const masterRecords = masters.map((master) => ({
    ...masterFields.parse(master),
    created_by: creators.get(master.created_by) ?? '',
    sources: Object.entries(master.sources).map(([asset, source]) => ({
      asset,
      filename: source?.filename,
      size: source?.size,
    })),
    outputs: Object.values(master.outputs)
      .filter((output) => output.output_key !== 'SOURCE')
      .map((output) => ({
        output_key: output.output_key,
        filename: output.filename,
        size: output.size,
        sha256: output.sha256,
      })),
  }));
  const all = {
    account_id: accountId,
    masters: masterRecords,
    distributions,
    playlists,
    contacts,
    call_letters: callLetters,
    call_letter_groups: groups,
    documents,
  };
  const json = (name: string, value: unknown): RecordsFile => ({
    name,
    text: `${JSON.stringify(value, null, 2)}\n`,
    contentType: 'application/json',
  });
  const table_ = (name: string, columns: readonly string[], rows: readonly Record<string, unknown>[]): RecordsFile => ({
    name,
    text: csv(columns, rows),
    contentType: 'text/csv',
  });
  return [
    json('records/account.json', all),
    table_(
      'records/masters.csv',
      [
        'id',
        'unique_id',
        'title',
        'master_type',
        'announcer',
        'agency',
        'product',
        'duration',
        'status',
        'qc_status',
        'created_on',
        'created_by',
      ],
      masterRecords as unknown as Record<string, unknown>[],
    ),
    table_(
      'records/distributions.csv',
      ['ref_number', 'masters_titles', 'sent_on', 'completed_on', 'call_letters', 'state', 'delivered_on', 'problem'],
      distributions.flatMap((distribution) =>
        distribution.destinations.length === 0
          ? [{ ...distribution }]
          : distribution.destinations.map((destination) => ({ ...distribution, ...destination })),
      ),
    ),
    table_('records/playlists.csv', ['id', 'name', 'master_ids', 'created_on'], playlists),
    table_(
      'records/contacts.csv',
      ['id', 'first_name', 'last_name', 'email', 'phone'],
      contacts as unknown as Record<string, unknown>[],
    ),
    table_('records/call-letters.csv', ['letters', 'market', 'band', 'language', 'owner_name'], callLetters),
    table_('records/call-letter-groups.csv', ['id', 'name', 'call_letters'], groups),
    table_('records/documents.csv', ['id', 'title', 'filename', 'size', 'docket', 'created_on'], documents),
  ];
}
