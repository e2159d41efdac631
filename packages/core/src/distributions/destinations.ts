import {
  claimDistributionExecution,
  getCallLetters,
  getDestination,
  getUser,
  listDestinations,
  nowIso,
  putDestination,
  deleteDestination as removeDestination,
  writeDestinations,
  type DestinationItem,
} from '@masterport/data';
import { callerName } from '../accounts/user-name.ts';
import { table } from '../adapters/db.ts';
import { startDeliveryExecution } from '../adapters/workflow.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { confirmAcknowledgementWhenComplete, confirmDeliveryWhenComplete } from './confirmation-reports.ts';
import { resettleDistribution } from './delivery-run.ts';
import { runStillGoing, startDestinationRun } from './destination-run.ts';
import { stationDeliveryMethod } from '../delivery/delivery-method.ts';
import { toDestination } from './destination-view.ts';
import { destinationReceipts } from './destination-receipts.ts';
import { recordReceivedSpots } from './received-spots.ts';
import { distributionDetails, manageableDistribution, newDestination, ownDistribution } from './distributions.ts';

async function ownDestination(
  auth: AuthContext,
  distributionId: string,
  letters: string,
  purpose: 'view' | 'manage' = 'view',
) {
  const distribution =
    purpose === 'manage'
      ? await manageableDistribution(auth, distributionId)
      : await ownDistribution(auth, distributionId);
  const destination = await getDestination(table(), distributionId, letters);
  if (!destination) throw new AppError('not_found');
  return { distribution, destination };
}

const busy = (destination: DestinationItem) =>
  destination.state === 'in_progress' || destination.state === 'waiting_output';

export async function destinationDetails(auth: AuthContext, distributionId: string, letters: string) {
  const { distribution, destination } = await ownDestination(auth, distributionId, letters);
  const receipts = await destinationReceipts(distribution, [destination]);
  return { destination: toDestination(destination, receipts.get(destination.call_letters)) };
}

/**
 * `redistribute`: delivers one destination again, as a new run (an older run's task, still
 * retrying, then writes nothing). Files the station already holds whole are verified, not sent again.
 */
export async function redistributeDestination(auth: AuthContext, distributionId: string, letters: string) {
  return startNewRun(auth, distributionId, letters, null);
}

/**
 * `self-redistribute` (decided: the seed names it only): sends one destination again as a web link,
 * whatever the station's method, to the station's recipients and to the person asking. For a station
 * whose server refuses (a changed password, a full disk) while the spot must air: the station
 * downloads it from its page, or the sender delivers it by hand. Files keep the station's names.
 */
export async function selfRedistributeDestination(auth: AuthContext, distributionId: string, letters: string) {
  const user = await getUser(table(), auth.userId);
  if (!user) throw new AppError('not_found');
  return startNewRun(auth, distributionId, letters, { email: user.email, language: user.language });
}

async function startNewRun(
  auth: AuthContext,
  distributionId: string,
  letters: string,
  byLinkFor: DestinationItem['by_link_for'],
) {
  const { distribution, destination } = await ownDestination(auth, distributionId, letters, 'manage');
  if (distribution.distribution_type === 'draft' || distribution.distribution_type === 'upcoming')
    throw new AppError('distribution_busy');
  if (await runStillGoing(destination)) {
    // The same run asked for again while it waits: that run is the answer (one execution, one delivery).
    if (destination.state !== 'in_progress' && destination.by_link_for?.email === byLinkFor?.email)
      return { destination: toDestination(destination) };
    throw new AppError('destination_busy');
  }
  const next = await startDestinationRun(distribution, destination, { by_link_for: byLinkFor });
  return { destination: toDestination(next) };
}

/**
 * `mark-delivered`: the station confirmed by other means (a tape, a phone call, files fetched from
 * its page). The person vouches for it with a reason; who and when are recorded beside it, and the
 * files and bytes stay what really arrived (the page and the report never show a transfer that did
 * not happen). The distribution's state follows at once.
 */
