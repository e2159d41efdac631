import type { Language } from './errors.ts';

/** Countries an account is opened in at sign-up (address and tax rules): Canada and the United States. */
export const SIGNUP_COUNTRIES = ['CA', 'US'] as const;

/** A country or one of its subdivisions: its ISO code (the part after the dash for a subdivision) and its name. */
export interface Place {
  code: string;
  name: string;
}

/** An ISO 3166-2 entry as the `iso-3166` package lists them ("CA-QC", "Quebec", parent "CA"). */
export interface SubdivisionEntry {
  code: string;
  name: string;
  parent: string;
}

/**
 * Canada's provinces and territories as French writes them (the Government of Canada's official
 * names): most accounts are Canadian, and iso-3166 names them in English only. Elsewhere French
 * shows ISO's names (no well-kept package carries French subdivision names).
 */
const CANADA_IN_FRENCH: Readonly<Record<string, string>> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

const localName = (country: string, code: string, isoName: string, language: Language) =>
  language === 'fr' && country === 'CA' ? (CANADA_IN_FRENCH[code] ?? isoName) : isoName;

/**
 * A country's first-level subdivisions (ISO 3166-2: provinces, states, territories), by the code
 * after the dash ("QC" of "CA-QC"), named in `language` where we know it (Canada), else as ISO
 * names them, in that language's alphabetical order. The entries are the `iso-3166` package's:
 * the API passes them, and the sign-up page loads them only when it opens (they weigh 350 kB).
 */
export function subdivisionsOf(entries: readonly SubdivisionEntry[], country: string, language: Language): Place[] {
  return entries
    .filter((entry) => entry.parent === country)
    .map((entry) => {
      const code = entry.code.slice(country.length + 1);
      return { code, name: localName(country, code, entry.name, language) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
