import { specInForce, type CallLetter, type OwnCallLetter, type SpecInForce } from '@masterport/contract';
import {
  deleteCallLetterGroup,
  getCallLetterGroup,
  getCallLetters,
  listCallLetterGroups,
  listCallLettersForAccount,
  nowIso,
  overFreshRead,
  putCallLetterGroup,
  renameCallLetterGroup,
  saveCallLetterGroupCallLetters,
  saveCallLetterGroupSpec,
  type CallLetterGroupItem,
  type CallLetterItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { newId } from '../random.ts';
import { nextSpecVersion, toCallLetter, type SpecInput } from './stations.ts';

export const toGroup = (group: CallLetterGroupItem) => ({
  id: group.id,
  name: group.name,
  call_letters_count: group.call_letters.length,
  spec: group.spec ?? null,
});
const sameName = (a: string, b: string) => a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;

async function ownGroup(auth: AuthContext, groupId: string): Promise<CallLetterGroupItem> {
  const group = await getCallLetterGroup(table(), auth.accountId, groupId);
  if (!group) throw new AppError('not_found');
  return group;
}

/** Seed 000: no duplicate call letter in a list, and only stations that exist on the platform. */
async function checkedCallLetters(letters: readonly string[]): Promise<string[]> {
  if (new Set(letters).size !== letters.length)
    throw new AppError('duplicate_call_letter', { fields: { call_letters: 'duplicate_call_letter' } });
  const found = await getCallLetters(table(), letters);
  if (found.length !== letters.length)
    throw new AppError('unknown_call_letters', { fields: { call_letters: 'unknown_call_letters' } });
  return [...letters];
}

export async function listGroups(auth: AuthContext) {
  return (await listCallLetterGroups(table(), auth.accountId)).map(toGroup);
}

export async function listGroupsWithCallLetters(auth: AuthContext) {
  const groups = await listCallLetterGroups(table(), auth.accountId);
  const stations = new Map(
    (await getCallLetters(table(), [...new Set(groups.flatMap((group) => group.call_letters))])).map((item) => [
      item.letters,
      toCallLetter(item),
    ]),
  );
  return groups.map((group) => ({
    ...toGroup(group),
    call_letters_list: group.call_letters.flatMap((letters) => stations.get(letters) ?? []),
  }));
}

export async function groupCallLetters(auth: AuthContext, groupId: string): Promise<CallLetter[]> {
  const group = await ownGroup(auth, groupId);
  return (await getCallLetters(table(), group.call_letters)).map(toCallLetter);
}

export async function createGroup(auth: AuthContext, input: { name: string; call_letters?: string[] }) {
  const existing = await listCallLetterGroups(table(), auth.accountId);
  if (existing.some((group) => sameName(group.name, input.name)))
    throw new AppError('duplicate_group', { fields: { name: 'duplicate_group' } });
  const now = nowIso();
  const group: CallLetterGroupItem = {
    id: newId(),
    account_id: auth.accountId,
    name: input.name.trim(),
    call_letters: await checkedCallLetters(input.call_letters ?? []),
    created_on: now,
    modified_on: now,
  };
  await putCallLetterGroup(table(), group);
  return toGroup(group);
}

export async function renameGroup(auth: AuthContext, input: { id: string; name: string }) {
  const group = await ownGroup(auth, input.id);
  if (group.name === input.name.trim()) throw new AppError('no_changes');
  const others = (await listCallLetterGroups(table(), auth.accountId)).filter((other) => other.id !== group.id);
  if (others.some((other) => sameName(other.name, input.name)))
    throw new AppError('duplicate_group', { fields: { name: 'duplicate_group' } });
  const renamed = await renameCallLetterGroup(table(), { ...group, name: input.name.trim(), modified_on: nowIso() });
  if (!renamed) throw new AppError('not_found');
  return toGroup(renamed);
}

/** A group's stations changed: the group as it was (`before`) and as it is now (`after`). */
export interface GroupMembersChanged {
  before: CallLetterGroupItem;
  after: CallLetterGroupItem;
}

/**
 * A group's new list of stations, written over the list it replaces: when another list was saved
 * meanwhile, it is read again, so `before` is always the list this one replaced (the caller judges
 * again the spots of the stations that joined or left, docs/station-specs.md).
 */
export async function saveGroupCallLetters(
  auth: AuthContext,
  input: { id: string; call_letters: string[] },
): Promise<GroupMembersChanged> {
  const letters = await checkedCallLetters(input.call_letters);
  const saved = overFreshRead(
    () => ownGroup(auth, input.id),
    async (before) => {
      if (letters.length === before.call_letters.length && letters.every((l, i) => l === before.call_letters[i]))
        throw new AppError('no_changes');
      const after = await saveCallLetterGroupCallLetters(
        table(),
        { ...before, call_letters: letters, modified_on: nowIso() },
        before.modified_on,
      );
      if (!after) throw new GroupChangedMeanwhile();
      return { before, after };
    },
    { lostRace: (error) => error instanceof GroupChangedMeanwhile },
  );
  // Lost every race (lists saved without pause): the caller's list is refused as any stale save is.
  return saved.catch((error: unknown) => {
    throw error instanceof GroupChangedMeanwhile ? new AppError('changed_meanwhile') : error;
  });
}

/** The group changed (or went) between its read and the write computed from it: read it again. */
class GroupChangedMeanwhile extends Error {}

/** Deletes the caller's group; answers what it held when deleted (the caller judges its stations' spots again). */
export async function deleteGroup(auth: AuthContext, groupId: string): Promise<CallLetterGroupItem> {
  await ownGroup(auth, groupId);
  const deleted = await deleteCallLetterGroup(table(), auth.accountId, groupId);
  // Deleted by another at the same moment: that one judged its stations again.
  if (!deleted) throw new AppError('not_found');
  return deleted;
}

/**
 * A group's new spec (issue 32, docs/station-specs.md "Specs on station groups"): a version over the
 * version the form read, as a station's. It binds only the group's stations of the caller's own
 * account that have no spec of their own; the caller returns them to judge their delivered spots.
 */
export async function saveGroupSpec(auth: AuthContext, input: SpecInput & { id: string }) {
  const group = await ownGroup(auth, input.id);
  const now = nowIso();
  const saved = await saveCallLetterGroupSpec(
    table(),
    { ...group, ...nextSpecVersion(group, input, now), modified_on: now },
    input.version,
  );
  if (!saved)
    throw new AppError(
      (await getCallLetterGroup(table(), auth.accountId, input.id)) ? 'changed_meanwhile' : 'not_found',
    );
  // As it is after the save: its stations then, even if another list was saved since it was read.
  return saved;
}

/**
 * Stations with the spec each is held to (`specInForce`): its own, else its broadcaster's group's.
 * Reads each broadcaster's groups once (an account's groups are few).
 */
export async function withSpecsInForce<T extends Pick<CallLetterItem, 'letters' | 'account_id' | 'spec'>>(
  stations: readonly T[],
): Promise<(Omit<T, 'spec'> & { spec: SpecInForce | null })[]> {
  const accounts = [
    ...new Set(stations.filter((station) => !station.spec?.rules).map((station) => station.account_id)),
  ];
  const groups = (await Promise.all(accounts.map((account) => listCallLetterGroups(table(), account)))).flat();
  return stations.map((station) => ({ ...station, spec: specInForce(station, groups) }));
}

/**
 * The broadcaster's own stations (the profile's call letters tab), by letters, each with the spec it
 * follows: its own, or its group's (the table says which), as the review and the delivery decide.
 */
export async function ownStations(auth: AuthContext): Promise<OwnCallLetter[]> {
  const stations = (await listCallLettersForAccount(table(), auth.accountId)).sort((a, b) =>
    a.letters.localeCompare(b.letters),
  );
  const held = await withSpecsInForce(stations);
  return stations.map((station, i) => ({ ...toCallLetter(station), spec_in_force: held[i]!.spec }));
}
