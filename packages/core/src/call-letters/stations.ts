import { SPEC_PRESETS, type CallLetter, type SpecPreset, type StationSpecRules } from '@masterport/contract';
import {
  callLetterSearchText,
  createCallLetter,
  deleteCallLetter,
  getAccount,
  getCallLetter,
  listCallLettersForAccount,
  nowIso,
  saveCallLetter,
  saveCallLetterSpec,
  searchCallLetters,
  UniqueConflictError,
  type CallLetterItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';

export const toCallLetter = (item: CallLetterItem): CallLetter => ({
  id: item.letters,
  market: item.market,
  band: item.band,
  language: item.language,
  owner_name: item.owner_name,
  spec: item.spec ?? null,
});

type StationInput = { id: string; market: string; band: CallLetterItem['band']; language: CallLetterItem['language'] };

/** Registers a station for the broadcaster: its letters must be free on the whole platform. */
export async function registerStation(auth: AuthContext, input: StationInput): Promise<CallLetter> {
  const account = await getAccount(table(), auth.accountId);
  const now = nowIso();
  const fields = { letters: input.id, market: input.market, owner_name: account?.name ?? '' };
  const item: CallLetterItem = {
    ...fields,
    account_id: auth.accountId,
    band: input.band,
    language: input.language,
    search_text: callLetterSearchText(fields),
    created_on: now,
    modified_on: now,
  };
  try {
    await createCallLetter(table(), item);
  } catch (error) {
    if (error instanceof UniqueConflictError)
      throw new AppError('call_letters_taken', { fields: { id: 'call_letters_taken' } });
    throw error;
  }
  return toCallLetter(item);
}

/** Changes a station's market, band or language; only its owner may. */
/** Why a conditional save of a station was refused: gone or another's, else changed since it was read. */
async function refusal(auth: AuthContext, id: string): Promise<'not_found' | 'changed_meanwhile'> {
  const now = await getCallLetter(table(), id);
  return now && now.account_id === auth.accountId ? 'changed_meanwhile' : 'not_found';
}

export async function saveStation(auth: AuthContext, input: StationInput): Promise<CallLetter> {
  const current = await getCallLetter(table(), input.id);
  if (!current || current.account_id !== auth.accountId) throw new AppError('not_found');
  if (current.market === input.market && current.band === input.band && current.language === input.language)
    throw new AppError('no_changes');
  const next: CallLetterItem = {
    ...current,
    market: input.market,
    band: input.band,
    language: input.language,
    modified_on: nowIso(),
  };
  next.search_text = callLetterSearchText(next);
  if (!(await saveCallLetter(table(), next, current.modified_on))) throw new AppError(await refusal(auth, input.id));
  return toCallLetter(next);
}

/** Removes a station; a broadcaster keeps at least one (seed 000: cannot remove all call letters). */
export async function removeStation(auth: AuthContext, letters: string): Promise<CallLetter[]> {
  const own = await listCallLettersForAccount(table(), auth.accountId);
  if (!own.some((item) => item.letters === letters)) throw new AppError('not_found');
  if (own.length === 1) throw new AppError('last_call_letter');
  if (!(await deleteCallLetter(table(), auth.accountId, letters))) throw new AppError('not_found');
  return own
    .filter((item) => item.letters !== letters)
    .sort((a, b) => a.letters.localeCompare(b.letters))
    .map(toCallLetter);
}

/** The directory: stations by letters prefix, market or owner (every account may search it). */
export async function searchStations(query: string | undefined, limit = 25): Promise<CallLetter[]> {
  return (await searchCallLetters(table(), query ?? '', limit)).map(toCallLetter);
}

/** How many earlier versions of a spec a station keeps (a delivered spot names the version it was checked against). */
const SPEC_HISTORY_KEPT = 20;

/** A station's or a group's spec and its history (`spec`, `spec_history`), as both items keep them. */
type SpecHolder = Pick<CallLetterItem, 'spec' | 'spec_history'>;
export type SpecInput = { preset: SpecPreset | null; rules: StationSpecRules | null; version: number };

/**
 * The next version of a spec over the version the form read: `changed_meanwhile` when another was
 * saved since, `no_changes` when it says what the current one says. A preset is copied as it is.
 */
export function nextSpecVersion(current: SpecHolder, input: SpecInput, now: string): Required<SpecHolder> {
  const read = current.spec?.version ?? 0;
  if (read !== input.version) throw new AppError('changed_meanwhile');
  const rules = input.preset ? SPEC_PRESETS[input.preset] : input.rules;
  if (
    JSON.stringify(rules) === JSON.stringify(current.spec?.rules ?? null) &&
    input.preset === (current.spec?.preset ?? null)
  )
    throw new AppError('no_changes');
  return {
    spec: { version: read + 1, since: now, preset: rules ? input.preset : null, rules: rules ? { ...rules } : null },
    spec_history: current.spec
      ? [current.spec, ...(current.spec_history ?? [])].slice(0, SPEC_HISTORY_KEPT)
      : (current.spec_history ?? []),
  };
}

/**
 * A station's new spec (issue 32, docs/station-specs.md): a new version, dated now, over the version
 * the form read; the version before goes to the history. A preset named is copied as it is today.
 * `rules: null` ends the requirements: a version too, so version numbers only grow.
 */
export async function saveStationSpec(auth: AuthContext, input: SpecInput & { id: string }): Promise<CallLetter> {
  const current = await getCallLetter(table(), input.id);
  if (!current || current.account_id !== auth.accountId) throw new AppError('not_found');
  const now = nowIso();
  const next: CallLetterItem = { ...current, ...nextSpecVersion(current, input, now), modified_on: now };
  if (!(await saveCallLetterSpec(table(), next, input.version, current.modified_on)))
    throw new AppError(await refusal(auth, input.id));
  return toCallLetter(next);
}
