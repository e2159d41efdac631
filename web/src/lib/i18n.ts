import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DESTINATION_PROBLEM_TEXT,
  ERROR_CATALOGUE,
  type DestinationProblem,
  type ErrorCode,
  type Language,
} from '@masterport/contract';
import { LANGUAGE_KEY, storage } from './storage.ts';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'en';

type Dictionary = { [key: string]: string | Dictionary };

/**
 * Every src/locales/<language>/<namespace>.json file becomes namespace <namespace> of <language>.
 * The browser downloads one language, the one shown (`loadLanguage`, one chunk per language,
 * awaited before the app first renders and before a switch); the tests and the prerender, on Node,
 * have both at once. The public site's legal texts come only with the site's pages
 * (`loadSiteOnlyTexts`), not in every visitor's first download.
 */
const ONE_LANGUAGE_AT_A_TIME = import.meta.env.PROD && !import.meta.env.SSR;
const files = ONE_LANGUAGE_AT_A_TIME
  ? {}
  : import.meta.glob<Dictionary>(['../locales/*/*.json', '!../locales/*/legal.json'], {
      eager: true,
      import: 'default',
    });
const languageFiles: Record<Language, () => Promise<{ files: Record<string, Dictionary> }>> = {
  en: () => import('./locales-en.ts'),
  fr: () => import('./locales-fr.ts'),
};
const siteOnlyFiles = import.meta.glob<Dictionary>('../locales/*/legal.json', { import: 'default' });

export const dictionaries: Record<Language, Record<string, Dictionary>> = { en: {}, fr: {} };
function addDictionary(path: string, dictionary: Dictionary): { language: Language; namespace: string } | undefined {
  const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
  if (!match) return undefined;
  const [, language, namespace] = match as unknown as [string, Language, string];
  if (!dictionaries[language]) return undefined;
  dictionaries[language][namespace] = dictionary;
  return { language, namespace };
}
for (const [path, dictionary] of Object.entries(files)) addDictionary(path, dictionary);

/** The `errors` namespace is the contract's catalogue: the API and the SPA say the same thing. */
function catalogue(language: Language): Record<ErrorCode, string> {
  return Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry[language]])) as Record<
    ErrorCode,
    string
  >;
}

/** The `destinationProblems` namespace: why a delivery stopped, as the contract words it for the report too. */
function destinationProblems(language: Language): Record<DestinationProblem, string> {
  return Object.fromEntries(
    Object.entries(DESTINATION_PROBLEM_TEXT).map(([problem, text]) => [problem, text[language]]),
  ) as Record<DestinationProblem, string>;
}

/** Namespaces made from the contract rather than from a locales file. */
export const CONTRACT_NAMESPACES = ['errors', 'destinationProblems'] as const;

export const NAMESPACES = [
  'common',
  'auth',
  'app',
  'profile',
  'site',
  'legal',
  'validation',
  'masters',
  'callLetters',
  'settings',
  'deliveryMethod',
  'trafficInstructions',
  'stationFiles',
  'stationSpecs',
  'documents',
  'playlists',
  'distributions',
  'received',
  'team',
  'contacts',
  'identification',
  'cards',
  'billing',
  'plan',
  'ops',
  'destinationProblems',
  'errors',
] as const;

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fr';

export function storedLanguage(): Language {
  const stored = storage.get(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { ...dictionaries.en, errors: catalogue('en'), destinationProblems: destinationProblems('en') },
    fr: { ...dictionaries.fr, errors: catalogue('fr'), destinationProblems: destinationProblems('fr') },
  },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
applyDocumentLanguage(i18n.language as Language);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

const loadedLanguages = new Set<Language>(ONE_LANGUAGE_AT_A_TIME ? [] : LANGUAGES);

/** Adds a language's dictionaries to i18next, once; a no-op where both came with the code. */
export async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const { files: loaded } = await languageFiles[language]();
  for (const [path, dictionary] of Object.entries(loaded)) {
    const added = addDictionary(path, dictionary);
    if (added) i18n.addResourceBundle(added.language, added.namespace, dictionary, true, true);
  }
  loadedLanguages.add(language);
}

/** Switches the interface language and remembers it on this device (seed 000 §1). */
export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storage.set(LANGUAGE_KEY, language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/** The public site's own texts (the legal pages), added to the dictionaries and to i18next once loaded. */
export async function loadSiteOnlyTexts(): Promise<void> {
  await Promise.all([
    // A site page is in its address's language, whichever the app shows.
    ...LANGUAGES.map(loadLanguage),
    ...Object.entries(siteOnlyFiles).map(async ([path, load]) => {
      const dictionary = await load();
      const added = addDictionary(path, dictionary);
      if (added) i18n.addResourceBundle(added.language, added.namespace, dictionary, true, true);
    }),
  ]);
}

export { i18n };
