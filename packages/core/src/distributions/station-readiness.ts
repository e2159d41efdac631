import { getCallLetters, getDeliveryMethod, getTrafficInstructions, type DeliveryMethodItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';

/** Who a station tells of deliveries: its method's notification list, or its traffic-instruction recipients (the exception naming the station first). */
export async function stationRecipients(
  stationAccountId: string,
  letters: string,
  method: DeliveryMethodItem | undefined,
): Promise<string[]> {
  if (method?.active_method === 'traffic_instructions') {
    const instructions = await getTrafficInstructions(table(), stationAccountId);
    const exception = instructions?.exceptions.find((entry) => entry.call_letters.includes(letters));
    return exception?.notifications ?? instructions?.notifications ?? [];
  }
  return method?.notifications ?? [];
}

/**
 * The one rule of whether a station can receive, applied by the delivery when it starts (`no_method`)
 * and by the wizard before sending: its broadcaster has an active method, and a link method (web,
 * traffic instructions) has someone to tell: a link nobody receives is no delivery.
 */
export function canReceive(method: DeliveryMethodItem | undefined, recipients: readonly string[]): boolean {
  if (!method?.active_method) return false;
  const byLink = method.active_method === 'web' || method.active_method === 'traffic_instructions';
  return !byLink || recipients.length > 0;
}

/** `check-stations`: for the stations picked in the wizard, which can receive; unknown letters are left out. */
export async function checkStations(_auth: AuthContext, letters: readonly string[]) {
  const stations = await getCallLetters(table(), letters);
  // A broadcaster's stations share its method: read once per account, not once per station.
  const methods = new Map<string, ReturnType<typeof getDeliveryMethod>>();
  const methodOf = (accountId: string) => {
    if (!methods.has(accountId)) methods.set(accountId, getDeliveryMethod(table(), accountId));
    return methods.get(accountId)!;
  };
  const answers = await Promise.all(
    stations.map(async (station) => {
      const method = await methodOf(station.account_id);
      return {
        call_letters: station.letters,
        band: station.band,
        can_receive: canReceive(method, await stationRecipients(station.account_id, station.letters, method)),
      };
    }),
  );
  return { stations: answers };
}
