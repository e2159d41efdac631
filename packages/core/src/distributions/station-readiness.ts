import { whyCannotReceive, type ReceivingStation } from '@masterport/contract';
import { getCallLetters, getTrafficInstructions, type DeliveryMethodItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { stationDeliveryMethod } from '../delivery/delivery-method.ts';

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

/** What the receive rule (`whyCannotReceive`, in the contract) reads of a station: its broadcaster's method and who a link would reach. */
export const receivingStation = (
  method: DeliveryMethodItem | undefined,
  recipients: readonly string[],
): ReceivingStation => ({ active_method: method?.active_method ?? null, has_recipients: recipients.length > 0 });

/**
 * `check-stations`: for the stations picked in the wizard, what the receive rule reads of each (so the
 * wizard judges them against the masters chosen) and whether it can receive any master at all;
 * unknown letters are left out.
 */
export async function checkStations(_auth: AuthContext, letters: readonly string[]) {
  const stations = await getCallLetters(table(), letters);
  const answers = await Promise.all(
    stations.map(async (station) => {
      // A station may receive by a method of its own rather than its account's.
      const method = await stationDeliveryMethod(station.account_id, station.letters);
      const receiving = receivingStation(method, await stationRecipients(station.account_id, station.letters, method));
      return {
        call_letters: station.letters,
        band: station.band,
        ...receiving,
        can_receive: whyCannotReceive(receiving, []) === null,
      };
    }),
  );
  return { stations: answers };
}
