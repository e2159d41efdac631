import { masterIndexItems, masterItem, writeInBatches, type Db, type MasterItem } from '@masterport/data';

/**
 * The completed masters the benchmarks seed straight into the table (as processing leaves them), one
 * definition for every bench: the masters list's filters (test/bench/masters-list.ts), the lists
 * benchmark's masters and the masters its distributions carry (test/bench/lists/).
 */

const WORDS = [
  'maple',
  'winter',
  'harbour',
  'crisp',
  'garden',
  'sunrise',
  'velvet',
  'summit',
  'orchard',
  'breeze',
  'copper',
  'meadow',
  'lantern',
  'prairie',
  'harvest',
  'coastal',
];
const TYPES = ['PUB_TV_WEB', 'PUB_WEB', 'PUB_RADIO'] as const;
const RATIOS = ['16:9', '4:5', '1:1', '9:16'] as const;

/** The id of an account's `index`th bench master. */
export const benchMasterId = (accountId: string, index: number): string => `${accountId}-master-${index}`;

/**
 * An account's `index`th master, of the spread the list filters are measured on: types, ratios,
 * languages and audio in turn, titles of two words, and every 200th with the rare ratio 2:3 and the
 * rare word "zephyr". Created a minute apart from 2026-01-01. `overrides` set any field (a bench
 * whose masters must all be TV spots).
 */
export function benchMaster(accountId: string, index: number, overrides: Partial<MasterItem> = {}): MasterItem {
  const rare = index % 200 === 0;
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  const title = `${WORDS[index % WORDS.length]} ${WORDS[(index * 7 + 3) % WORDS.length]}${rare ? ' zephyr' : ''}`;
  // Unique IDs are letters and digits only: the account's last four of them tell the accounts apart.
  const accountTag = accountId
    .replace(/[^a-z0-9]/gi, '')
    .slice(-4)
    .toUpperCase();
  const uniqueId = `B${accountTag}${index.toString(36).toUpperCase().padStart(6, '0')}`;
  return {
    id: benchMasterId(accountId, index),
    account_id: accountId,
    partner_studio_id: null,
    removed_by_studio: false,
    created_by: 'bench',
    master_type: TYPES[index % 3]!,
    title,
    unique_id: uniqueId,
    duration: 30,
    language: index % 4 === 0 ? 'fr' : 'en',
    ratio: rare ? '2:3' : RATIOS[index % 4]!,
    audio_type: index % 2 ? '2trks' : '8trks',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
    captions_filename: null,
    source_filename: null,
    use_video_audio: true,
    test_brng: false,
    house_code: null,
    is_draft: false,
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    locked: false,
    archived: false,
    archive_status: null,
    tags: [],
    tvb_number: null,
    asc_number: null,
    hash_key: `h${accountId}${index}`,
    sources: {},
    run_sources: {},
    revision: 1,
    result_mailed_revision: 1,
    quality_control: [],
    loudness: null,
    outputs: {},
    processing_error: null,
    run_options: { only_keys: null, fix_loudness: false },
    qc_acknowledged: false,
    preview_output_key: null,
    thumbnails: [],
    thumbnail_key: null,
    preview_cc608_key: null,
    search_text: `${title} ${uniqueId} maple foods north agency syrup`.toLowerCase(),
    spoken: [],
    spoken_text: '',
    transcript: null,
    transcript_files: null,
    transcript_job: null,
    merge_with: null,
    merged_from: [],
    merged_into: null,
    merge_previous_status: null,
    created_on: created,
    modified_on: created,
    ...overrides,
  };
}

/** Writes an account's first `count` bench masters with their index memberships, 500 at a time. */
export async function seedBenchMasters(db: Db, accountId: string, count: number): Promise<void> {
  for (let from = 0; from < count; from += 500) {
    const masters = Array.from({ length: Math.min(500, count - from) }, (_, i) => benchMaster(accountId, from + i));
    await writeInBatches(
      db,
      masters.flatMap((master) =>
        [masterItem(master), ...masterIndexItems(master)].map((item) => ({ PutRequest: { Item: item } })),
      ),
    );
  }
}
