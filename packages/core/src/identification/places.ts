import type { Language } from '@masterport/contract';
import countries from 'i18n-iso-countries';
import { iso31662 } from 'iso-3166';

interface Place { code: string; name: string }

const byName = (language: Language) => (a: Place, b: Place) => a.name.localeCompare(b.name, language);

/** Every ISO 3166-1 country, named in the caller's language, in that language's alphabetical order. */
export function countryList(language: Language): Place[] {
  return Object.entries(countries.getNames(language, { select: 'official' })).map(([code, name]) => ({ code, name })).sort(byName(language));
}

export const isCountry = (code: string): boolean => countries.isValid(code);

/**
 * A country's first-level subdivisions (ISO 3166-2: provinces, states, territories), by the code
 * after the dash ("QC" of "CA-QC"), with the name ISO gives them (iso-3166 carries one name per
 * subdivision, the same in both languages). A country without subdivisions has an empty list.
 */
export function stateList(country: string, language: Language): Place[] {
  return iso31662.filter((entry) => entry.parent === country).map((entry) => ({ code: entry.code.slice(country.length + 1), name: entry.name })).sort(byName(language));
}
