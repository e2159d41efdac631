import {
  DESTINATION_PROBLEMS,
  ERROR_CATALOGUE,
  ERROR_CODES,
  loginBody,
  savePasswordBody,
  saveProfileBody,
  signupAccountStep,
  signupUserStep,
  tokenBody,
} from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiError } from './api-client.ts';
import { dictionaries, i18n, loadSiteOnlyTexts, NAMESPACES } from './i18n.ts';
import { errorText, issueText } from './messages.ts';

// The site's own texts too: every rule below holds for them.
await loadSiteOnlyTexts();

type Dictionary = { [key: string]: string | Dictionary };

function flatten(dictionary: Dictionary, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const all = (language: 'en' | 'fr') => {
  const entries = new Map<string, string>();
  for (const [namespace, dictionary] of Object.entries(dictionaries[language])) {
    for (const [key, value] of flatten(dictionary)) entries.set(`${namespace}:${key}`, value);
  }
  return entries;
};
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('dictionaries', () => {
  const en = all('en');
  const fr = all('fr');

  it('has every namespace file in both languages (the contract’s among them)', () => {
    expect(Object.keys(dictionaries.en).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(dictionaries.fr).sort()).toEqual([...NAMESPACES].sort());
  });

  it('has every English key in French and every French key in English', () => {
    expect([...en.keys()].filter((key) => !fr.has(key))).toEqual([]);
    expect([...fr.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages, and no empty text', () => {
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(fr.get(key)?.trim(), key).not.toBe('');
      expect(variables(fr.get(key) ?? ''), key).toEqual(variables(text));
    }
  });

  it('translates every French text: a value equal to the English one is a word both languages share', () => {
    const shared = new Set([
      'Masters',
      'Distributions',
      'Documents',
      'Province',
      'Masterport',
      // Code systems: names of their registries, the same in French.
      'Ad-ID',
      'ISCI',
      'English',
      'Français',
      'Attention',
      'Canada',
      'Total',
      'PDF',
      'Taxes',
      // card brands
      'Visa',
      'Mastercard',
      'American Express',
      'Discover',
      'Web',
      'Web (Ad)',
      'Radio',
      'Radio (Ad)',
      '(Ad-ID)',
      'Type',
      'Audio',
      'Sources',
      'Message',
      'LFE',
      'Montréal',
      'Version {{version}}',
      '© {{year}} Masterport',
      'Masters',
      '{{count}} master',
      '{{count}} masters',
      '{{count}} s',
      '{{count}} min',
      '{{minutes}} min {{seconds}} s',
      's',
      '{{seconds}} s',
      '{{seconds, number}} s',
      'Stations',
      '{{count}} station',
      '{{count}} stations',
      'FTP',
      'Amazon S3',
      'Aspera',
      'Port',
      'Identification',
      'Contacts',
      'Codec',
      'Description',
      'Date',
      'Studio',
      'Identification',
      'Documents',
      '{{count}} document',
      '{{count}} documents',
      'Pages',
      'DK-2026/114',
      'Document',
      'Distributions',
      'Destination',
      'Destinations',
      'Notes',
      'Station',
      'Actions',
      'Distribution {{ref}}',
      'Public',
      'Permissions',
      'Logo',
      '{{count}} permission',
      '{{count}} permissions',
      'Maintenance | Masterport',
      'Source',
      'Extensions',
      // The public site's small-screen menu button.
      'Menu',
      // The public site's counters before their numbers arrive.
      '—',
      // Station specs: file formats, codecs and units are their names in both languages.
      'v{{version}}',
      'MXF',
      'QuickTime (MOV)',
      'MP4',
      'WebM',
      'MP3',
      'XDCAM HD422',
      'ProRes 422 HQ',
      'H.264',
      'VP9',
      '{{target}} LKFS ±{{tolerance}} LU',
      '{{value}} LKFS',
      '{{value}} dBTP',
      '{{value}} s',
    ]);
    const untranslated = [...fr].filter(([key, text]) => text === en.get(key) && !shared.has(text));
    expect(untranslated).toEqual([]);
  });

  it('writes French with typographic apostrophes, in the dictionaries and in the API’s catalogue', () => {
    expect([...fr].filter(([, text]) => text.includes("'"))).toEqual([]);
    expect(
      Object.entries(ERROR_CATALOGUE)
        .filter(([, entry]) => entry.fr.includes("'"))
        .map(([code]) => code),
    ).toEqual([]);
  });

  it('writes French one way: no space before a semicolon, "contrôle qualité", warnings "pris en compte"', () => {
    const french = [
      ...[...fr].map(([key, text]) => [key, text] as const),
      ...Object.entries(ERROR_CATALOGUE).map(([code, entry]) => [code, entry.fr] as const),
    ];
    expect(french.filter(([, text]) => /\s;/u.test(text)).map(([key]) => key)).toEqual([]);
    expect(french.filter(([, text]) => /contrôle de (la )?qualité/iu.test(text)).map(([key]) => key)).toEqual([]);
    expect(french.filter(([, text]) => /confirmer les avertissements/iu.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('says why a delivery stopped, for every problem of the contract, in both languages', async () => {
    for (const problem of DESTINATION_PROBLEMS) {
      const [en, fr] = [
        i18n.getFixedT('en', 'destinationProblems')(problem),
        i18n.getFixedT('fr', 'destinationProblems')(problem),
      ];
      expect(en, problem).not.toBe(problem);
      expect(fr, problem).not.toBe(en);
      expect(fr, problem).not.toMatch(/'/);
    }
  });

  it('translates every catalogue code from the contract in both languages', async () => {
    for (const language of ['en', 'fr'] as const) {
      await i18n.changeLanguage(language);
      for (const code of ERROR_CODES) {
        const text = errorText(new ApiError(code, 400));
        expect(text, code).not.toBe(code);
        expect(text.length, code).toBeGreaterThan(5);
      }
    }
    await i18n.changeLanguage('en');
  });
});

/** Every issue message the contract's schemas produce for bad input. */
function issues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('field issues', () => {
  const produced = [
    ...issues(loginBody, {}),
    ...issues(loginBody, { email: 'not-an-e-mail', password: 'x'.repeat(200) }),
    ...issues(signupUserStep, {
      first_name: '',
      last_name: 'x'.repeat(60),
      email: 'a@',
      password: 'short',
      password_confirmation: 1,
      language: 'de',
    }),
    ...issues(signupUserStep, {
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.co',
      password: 'long enough',
      password_confirmation: 'different',
      language: 'en',
    }),
    ...issues(signupAccountStep, {
      name: 'x'.repeat(70),
      plan_key: 'broadcaster',
      address: '',
      city: 'x'.repeat(60),
      state: '',
      zip: 'x'.repeat(11),
      country: 'CAN',
      phone: 'x'.repeat(30),
    }),
    ...issues(saveProfileBody, { first_name: ' ', last_name: '', language: 'en', phone: 'x'.repeat(26) }),
    ...issues(savePasswordBody, { current_password: '', password: 'x'.repeat(129), password_confirmation: '' }),
    ...issues(tokenBody, { token: 'short' }),
  ];

  it('has a text in both languages for every issue key the contract uses', async () => {
    const keys = [...new Set(produced)];
    expect(keys).toEqual(
      expect.arrayContaining([
        'required',
        'email',
        'password_min',
        'passwords_match',
        'max_50',
        'max_63',
        'one_of',
        'token',
      ]),
    );
    for (const language of ['en', 'fr'] as const) {
      await i18n.changeLanguage(language);
      const fallback = issueText('__unknown__');
      for (const key of keys) {
        const text = issueText(key);
        expect(text, `${language} ${key}`).toBeTruthy();
        expect(text, `${language} ${key}`).not.toBe(fallback);
        expect(text, `${language} ${key}`).not.toContain('{{');
      }
    }
    await i18n.changeLanguage('en');
  });

  it('states the limit in length messages', async () => {
    await i18n.changeLanguage('fr');
    expect(issueText('max_50')).toBe('Utilisez au plus 50 caractères.');
    await i18n.changeLanguage('en');
    expect(issueText('max_63')).toBe('Use at most 63 characters.');
    expect(issueText('password_min')).toBe('Use at least 8 characters.');
  });

  it('shows a catalogue message placed on a field, such as an e-mail already used', () => {
    expect(issueText('email_exists')).toBe('This e-mail already exists. Add another e-mail or reset your password.');
  });
});
