import { MantineProvider } from '@mantine/core';
import type { Master, MasterTranscript } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { TranscriptTab } from './transcript-tab.tsx';

const transcript = (status: MasterTranscript['status'], word_count = 0): MasterTranscript => ({
  status,
  language: status === 'not_local' ? 'fr' : 'en',
  engine: 'pocketsphinx',
  word_count,
  revision: 1,
  started_on: '2026-11-27T10:00:00.000Z',
  made_on: status === 'running' ? null : '2026-11-27T10:00:09.000Z',
});
const links = { words_url: 'https://s3/w.json', srt_url: 'https://s3/d.srt', vtt_url: 'https://s3/d.vtt' };

/** The tab as the master page shows it, in `language`. */
const render = (master: Partial<Master>, language: 'en' | 'fr') =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <TranscriptTab master={{ id: 'm1', master_type: 'PUB_RADIO', transcript_links: null, ...master } as Master} />
      </I18nextProvider>
    </MantineProvider>,
  ).replaceAll('&#x27;', '’');

describe('the transcript tab', () => {
  it('says "no transcript locally" for a French master on the local cloud, and why, in English and French', () => {
    expect(render({ transcript: transcript('not_local') }, 'en')).toContain('No transcript locally');
    expect(render({ transcript: transcript('not_local') }, 'fr')).toContain('Pas de transcription en local');
    expect(render({ transcript: transcript('not_local') }, 'fr')).toContain('ne connaît que l’anglais');
  });

  it('says when it is being made, when it is unavailable, and when nothing was said', () => {
    expect(render({ transcript: transcript('running') }, 'en')).toContain('Transcribing what is said');
    expect(render({ transcript: transcript('unavailable') }, 'fr')).toContain('Transcription indisponible');
    expect(render({ transcript: transcript('made') }, 'en')).toContain('No speech recognised');
  });

  it('offers the draft captions to download: to upload as captions for a web master, as a timed script for radio', () => {
    const radio = render({ transcript: transcript('made', 12), transcript_links: links }, 'en');
    const web = render({ master_type: 'PUB_WEB', transcript: transcript('made', 12), transcript_links: links }, 'fr');

    expect(radio).toContain('href="https://s3/d.srt"');
    expect(radio).toContain('href="https://s3/d.vtt"');
    expect(radio).toContain('12 words, recognised by pocketsphinx');
    expect(radio).toContain('a timed script of the spot');
    expect(web).toContain('Télécharger l’ébauche SRT');
    expect(web).toContain('versez le SRT comme sous-titres du master dans l’onglet Sources');
  });
});
