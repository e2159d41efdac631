import type { DestinationReceipt } from '@masterport/contract';
import {
  getReceivedSpots,
  receivedSpotId,
  type DestinationItem,
  type DistributionItem,
  type MasterItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';

/**
 * The SHA-256 of a file as the station received it. A link delivery hashes nothing on the way: the
 * SHA-256 processing recorded for the output is the file's.
 */
export const deliveredSha256 = (
  file: Pick<DestinationItem['files'][number], 'sha256' | 'output_key'>,
  master: Pick<MasterItem, 'outputs'> | undefined,
): string | null => file.sha256 ?? (file.output_key ? master?.outputs[file.output_key]?.sha256 : null) ?? null;

/**
 * What the sender sees of each destination's station side (one batch read): per master of the
 * distribution, its state, the first download and the acknowledgement, who and when. Nothing else.
 * `consistent` when deciding on what was just written (an acknowledgement completing the set).
 */
export async function destinationReceipts(
  distribution: Pick<DistributionItem, 'id' | 'master_files_ids'>,
  destinations: readonly Pick<DestinationItem, 'call_letters' | 'run' | 'state'>[],
  options: { consistent?: boolean } = {},
): Promise<Map<string, DestinationReceipt[]>> {
  const delivered = destinations.filter((destination) => destination.state === 'delivered');
  const ids = delivered.flatMap((destination) =>
    distribution.master_files_ids.map((masterId) =>
      receivedSpotId(distribution.id, destination.call_letters, destination.run, masterId),
    ),
  );
  const spots = await getReceivedSpots(table(), ids, options);
  const receipts = new Map<string, DestinationReceipt[]>();
  for (const spot of spots) {
    const receipt: DestinationReceipt = {
      master_file_id: spot.master_id,
      state: spot.state,
      downloaded: spot.downloaded && { by_name: spot.downloaded.by_name, on: spot.downloaded.on },
      acknowledged: spot.acknowledged && {
        by_name: spot.acknowledged.by_name,
        on: spot.acknowledged.on,
        note: spot.acknowledged.note,
      },
    };
    receipts.set(spot.call_letters, [...(receipts.get(spot.call_letters) ?? []), receipt]);
  }
  return receipts;
}
