import { MantineProvider } from '@mantine/core';
import type { SlateInput } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { SlateSummary } from './slate-summary.tsx';

const slate: SlateInput = {
  master_type: 'PUB_TV_WEB',
  title: 'Winter jingle',
  unique_id: 'MAPL1234000H',
  duration: 30,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
};

/** The confirmation step's summary in `language`, as text. */
const render = (language: 'en' | 'fr', shown: SlateInput) =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <SlateSummary slate={shown} />
      </I18nextProvider>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the slate summary’s sound (issue 32)', () => {
  it('says music only, with speech or not said, in English and French, for TV masters only', () => {
    expect(render('en', { ...slate, music_only: true })).toContain('Sound Music only');
    expect(render('en', { ...slate, music_only: false })).toContain('Sound With speech');
    expect(render('en', slate)).toContain('Sound Not said');
    expect(render('fr', { ...slate, music_only: true })).toContain('Son Musique seulement');
    expect(render('fr', { ...slate, music_only: false })).toContain('Son Avec parole');
    expect(render('en', { ...slate, master_type: 'PUB_RADIO', audio_type: '2trks' })).not.toContain('Sound');
  });
});
