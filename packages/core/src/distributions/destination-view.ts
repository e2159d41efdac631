import type { Destination, DestinationReceipt } from '@masterport/contract';
import type { DestinationItem } from '@masterport/data';

/**
 * How far the bytes went. A transfer that confirmed every file is 100 %; anything else, a delivery
 * marked by hand included, shows the bytes that really arrived (never a made-up 100 %).
 */
function percentOf(item: DestinationItem): number {
  if (item.state === 'delivered' && !item.marked_by_hand) return 100;
  if (item.bytes_total <= 0) return 0;
  const share = Math.floor((item.bytes_sent / item.bytes_total) * 100);
  // Still moving, a few bytes short of the end reads 99 %, not 100 %.
  return item.marked_by_hand ? Math.min(100, share) : Math.min(99, share);
}

/**
 * A destination as the API shows it: its state, progress in bytes and percent, its files, and what
 * the station did with them (`receipts`, read by the caller: destination-receipts.ts).
 */
export function toDestination(item: DestinationItem, receipts: readonly DestinationReceipt[] = []): Destination {
  return {
    call_letters: item.call_letters,
    market: item.market,
    band: item.band,
    language: item.language,
    owner_name: item.owner_name,
    method: item.method,
    state: item.state,
    problem: item.problem,
    bytes_total: item.bytes_total,
    bytes_sent: item.bytes_sent,
    percent: percentOf(item),
    files: item.files,
    attempts: item.attempts,
    started_on: item.started_on,
    delivered_on: item.delivered_on,
    marked_by_hand: item.marked_by_hand,
    marked: item.marked ? { by_name: item.marked.by_name, on: item.marked.on, reason: item.marked.reason } : null,
    house_codes: item.house_codes,
    link: item.link && (item.method === 'web' || item.method === 'traffic_instructions') ? item.link : null,
    by_link_instead: item.by_link_for !== null,
    receipts: [...receipts],
  };
}
