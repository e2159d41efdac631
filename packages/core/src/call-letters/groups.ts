import { specInForce, type CallLetter, type SpecInForce } from '@masterport/contract';
import {
  deleteCallLetterGroup,
  getCallLetterGroup,
  getCallLetters,
  listCallLetterGroups,
  nowIso,
  putCallLetterGroup,
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
  const next = { ...group, name: input.name.trim(), modified_on: nowIso() };
  await putCallLetterGroup(table(), next);
  return toGroup(next);
}

export async function saveGroupCallLetters(auth: AuthContext, input: { id: string; call_letters: string[] }) {
  const group = await ownGroup(auth, input.id);
  const letters = await checkedCallLetters(input.call_letters);
  if (letters.length === group.call_letters.length && letters.every((l, i) => l === group.call_letters[i]))
    throw new AppError('no_changes');
  const next = { ...group, call_letters: letters, modified_on: nowIso() };
  await putCallLetterGroup(table(), next);
  return toGroup(next);
}

export async function deleteGroup(auth: AuthContext, groupId: string) {
  await ownGroup(auth, groupId);
  await deleteCallLetterGroup(table(), auth.accountId, groupId);
  return listGroups(auth);
}

/**
 * A group's new spec (issue 32, docs/station-specs.md "Specs on station groups"): a version over the
 * version the form read, as a station's. It binds only the group's stations of the caller's own
 * account that have no spec of their own; the caller returns them to judge their delivered spots.
 */
export async function saveGroupSpec(auth: AuthContext, input: SpecInput & { id: string }) {
  const group = await ownGroup(auth, input.id);
  const now = nowIso();
  const next: CallLetterGroupItem = { ...group, ...nextSpecVersion(group, input, now), modified_on: now };
  if (!(await saveCallLetterGroupSpec(table(), next, input.version)))
    throw new AppError(
      (await getCallLetterGroup(table(), auth.accountId, input.id)) ? 'changed_meanwhile' : 'not_found',
    );
  return next;
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
