import type { StationSpecVersion } from './station-spec.ts';

/**
 * Which spec a station is held to (issue 32, docs/station-specs.md "Specs on station groups"): its
 * own, else the spec of a group of its own broadcaster that holds it. Pure, so the wizard's review,
 * the delivery and the spec-change list decide the same way.
 */

/** A group as precedence needs it: whose it is, which stations it holds, its spec. */
export interface SpecGroup {
  readonly id: string;
  readonly account_id: string;
  readonly name: string;
  readonly created_on: string;
  readonly call_letters: readonly string[];
  readonly spec?: StationSpecVersion | null;
}

/** The spec in force, and the group it comes from (null: the station's own). */
export type SpecInForce = StationSpecVersion & {
  readonly group: { readonly id: string; readonly name: string } | null;
};

/**
 * - A station with rules of its own is held to them, whatever its groups say.
 * - Else the spec of a group of **its own broadcaster** that holds it and has rules: a group another
 *   account made (an agency's list of stations to send to) never decides what a station accepts.
 * - A station in two such groups is held to the **oldest** group's spec (created first; then by id):
 *   a rule that does not move when a group is renamed or edited, and the group screen names the
 *   stations another group governs.
 * - Neither: the station's own version without rules ("no spec") or null, as before groups had specs.
 */
export function specInForce(
  station: { readonly letters: string; readonly account_id: string; readonly spec?: StationSpecVersion | null },
  groups: readonly SpecGroup[],
): SpecInForce | null {
  if (station.spec?.rules) return { ...station.spec, group: null };
  const governing = groups
    .filter(
      (group) =>
        group.account_id === station.account_id && !!group.spec?.rules && group.call_letters.includes(station.letters),
    )
    .sort((a, b) => a.created_on.localeCompare(b.created_on) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
  if (governing) return { ...governing.spec!, group: { id: governing.id, name: governing.name } };
  return station.spec ? { ...station.spec, group: null } : null;
}
