import {
  evaluateSpec,
  SLATE_XML_PREFIX,
  type CallLetter,
  type SpecEvaluation,
  type SpecPreset,
  type SpecResult,
  type StationSpecRules,
  type StationSpecVersion,
} from '@masterport/contract';
import {
  deleteSpecNotices,
  getCallLetters,
  getMasters,
  getReceivedSpots,
  listSpecNotices,
  nowIso,
  putSpecNotices,
  readReceivedSpots,
  type ReceivedSpotItem,
  type SpecNoticeItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { saveGroupSpec, toGroup, withSpecsInForce } from '../call-letters/groups.ts';
import { saveStationSpec } from '../call-letters/stations.ts';
import { outputSpecFacts } from './station-spec-check.ts';

/**
 * When a station's spec changes (issue 32, docs/station-specs.md): deliveries still to go read the
 * new spec when they run (deliver-destination.ts); spots already delivered are judged again here,
 * and each that no longer meets it is listed for its sender, who delivers it again in one click.
 */

/** How many of the station's newest received spots a spec change judges again: the spots still on air are recent. */
export const SPEC_RECHECK_BOUND = 500;
/** How many notices a sender's list shows at most. */
const SPEC_NOTICES_SHOWN = 200;

/**
 * `call-letters/own/save-spec`: the new version, then the station's delivered spots judged against
 * the spec it is now held to (its own; its group's when its own has no rules).
 */
export async function changeStationSpec(
  auth: AuthContext,
  input: { id: string; preset: SpecPreset | null; rules: StationSpecRules | null; version: number },
): Promise<CallLetter> {
  const station = await saveStationSpec(auth, input);
  const [held] = await withSpecsInForce([{ letters: station.id, account_id: auth.accountId, spec: station.spec }]);
  await recheckDeliveredSpots(auth.accountId, station.id, held!.spec!);
  return station;
}

/**
 * `call-letters/groups/save-spec`: the group's new version, then the delivered spots of each of the
 * caller's stations it holds judged against the spec that station is now held to (the group's, or
 * another group's, or none: a station with rules of its own is left alone).
 */
export async function changeGroupSpec(
  auth: AuthContext,
  input: { id: string; preset: SpecPreset | null; rules: StationSpecRules | null; version: number },
) {
  const group = await saveGroupSpec(auth, input);
  const own = (await getCallLetters(table(), group.call_letters)).filter(
    (station) => station.account_id === auth.accountId && !station.spec?.rules,
  );
  for (const station of await withSpecsInForce(own))
    await recheckDeliveredSpots(
      auth.accountId,
      station.letters,
      station.spec ?? { version: 0, since: group.modified_on, preset: null, rules: null },
    );
  return toGroup(group);
}

/** The station's delivered spots (its newest, not replaced since) against a spec, one notice each that fails it. */
export async function recheckDeliveredSpots(
  stationAccountId: string,
  letters: string,
  spec: StationSpecVersion,
): Promise<{ noticed: number; cleared: number }> {
  const spots: ReceivedSpotItem[] = [];
  let cursor: string | undefined;
  let read = 0;
  do {
    const page = await readReceivedSpots(table(), stationAccountId, { limit: 100, cursor });
    read += page.items.length;
    spots.push(...page.items.filter((spot) => spot.call_letters === letters && spot.state !== 'replaced'));
    cursor = page.cursor;
  } while (cursor && read < SPEC_RECHECK_BOUND);
  const masters = new Map(
    (await getMasters(table(), [...new Set(spots.map((spot) => spot.master_id))])).map((master) => [master.id, master]),
  );
  const noticed: SpecNoticeItem[] = [];
  const cleared: Pick<SpecNoticeItem, 'account_id' | 'call_letters' | 'received_spot_id'>[] = [];
  const now = nowIso();
  for (const spot of spots) {
    const master = masters.get(spot.master_id);
    if (!master?.duration) continue;
    // The files as they were delivered: a loudness variant delivered before is judged as what it is.
    const delivered = spot.files.flatMap((file) =>
      file.kind === 'master' && file.output_key && !file.output_key.startsWith(SLATE_XML_PREFIX)
        ? (outputSpecFacts({ ...master, duration: master.duration! }, file.output_key) ?? [])
        : [],
    );
    const evaluation = asDelivered(evaluateSpec(spec.rules, { has_captions: !!master.captions_filename }, delivered));
    const key = { account_id: spot.sender_account_id, call_letters: letters, received_spot_id: spot.id };
    if (evaluation.result === 'passes') cleared.push(key);
    else
      noticed.push({
        ...key,
        distribution_id: spot.distribution_id,
        ref_number: spot.ref_number,
        master_id: spot.master_id,
        unique_id: spot.unique_id,
        title: spot.title,
        delivered_on: spot.received_on,
        delivered_spec_version: spot.spec_version ?? null,
        spec_version: spec.version,
        evaluation,
        noticed_on: now,
      });
  }
  await putSpecNotices(table(), noticed);
  await deleteSpecNotices(table(), cleared);
  return { noticed: noticed.length, cleared: cleared.length };
}

/**
 * A delivered file's evaluation as the sender reads it: the file is at the station, so a rule the
 * spec could have had a variant made for before delivery is simply not met by it, and no variant of
 * a delivered variant is named (`..._L23_L24`). What the re-delivery sends is worked out when it
 * runs, from the master's own outputs and the spec then (deliver-destination.ts).
 */
export function asDelivered(evaluation: SpecEvaluation): SpecEvaluation {
  const met = (result: SpecResult): SpecResult => (result === 'new_output' ? 'fails' : result);
  return {
    result: met(evaluation.result),
    checks: evaluation.checks.map((check) => ({ ...check, result: met(check.result) })),
    outputs: evaluation.outputs.map((output) => ({
      ...output,
      delivered_key: output.output_key,
      result: met(output.result),
      checks: output.checks.map((check) => ({ ...check, result: met(check.result) })),
    })),
  };
}

/** `get-spec-notices`: the caller's delivered spots that no longer meet their station's spec; a spot delivered again since is left out. */
export async function specNotices(auth: AuthContext) {
  const notices = await listSpecNotices(table(), auth.accountId, SPEC_NOTICES_SHOWN);
  const spots = new Map(
    (
      await getReceivedSpots(
        table(),
        notices.map((notice) => notice.received_spot_id),
      )
    ).map((spot) => [spot.id, spot]),
  );
  return notices
    .filter((notice) => {
      const spot = spots.get(notice.received_spot_id);
      return spot !== undefined && spot.state !== 'replaced';
    })
    .map(({ account_id: _account, noticed_on: _noticed, ...notice }) => notice);
}
