import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@masterport/contract';
import { LANGUAGE_KEY, storage } from './storage.ts';

export const LANGUAGES: readonly Language[] = ['en', 'fr'];
export const DEFAULT_LANGUAGE: Language = 'en';

type Dictionary = { [key: string]: string | Dictionary };

/**
 * Every src/locales/<language>/<namespace>.json file becomes namespace <namespace> of <language>,
 * and so does each file the contract writes (src/locales/from-contract/<language>/: its error
 * catalogue, destination problems and plan names; contract-texts.ts), so the API and the SPA say
 * the same thing. The browser downloads one language, the one shown, one chunk per namespace (docs/site.md): the
 * first render waits for `FIRST_NAMESPACES` (`loadLanguage`, what the sign-in page and every frame
 * read), and a page waits for the rest, or for its own, before its first render (`loadTexts`,
 * router.tsx). A switch loads the new language's namespaces that the old one had. The tests
 * and the prerender, on Node, have every namespace of both languages at once. The public site's
 * legal texts come only with the site's pages (`loadSiteOnlyTexts`).
 */
const ONE_LANGUAGE_AT_A_TIME = import.meta.env.PROD && !import.meta.env.SSR;
const files = ONE_LANGUAGE_AT_A_TIME
  ? {}
  : import.meta.glob<Dictionary>(
      ['../locales/*/*.json', '../locales/from-contract/*/*.json', '!../locales/*/legal.json'],
      {
        eager: true,
        import: 'default',
      },
    );
const namespaceFiles = ONE_LANGUAGE_AT_A_TIME
  ? import.meta.glob<Dictionary>(
      ['../locales/*/*.json', '../locales/from-contract/*/*.json', '!../locales/*/legal.json'],
      {
        import: 'default',
      },
    )
  : {};
const siteOnlyFiles = import.meta.glob<Dictionary>('../locales/*/legal.json', { import: 'default' });

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'fr';

export const dictionaries: Record<Language, Record<string, Dictionary>> = { en: {}, fr: {} };
/** A dictionary file's language and namespace, from its path (`…/<language>/<namespace>.json`). */
function fileOf(path: string): { language: string; namespace: string } | undefined {
  const match = /\/(\w+)\/([\w-]+)\.json$/.exec(path);
  return match ? { language: match[1]!, namespace: match[2]! } : undefined;
}
function addDictionary(path: string, dictionary: Dictionary): { language: Language; namespace: string } | undefined {
  const file = fileOf(path);
  if (!file || !isLanguage(file.language)) return undefined;
  const { language, namespace } = file;
  dictionaries[language][namespace] = dictionary;
  return { language, namespace };
}
for (const [path, dictionary] of Object.entries(files)) addDictionary(path, dictionary);

export const NAMESPACES = [
  'common',
  'auth',
  'app',
  'profile',
  'site',
  'legal',
  'validation',
  'masters',
  'sharedMaster',
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
  'plans',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function storedLanguage(): Language {
  const stored = storage.get(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

void i18n.use(initReactI18next).init({
  resources: { en: { ...dictionaries.en }, fr: { ...dictionaries.fr } },
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

/**
 * The namespace every page reads (the frames, the language switch, the catalogue's fallbacks). The
 * rest are a page's own (router.tsx): the sign-in pages name `auth` and `validation`, the pages
 * that may show the catalogue's messages (`errors`) as they open name it, a failure shown later
 * loads it first (`notifyFailure`), the sign-in form loads it with its checks, and the signed-in
 * frames load all.
 */
export const FIRST_NAMESPACES = ['common'] as const;

/** Each language's namespaces added to i18next so far (all of them where they came with the code). */
const loadedNamespaces: Record<Language, Set<string>> = {
  en: new Set(ONE_LANGUAGE_AT_A_TIME ? [] : Object.keys(dictionaries.en)),
  fr: new Set(ONE_LANGUAGE_AT_A_TIME ? [] : Object.keys(dictionaries.fr)),
};
/** The namespaces the pages have asked for so far (`loadTexts`): a switch of language loads those. */
let wantedTexts: Set<string> | 'all' = ONE_LANGUAGE_AT_A_TIME ? new Set(FIRST_NAMESPACES) : 'all';

async function loadNamespaces(language: Language, namespaces: 'all' | readonly string[]): Promise<void> {
  const wanted = Object.entries(namespaceFiles).filter(([path]) => {
    const file = fileOf(path);
    return (
      file?.language === language &&
      !loadedNamespaces[language].has(file.namespace) &&
      (namespaces === 'all' || namespaces.includes(file.namespace))
    );
  });
  await Promise.all(
    wanted.map(async ([path, load]) => {
      const dictionary = await load();
      const added = addDictionary(path, dictionary);
      if (!added) return;
      i18n.addResourceBundle(added.language, added.namespace, dictionary, true, true);
      loadedNamespaces[language].add(added.namespace);
    }),
  );
}

/** Adds a language's namespaces the pages have asked for (the first ones at start) to i18next; a no-op where all came with the code. */
export const loadLanguage = (language: Language): Promise<void> =>
  loadNamespaces(language, wantedTexts === 'all' ? 'all' : [...wantedTexts]);

/**
 * Namespaces of the language shown, awaited by a page before its first render (router.tsx): every
 * one by default, only its own for the pages sent to outsiders (the public links), which thus
 * download a few dictionaries rather than all.
 */
export function loadTexts(namespaces: 'all' | readonly string[]): Promise<void> {
  if (namespaces === 'all') wantedTexts = 'all';
  else if (wantedTexts !== 'all') for (const namespace of namespaces) wantedTexts.add(namespace);
  return loadNamespaces(currentLanguage(), namespaces);
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
    ...LANGUAGES.map((language) => loadNamespaces(language, 'all')),
    ...Object.entries(siteOnlyFiles).map(async ([path, load]) => {
      const dictionary = await load();
      const added = addDictionary(path, dictionary);
      if (added) i18n.addResourceBundle(added.language, added.namespace, dictionary, true, true);
    }),
  ]);
}

export { i18n };
