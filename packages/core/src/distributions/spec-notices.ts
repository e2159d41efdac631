import {
  evaluateSpec,
  SLATE_XML_PREFIX,
  type CallLetter,
  type CaptionJudgement,
  type SpecEvaluation,
  type SpecInForce,
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
import {
  deleteGroup,
  listGroups,
  saveGroupCallLetters,
  saveGroupSpec,
  toGroup,
  withSpecsInForce,
} from '../call-letters/groups.ts';
import { saveStationSpec } from '../call-letters/stations.ts';
import { captionsReadOnce, checkCaptionsAgainstSpec } from './caption-spec-check.ts';
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
  await recheckStationsHeldTo(auth.accountId, [station.id]);
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
  await recheckStationsHeldTo(auth.accountId, group.call_letters, { byGroupsOnly: true });
  return toGroup(group);
}

/**
 * `call-letters/groups/save-call-letters`: the group's new stations, then, when the group has a spec,
 * the delivered spots of the caller's stations that joined it or left it judged against the spec
 * each now follows (the group's, an older group's, or none), as a spec's change does.
 */
export async function changeGroupCallLetters(auth: AuthContext, input: { id: string; call_letters: string[] }) {
  const { before, after } = await saveGroupCallLetters(auth, input);
  // Membership moves a station's spec only through a group with rules (specInForce).
  if (before.spec?.rules || after.spec?.rules) {
    const joinedOrLeft = [
      ...after.call_letters.filter((letters) => !before.call_letters.includes(letters)),
      ...before.call_letters.filter((letters) => !after.call_letters.includes(letters)),
    ];
    await recheckStationsHeldTo(auth.accountId, joinedOrLeft, { byGroupsOnly: true });
  }
  return toGroup(after);
}

/** `call-letters/groups/delete`: the group gone, its stations' delivered spots judged against what each follows now. */
export async function removeGroup(auth: AuthContext, groupId: string) {
  const deleted = await deleteGroup(auth, groupId);
  if (deleted.spec?.rules) await recheckStationsHeldTo(auth.accountId, deleted.call_letters, { byGroupsOnly: true });
  return listGroups(auth);
}

/** How many times a station's spots are judged again when its spec keeps changing under the judging. */
const RECHECK_ROUNDS = 5;
/** A station held to nothing: its spots all pass, so their notices are cleared. */
const noSpec = (): StationSpecVersion => ({ version: 0, since: nowIso(), preset: null, rules: null });
/** What identifies the spec judged against: whose it is (the station's own, or a group's) and its version. */
const specIdentity = (spec: SpecInForce | null) => (spec ? `${spec.group?.id ?? 'own'}:${spec.version}` : 'none');

/**
 * The one place a change of what a station follows (its own spec, a group's spec, the group's
 * stations, a group deleted) judges its delivered spots again: each of the account's stations among
 * `letters` against the spec it is held to now (`specInForce`). `byGroupsOnly`: a station with rules
 * of its own is left alone, since a group's change cannot move it.
 *
 * Two changes at the same moment (a station added to a group while another request takes it out)
 * could each judge against what it read, and the slower write its notices last, from a spec no
 * longer in force. So after judging, the spec in force is read again; a station whose spec moved
 * meanwhile is judged again, until what was judged is what is in force. The last to write has then
 * judged against the last change, and the sender's list says what the stations follow.
 */
export async function recheckStationsHeldTo(
  accountId: string,
  letters: readonly string[],
  options: { byGroupsOnly?: boolean } = {},
): Promise<void> {
  const heldTo = async (which: readonly string[]) =>
    new Map(
      (
        await withSpecsInForce(
          (await getCallLetters(table(), [...new Set(which)])).filter(
            (station) => station.account_id === accountId && !(options.byGroupsOnly && station.spec?.rules),
          ),
        )
      ).map((station) => [station.letters, station.spec] as const),
    );
  let judged = await heldTo(letters);
  // A master's caption file is read once for every station and round of this change.
  const captionsOf = captionsReadOnce();
  for (let round = 1; judged.size > 0 && round <= RECHECK_ROUNDS; round++) {
    for (const [station, spec] of judged) await recheckDeliveredSpots(accountId, station, spec ?? noSpec(), captionsOf);
    const now = await heldTo([...judged.keys()]);
    judged = new Map([...now].filter(([station, spec]) => specIdentity(spec) !== specIdentity(judged.get(station)!)));
  }
}

/**
 * The station's delivered spots (its newest, not replaced since) against a spec, one notice each that
 * fails it: by its delivered files' rules, or by its captions where the spec makes caption findings
 * errors (`noLongerComplies`).
 */
export async function recheckDeliveredSpots(
  stationAccountId: string,
  letters: string,
  spec: StationSpecVersion,
  captionsOf = captionsReadOnce(),
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
    // The captions are read only where they decide the listing (findings are errors) or are shown
    // beside other rules not met; never for a spot that passes under a spec taking them as advice.
    const rules = spec.rules;
    const captions =
      rules && (rules.caption_findings_are_errors || evaluation.result !== 'passes')
        ? await captionsOf({ ...master, duration: master.duration })
        : null;
    const caption_check = captions && rules ? checkCaptionsAgainstSpec(captions, rules) : null;
    const key = { account_id: spot.sender_account_id, call_letters: letters, received_spot_id: spot.id };
    if (!noLongerComplies(evaluation, caption_check)) cleared.push(key);
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
        caption_check,
        noticed_on: now,
      });
  }
  await putSpecNotices(table(), noticed);
  await deleteSpecNotices(table(), cleared);
  return { noticed: noticed.length, cleared: cleared.length };
}

/**
 * Whether a delivered spot is listed for its sender: a rule of its files or of the master is not met,
 * or its captions fail a spec that makes caption findings errors. **Decided**: caption findings taken
 * as advice (`warns`) list nothing by themselves, as they stop nothing at send time; they are shown on
 * a spot listed for another rule.
 */
export function noLongerComplies(evaluation: SpecEvaluation, captions: CaptionJudgement | null): boolean {
  return evaluation.result !== 'passes' || captions?.result === 'fails';
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
