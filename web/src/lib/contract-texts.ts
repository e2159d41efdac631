/**
 * The SPA's dictionaries written by the contract rather than by hand (docs/site.md, "The app's
 * first download"): the error catalogue (`errors`), why a delivery stopped (`destinationProblems`)
 * and the plans' names (`plans`). The contract holds each message once, in both languages, for the
 * API and the e-mails; the browser needs only the language shown, so `npm run contract-texts`
 * writes one JSON file per language and namespace under `CONTRACT_TEXTS_FOLDER`, which i18n.ts
 * loads as it loads the hand-written dictionaries, and the catalogue's codes alone for the API
 * client (`ERROR_CODES_FILE`). contract-texts.test.ts fails while a file differs from this.
 * Build-time and test code only: the browser reads the files, never this module.
 */
import {
  DESTINATION_PROBLEM_TEXT,
  ERROR_CATALOGUE,
  ERROR_CODES,
  PLAN_NAMES,
  type Language,
} from '@masterport/contract';

/** Where the files are, from web/src. */
export const CONTRACT_TEXTS_FOLDER = 'locales/from-contract';
export const ERROR_CODES_FILE = `${CONTRACT_TEXTS_FOLDER}/error-codes.json`;

const inLanguage = <K extends string>(
  texts: Readonly<Record<K, Readonly<Record<Language, string>>>>,
  language: Language,
) =>
  Object.fromEntries(
    Object.entries<Readonly<Record<Language, string>>>(texts).map(([key, text]) => [key, text[language]]),
  );

/** Each namespace's dictionary in one language, as its file holds it. */
export function contractTexts(language: Language): Record<string, Record<string, string>> {
  return {
    errors: inLanguage(ERROR_CATALOGUE, language),
    destinationProblems: inLanguage(DESTINATION_PROBLEM_TEXT, language),
    plans: { ...PLAN_NAMES[language] },
  };
}

/** Every file and its content: `<language>/<namespace>.json` and the codes. */
export function contractTextFiles(): Record<string, unknown> {
  const files: Record<string, unknown> = { [ERROR_CODES_FILE]: ERROR_CODES };
  for (const language of ['en', 'fr'] as const) {
    for (const [namespace, dictionary] of Object.entries(contractTexts(language))) {
      files[`${CONTRACT_TEXTS_FOLDER}/${language}/${namespace}.json`] = dictionary;
    }
  }
  return files;
}
