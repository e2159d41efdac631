import { getCallLetters, getDeliveryMethod, getTrafficInstructions, type CallLetterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';

/**
 * Whether a station can receive, by the rule the delivery applies when it starts (deliver-destination's
 * `no_method`): its broadcaster has an active method, and a link method (web, traffic instructions)
 * has someone to tell. Asked by the wizard so a station that cannot receive is seen before sending.
 */
async function canReceive(station: CallLetterItem): Promise<boolean> {
  const method = await getDeliveryMethod(table(), station.account_id);
  if (!method?.active_method) return false;
  if (method.active_method !== 'web' && method.active_method !== 'traffic_instructions') return true;
  if (method.active_method === 'web') return method.notifications.length > 0;
  // Traffic instructions tell the recipients of the exception naming the station, or the general list.
  const instructions = await getTrafficInstructions(table(), station.account_id);
  const exception = instructions?.exceptions.find((entry) => entry.call_letters.includes(station.letters));
  return (exception?.notifications ?? instructions?.notifications ?? []).length > 0;
}

/** `check-stations`: for the stations picked in the wizard, which can receive; unknown letters are left out. */
export async function checkStations(_auth: AuthContext, letters: readonly string[]) {
  const stations = await getCallLetters(table(), letters);
  const answers = await Promise.all(stations.map(async (station) => ({ call_letters: station.letters, band: station.band, can_receive: await canReceive(station) })));
  return { stations: answers };
}
