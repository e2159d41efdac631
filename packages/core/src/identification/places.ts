import { subdivisionsOf, type Language, type Place } from '@masterport/contract';
import countries from 'i18n-iso-countries';
import { iso31662 } from 'iso-3166';

const byName = (language: Language) => (a: Place, b: Place) => a.name.localeCompare(b.name, language);

/** Every ISO 3166-1 country, named in the caller's language, in that language's alphabetical order. */
export function countryList(language: Language): Place[] {
  return Object.entries(countries.getNames(language, { select: 'official' })).map(([code, name]) => ({ code, name })).sort(byName(language));
}

export const isCountry = (code: string): boolean => countries.isValid(code);

/** A country's first-level subdivisions (provinces, states, territories), named in the caller's language (contract's subdivisionsOf). */
export const stateList = (country: string, language: Language): Place[] => subdivisionsOf(iso31662, country, language);
