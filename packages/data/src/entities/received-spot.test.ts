import { describe, expect, it } from 'vitest';
import { useTestTable } from '../test-table.ts';
import {
  getReceivedSpot,
  putReceivedSpotIfAbsent,
  RECEIVED_SPOT_HISTORY_MAX,
  recordReceivedSpotDownload,
  type ReceivedSpotItem,
} from './received-spot.ts';

const table = useTestTable();

const spot = (id: string, historySize: number): ReceivedSpotItem => ({
  id,
  account_id: 'station-account',
  call_letters: 'CKTT',
  distribution_id: 'd1',
  ref_number: 'R1',
  run: 1,
  master_id: 'm1',
  sender_account_id: 'agency',
  sender_name: 'Agency',
  spot_key: 'ABCD1234',
  title: 'Spot',
  unique_id: 'ABCD1234',
  master_type: 'PUB_TV_WEB',
  duration: 30,
  language: 'en',
  ratio: null,
  audio_type: null,
  advertiser: 'A',
  agency: 'B',
  product: 'C',
  house_code: null,
  loudness: null,
  true_peak: null,
  files: [],
  traffic_instructions: '',
  received_on: '2026-11-27T00:00:00.000Z',
  state: 'arrived',
  downloaded: null,
  acknowledged: null,
  replaced_by: null,
  history: Array.from({ length: historySize }, () => ({
    event: 'downloaded' as const,
    on: '2026-11-27T00:00:00.000Z',
    by_name: 'CKTT',
    detail: 'spot.mxf',
  })),
  search_text: 'spot',
});

describe('A received spot’s downloads', () => {
  it('keeps the first download but adds no more to a full history, so a public link fetched without end cannot outgrow the item', async () => {
    // Prepare
    await putReceivedSpotIfAbsent(table.db, spot('full', RECEIVED_SPOT_HISTORY_MAX));
    await putReceivedSpotIfAbsent(table.db, spot('room', 1));
    const by = { by: 'link', by_name: 'CKTT', on: '2026-11-27T01:00:00.000Z' };

    // Act
    await recordReceivedSpotDownload(table.db, 'full', by, 'spot.mxf', 10);
    await recordReceivedSpotDownload(table.db, 'room', by, 'spot.mxf', 10);

    // Assess
    const [full, room] = await Promise.all([getReceivedSpot(table.db, 'full'), getReceivedSpot(table.db, 'room')]);
    expect(full?.history).toHaveLength(RECEIVED_SPOT_HISTORY_MAX);
    expect([full?.downloaded, full?.state]).toEqual([by, 'downloaded']);
    expect(room?.history).toHaveLength(2);
  });
});
