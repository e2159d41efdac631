import { subdivisionsOf, type Language, type Place } from '@masterport/contract';
// The library's core without its entry, which registers the names in all 79 languages (700 kB in
// every bundle that reaches sign-up); the product speaks English and French, so only those two.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import french from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };

countries.registerLocale(english);
countries.registerLocale(french);

const byName = (language: Language) => (a: Place, b: Place) => a.name.localeCompare(b.name, language);

/** Every ISO 3166-1 country, named in the caller's language, in that language's alphabetical order. */
export function countryList(language: Language): Place[] {
  return Object.entries(countries.getNames(language, { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort(byName(language));
}

export const isCountry = (code: string): boolean => countries.isValid(code);

/**
 * A country's first-level subdivisions (provinces, states, territories), named in the caller's
 * language (contract's subdivisionsOf). ISO 3166-2 (240 kB) is installed beside the bundle and
 * loaded by the calls that list or check states, not parsed at every cold start of their areas.
 */
export async function stateList(country: string, language: Language): Promise<Place[]> {
  const { iso31662 } = await import('iso-3166/2.js');
  return subdivisionsOf(iso31662, country, language);
}
