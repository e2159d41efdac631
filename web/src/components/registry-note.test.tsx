import { MantineProvider } from '@mantine/core';
import type { AdCodeRecord, ComparedSlate, RegistryAnswer } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { RegistryNote } from './registry-note.tsx';

const record: AdCodeRecord = {
  code: 'MAPL1234000H',
  parent: 'Maple Holdings',
  advertiser: 'Maple Foods',
  brand: 'Pure Maple',
  product: 'Syrup',
  title: 'Winter Morning',
  length_seconds: 30,
  agency: 'North Agency',
  language: 'English',
  medium: 'Television: ALL',
};
const found: RegistryAnswer = { status: 'found', record, differences: [] };
const typed: ComparedSlate = {
  announcer: 'Maple Foods',
  product: 'Pure Maple Syrup',
  title: 'Winter Morning',
  duration: 30,
};

/** The note as the slate modal and the details tab show it, in `language`, as text. */
const render = (language: 'en' | 'fr', answer: RegistryAnswer, slate: ComparedSlate = typed) =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <RegistryNote answer={answer} slate={slate} />
      </I18nextProvider>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', '’')
    .replaceAll('&quot;', '"')
    .replace(/\s+/g, ' ')
    .trim();

describe('the Ad-ID registry note', () => {
  it('says what the registry knows when the slate agrees with it, in English and French', () => {
    expect(render('en', found)).toBe('In the Ad-ID registry: Maple Foods · Pure Maple Syrup · Winter Morning · 30 s.');
    expect(render('fr', found)).toBe(
      'Dans le registre Ad-ID : Maple Foods · Pure Maple Syrup · Winter Morning · 30 s.',
    );
  });

  it('lists each field the slate typed now says otherwise, with the registry’s value, as a warning', () => {
    const slate = { ...typed, title: 'Summer Evening', duration: 15 };
    expect(render('en', found, slate)).toBe(
      'The Ad-ID registry says otherwise Title: the registry says “Winter Morning”. Length: the registry says “30 s”. ' +
        'Stations compare the slate with the registry. Correct the slate, or the registration, before you send the spot.',
    );
    expect(render('fr', found, slate)).toContain('Titre : le registre indique « Winter Morning ».');
    expect(render('fr', found, slate)).toContain('Durée : le registre indique « 30 s ».');
  });

  it('warns of a code the registry does not know, notes one it could not ask about, and says nothing of another system', () => {
    expect(render('en', { status: 'unknown_code' })).toMatch(
      /^Not in the Ad-ID registry The Ad-ID registry does not know/,
    );
    expect(render('fr', { status: 'unknown_code' })).toMatch(
      /^Absent du registre Ad-ID Le registre Ad-ID ne connaît pas/,
    );
    expect(render('fr', { status: 'unavailable' })).toMatch(/^Le registre Ad-ID n’a pas pu être consulté/);
    expect(render('en', { status: 'not_asked' })).toBe('');
  });
});