export async function markDestinationDelivered(
  auth: AuthContext,
  distributionId: string,
  letters: string,
  reason: string,
) {
  const { distribution, destination } = await ownDestination(auth, distributionId, letters, 'manage');
  if (destination.state === 'in_progress') throw new AppError('destination_busy');
  if (destination.state === 'delivered') throw new AppError('no_changes');
  const now = nowIso();
  const next: DestinationItem = {
    ...destination,
    state: 'delivered',
    problem: null,
    marked_by_hand: true,
    marked: { by: auth.userId, by_name: await callerName(auth), on: now, reason },
    delivered_on: now,
    modified_on: now,
  };
  if (!(await putDestination(table(), next, destination.run, destination.modified_on)))
    throw new AppError('changed_meanwhile');
  await resettleDistribution(distributionId);
  // Vouched for by the sender: the station's inbox lists it too (with the files that really arrived).
  await recordReceivedSpots(distribution, next);
  await confirmDeliveryWhenComplete(distributionId);
  const receipts = await destinationReceipts(distribution, [next]);
  return { destination: toDestination(next, receipts.get(next.call_letters)) };
}

/** `destination/delete`: takes a station off a distribution (not while it receives files; never the last one). */
export async function deleteDestination(auth: AuthContext, distributionId: string, letters: string) {
  const { destination } = await ownDestination(auth, distributionId, letters, 'manage');
  if (busy(destination)) throw new AppError('destination_busy');
  const all = await listDestinations(table(), distributionId);
  if (all.length <= 1) throw new AppError('distribution_no_destination');
  await removeDestination(table(), destination);
  // The station taken off may have been the one in error, the last one still waiting, or the last
  // one yet to acknowledge: each report is claimed once, so asking for both is safe.
  await resettleDistribution(distributionId);
  await confirmDeliveryWhenComplete(distributionId);
  await confirmAcknowledgementWhenComplete(distributionId);
  return { distribution: await distributionDetails(await ownDistribution(auth, distributionId)) };
}

/** `destination/get-contacts`: whom the station's broadcaster has us tell of deliveries (its method's notification list). */
export async function destinationContacts(auth: AuthContext, distributionId: string, letters: string) {
  const { destination } = await ownDestination(auth, distributionId, letters);
  const method = await stationDeliveryMethod(destination.station_account_id, destination.call_letters);
  return {
    owner_name: destination.owner_name,
    contacts_list: (method?.notifications ?? []).map((email) => ({ email })),
  };
}

/** `destination/get-call-letters`: the stations of a distribution and where each stands. */
export async function distributionCallLetters(auth: AuthContext, distributionId: string) {
  await ownDistribution(auth, distributionId);
  const destinations = await listDestinations(table(), distributionId);
  return {
    call_letters_list: destinations.map((destination) => ({
      call_letters: destination.call_letters,
      state: destination.state,
    })),
  };
}

/**
 * `destination/save-call-letters`: adds stations to a distribution already sent; they are delivered
 * at once (or at the distribution's time, if it has not come), as one more execution.
 */
export async function addDistributionCallLetters(
  auth: AuthContext,
  distributionId: string,
  letters: readonly string[],
) {
  const distribution = await manageableDistribution(auth, distributionId);
  if (distribution.distribution_type === 'draft') throw new AppError('distribution_not_draft');
  const existing = new Set(
    (await listDestinations(table(), distributionId)).map((destination) => destination.call_letters),
  );
  const added = letters.filter((entry) => !existing.has(entry));
  if (added.length === 0)
    throw new AppError('duplicate_call_letter', { fields: { call_letters: 'duplicate_call_letter' } });
  const stations = await getCallLetters(table(), added);
  if (stations.length !== added.length)
    throw new AppError('unknown_call_letters', { fields: { call_letters: 'unknown_call_letters' } });
  const now = nowIso();
  // A number of its own (claimed atomically): an add at the same moment as a redistribute starts another execution, not the same name.
  const execution = await claimDistributionExecution(
    table(),
    distributionId,
    distribution.distribution_type === 'upcoming' ? 'upcoming' : 'ongoing',
    now,
  );
  const destinations = stations.map((station) => newDestination(distributionId, station, now, execution));
  await writeDestinations(table(), destinations);
  const updated = {
    ...distribution,
    distribution_type:
      distribution.distribution_type === 'completed' || distribution.distribution_type === 'completed_with_errors'
        ? ('ongoing' as const)
        : distribution.distribution_type,
    completed_on: null,
    executions: execution,
    modified_on: now,
  };
  await startDeliveryExecution(distributionId, execution, {
    sendAt:
      distribution.distribution_date && distribution.distribution_date > now ? distribution.distribution_date : now,
    destinations: destinations.map((destination) => ({ call_letters: destination.call_letters, run: destination.run })),
  });
  return { distribution: await distributionDetails(updated) };
}
