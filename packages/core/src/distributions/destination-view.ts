import type { Destination } from '@masterport/contract';
import type { DestinationItem } from '@masterport/data';

/** A destination as the API shows it: its state, progress in bytes and percent, and its files. */
export function toDestination(item: DestinationItem): Destination {
  const percent = item.state === 'delivered' ? 100 : item.bytes_total > 0 ? Math.min(99, Math.floor((item.bytes_sent / item.bytes_total) * 100)) : 0;
  return {
    call_letters: item.call_letters, market: item.market, band: item.band, language: item.language, owner_name: item.owner_name, method: item.method,
    state: item.state, problem: item.problem, bytes_total: item.bytes_total, bytes_sent: item.bytes_sent, percent, files: item.files, attempts: item.attempts,
    started_on: item.started_on, delivered_on: item.delivered_on, marked_by_hand: item.marked_by_hand, house_codes: item.house_codes,
    link: item.link && (item.method === 'web' || item.method === 'traffic_instructions') ? item.link : null,
    by_link_instead: item.by_link_for !== null,
  };
}
