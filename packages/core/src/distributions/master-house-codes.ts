import {
  getDistributions,
  listDestinations,
  listDistributionIdsFor,
  nowIso,
  putDestination,
  updateMasterFields,
  type DestinationItem,
  type DistributionItem,
} from '@masterport/data';
import { distributionCarrier } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { sendWithHouseCodes } from './public-distribution.ts';

/** Every destination of the distributions that carried the master, newest distribution first. */
async function destinationsOf(
  masterId: string,
): Promise<{ distribution: DistributionItem; destination: DestinationItem }[]> {
  const ids = await listDistributionIdsFor(table(), distributionCarrier.master(masterId));
  const distributions = await getDistributions(table(), ids);
  const lists = await Promise.all(
    distributions.map(async (distribution) =>
      (await listDestinations(table(), distribution.id)).map((destination) => ({ distribution, destination })),
    ),
  );
  return lists.flat();
}

/** A destination waits for this master's code: it asks for house codes and lacks this one. */
const waitsFor = (destination: DestinationItem, masterId: string) =>
  destination.state === 'waiting_housecode' && !destination.house_codes[masterId];

/** `house-code/get`: the master's own code, and each station's (its latest), with whether it still waits for one. */
export async function masterHouseCodes(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  const stations = new Map<string, { call_letters: string; house_code: string | null; waiting: boolean }>();
  for (const { destination } of await destinationsOf(master.id)) {
    const known = stations.get(destination.call_letters);
    stations.set(destination.call_letters, {
      call_letters: destination.call_letters,
      house_code: known?.house_code ?? destination.house_codes[master.id] ?? null,
      waiting: (known?.waiting ?? false) || waitsFor(destination, master.id),
    });
  }
  return {
    house_code: master.house_code,
    stations: [...stations.values()].sort((a, b) => a.call_letters.localeCompare(b.call_letters)),
  };
}

/** `house-code/get-distribution-data`: each destination that carried the master, its state and its code for it. */
export async function masterHouseCodeDistributions(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  const destinations = (await destinationsOf(master.id)).map(({ distribution, destination }) => ({
    distribution_id: distribution.id,
    ref_number: distribution.ref_number,
    call_letters: destination.call_letters,
    state: destination.state,
    house_code: destination.house_codes[master.id] ?? null,
    created_on: distribution.created_on,
  }));
  return { destinations };
}

/**
 * `house-code/save`: the master's own code; or, with call letters, a station's code for it given
 * on its behalf (told on the phone): each of that station's destinations waiting for it records
 * it, and one that then has every code it asked for is sent its files, named with them.
 */
export async function saveMasterHouseCode(
  auth: AuthContext,
  input: { master_file_id: string; house_code: string; call_letters?: string },
) {
  const master = await ownMaster(auth, input.master_file_id);
  if (!input.call_letters) {
    await updateMasterFields(table(), master.id, { house_code: input.house_code, modified_on: nowIso() });
    return masterHouseCodes(auth, master.id);
  }
  const waiting = (await destinationsOf(master.id)).filter(
    ({ destination }) => destination.call_letters === input.call_letters && waitsFor(destination, master.id),
  );
  if (!waiting.length) throw new AppError('validation_error', { fields: { call_letters: 'not_waiting' } });
  for (const { distribution, destination } of waiting) {
    const houseCodes = { ...destination.house_codes, [master.id]: input.house_code };
    if (distribution.master_files_ids.every((id) => houseCodes[id]))
      await sendWithHouseCodes(distribution, destination, houseCodes);
    else await recordHouseCodes(destination, houseCodes);
  }
  return masterHouseCodes(auth, master.id);
}

/** A code recorded on a destination that still waits for others (the distribution's other masters). */
async function recordHouseCodes(destination: DestinationItem, houseCodes: Record<string, string>): Promise<void> {
  if (
    !(await putDestination(
      table(),
      { ...destination, house_codes: houseCodes, modified_on: nowIso() },
      destination.run,
    ))
  )
    throw new AppError('changed_meanwhile');
}
