import { listMasters } from '@masterport/core/masters';
import { masterIndexItems, masterItem, writeInBatches, type Db, type MasterItem } from '@masterport/data';
import { benchAuth } from '../bench-auth.ts';
import type { ListScenario } from './scenario.ts';

/** A completed master as processing leaves it; every 200th has the rare ratio 2:3. */
function benchMaster(accountId: string, index: number): MasterItem {
  const rare = index % 200 === 0;
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  const title = `Maple syrup ${index}`;
  const uniqueId = `B${accountId.endsWith('big') ? 'G' : 'S'}${index.toString(36).toUpperCase().padStart(6, '0')}`;
  return {
    id: `${accountId}-master-${index}`,
    account_id: accountId,
    partner_studio_id: null,
    removed_by_studio: false,
    created_by: 'bench',
    master_type: 'PUB_TV_WEB',
    title,
    unique_id: uniqueId,
    duration: 30,
    language: 'en',
    ratio: rare ? '2:3' : '16:9',
    audio_type: '8trks',
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
    hash_key: `h${index}`,
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
    merge_with: null,
    merged_from: [],
    merged_into: null,
    merge_previous_status: null,
    created_on: created,
    modified_on: created,
  };
}

async function seed(db: Db, accountId: string, count: number): Promise<void> {
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

export const scenarios: ListScenario[] = [
  {
    name: 'masters, page 1',
    seed,
    readPage: async (_db, accountId) => void (await listMasters(benchAuth(accountId), {}, 1)),
  },
  {
    name: 'masters, rare ratio, page 1',
    seed,
    readPage: async (_db, accountId) => void (await listMasters(benchAuth(accountId), { filter_by_ratio: '2:3' }, 1)),
  },
];
