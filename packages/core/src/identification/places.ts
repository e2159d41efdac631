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
 * Canada's provinces and territories as French writes them (the Government of Canada's official
 * names): most accounts are Canadian, and iso-3166 names them in English only. Elsewhere French
 * shows ISO's names (no well-kept package carries French subdivision names).
 */
const CANADA_IN_FRENCH: Readonly<Record<string, string>> = {
  AB: 'Alberta', BC: 'Colombie-Britannique', MB: 'Manitoba', NB: 'Nouveau-Brunswick', NL: 'Terre-Neuve-et-Labrador', NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest', NU: 'Nunavut', ON: 'Ontario', PE: 'Île-du-Prince-Édouard', QC: 'Québec', SK: 'Saskatchewan', YT: 'Yukon',
};

const localName = (country: string, code: string, isoName: string, language: Language) =>
  (language === 'fr' && country === 'CA' ? CANADA_IN_FRENCH[code] ?? isoName : isoName);

/**
 * A country's first-level subdivisions (ISO 3166-2: provinces, states, territories), by the code
 * after the dash ("QC" of "CA-QC"), named in the caller's language where we know it (Canada),
 * else as ISO names them. A country without subdivisions has an empty list.
 */
export function stateList(country: string, language: Language): Place[] {
  return iso31662.filter((entry) => entry.parent === country).map((entry) => {
    const code = entry.code.slice(country.length + 1);
    return { code, name: localName(country, code, entry.name, language) };
  }).sort(byName(language));
}
