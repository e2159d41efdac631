import { callLetterSearchText, createCallLetter, nowIso, type CallLetterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { activateDeliveryMethod, addDeliveryNotification } from '../delivery/delivery-method.ts';
import type { GivenAccount } from './accounts.ts';

let stations = 0;

/** Call letters no other station has: C, a count and random letters (3 to 10 letters and digits). */
const newLetters = () => `C${(stations += 1)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase().slice(0, 10);

/** A station of the broadcaster in the directory (its profile's call-letters tab). */
export async function givenStation(
  broadcaster: GivenAccount,
  band: CallLetterItem['band'] = 'TV',
): Promise<CallLetterItem> {
  const now = nowIso();
  const fields = { letters: newLetters(), market: 'Montréal', owner_name: broadcaster.account.name };
  const station: CallLetterItem = {
    ...fields,
    account_id: broadcaster.account.id,
    band,
    language: 'fr',
    search_text: callLetterSearchText(fields),
    created_on: now,
    modified_on: now,
  };
  await createCallLetter(table(), station);
  return station;
}

/**
 * The broadcaster receives by web link, telling `recipients` (its delivery-method tab, through
 * core as the API does it). With no recipients the method is active but a link reaches nobody:
 * its stations cannot receive (station-readiness.ts).
 */
export async function receivesByLink(
  broadcaster: GivenAccount,
  recipients: readonly string[] = [broadcaster.auth.email],
): Promise<void> {
  await activateDeliveryMethod(broadcaster.auth, 'web');
  for (const email of recipients) await addDeliveryNotification(broadcaster.auth, email);
}
