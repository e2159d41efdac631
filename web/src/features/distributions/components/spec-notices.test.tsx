import { MantineProvider } from '@mantine/core';
import type { SpecNotice } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { LIST_KEY } from '../api/get-list.ts';
import { SpecNotices } from './spec-notices.tsx';

/** A spot whose files still meet the station's spec, listed for its captions: 18 characters a second, as errors. */
const notice = (captions: SpecNotice['caption_check']): SpecNotice => ({
  call_letters: 'CKSH',
  received_spot_id: 'rs_1',
  distribution_id: 'dst_1',
  ref_number: 'D-1001',
  master_id: 'mst_1',
  unique_id: 'CAPSRT01',
  title: 'Spec Syrup',
  delivered_on: '2026-11-20T10:00:00.000Z',
  delivered_spec_version: 1,
  spec_version: 2,
  evaluation: { result: 'passes', checks: [], outputs: [] },
  caption_check: captions,
});
const failing = notice({
  result: 'fails',
  findings: [{ rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 }],
});

/** The panel's markup as the list's answer makes it, without React's markers and escaped apostrophes. */
function render(language: 'en' | 'fr', notices: SpecNotice[]) {
  const fallback = { [unstable_serialize([LIST_KEY, 'spec-notices'])]: { success: true, notices } };
  return renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <MemoryRouter>
          <SWRConfig value={{ fallback }}>
            <SpecNotices canRedeliver />
          </SWRConfig>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  )
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'");
}
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a delivered spot listed for its captions', () => {
  it('shows the findings, says no output mends them, and leads to the master’s Sources tab before delivering again', () => {
    const english = render('en', [failing]);
    const french = render('fr', [failing]);

    expect(text(english)).toContain('Does not meet the spec');
    expect(text(english)).toContain('Faster than 17 characters per second: 2 captions, from caption 1 at 00:00:00;15');
    expect(text(english)).toContain(
      'No output can mend captions: Deliver again sends the captions the master has now.',
    );
    expect(text(english)).toContain('Correct the captions');
    expect(text(english)).toContain('Deliver again');
    expect(english.match(/href="\/app\/masters\/details\/mst_1\?tab=sources"/g)).toHaveLength(2);
    expect(english).toMatch(/<a [^>]*href="\/app\/masters\/details\/mst_1\?tab=sources"[^>]*>Sources tab<\/a>/);
    expect(french).toMatch(/<a [^>]*href="\/app\/masters\/details\/mst_1\?tab=sources"[^>]*>onglet Sources<\/a>/);
    expect(text(french)).toContain(
      'Plus de 17 caractères par seconde : 2 sous-titres, dès le sous-titre 1 à 00:00:00;15',
    );
    expect(text(french)).toContain('Corriger les sous-titres');
    expect(text(french)).toContain('onglet Sources');
    expect(text(french)).toContain('Livrer de nouveau');
  });

  it('keeps a single Deliver again for a spot whose captions are only advice', () => {
    // Both listed for another rule (their evaluation fails); one has caption advice, one no captions.
    const failingOtherwise = (captions: SpecNotice['caption_check'], id: string): SpecNotice => ({
      ...notice(captions),
      received_spot_id: id,
      evaluation: { result: 'fails', checks: [], outputs: [] },
    });
    const english = render('en', [
      failingOtherwise({ ...failing.caption_check!, result: 'warns' }, 'rs_2'),
      failingOtherwise(null, 'rs_3'),
    ]);

    expect(text(english)).toContain('Caption advice');
    expect(text(english)).not.toContain('Correct the captions');
    expect(english).not.toContain('tab=sources');
    expect(text(english).match(/Deliver again/g)).toHaveLength(2);
  });
});
