import { MantineProvider } from '@mantine/core';
import type { CaptionSpecCheck, SpecEvaluation } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { SpecEvaluationView } from './spec-evaluation.tsx';

const passing: SpecEvaluation = { result: 'passes', checks: [], outputs: [] };
const found = (result: CaptionSpecCheck['result']): CaptionSpecCheck => ({
  unique_id: 'CAPSRT01',
  result,
  findings: [
    { rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 },
    { rule: 'cue_too_short', count: 1, cue: 4, timecode: '00:00:06;06', measured: 0.5, threshold: 1.2 },
    { rule: 'music_only_without_note', count: 1, cue: null, timecode: null, measured: 0, threshold: 1 },
  ],
});

/** The markup's text, without tags, the markers React leaves between adjacent texts and its escaped apostrophes. */
function text(language: 'en' | 'fr', captions: CaptionSpecCheck) {
  return renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <SpecEvaluationView label="CAPSRT01" evaluation={passing} captions={captions} />
      </I18nextProvider>
    </MantineProvider>,
  )
    .replaceAll('<!-- -->', '')
    .replaceAll('&#x27;', "'")
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('a master’s captions in the review', () => {
  it('say each rule broken on one line, with the station’s limit, the count and the first caption, in English and French', () => {
    const english = text('en', found('warns'));
    const french = text('fr', found('warns'));

    expect(english).toContain('Caption advice');
    expect(english).toContain('Faster than 17 characters per second: 2 captions, from caption 1 at 00:00:00;15');
    expect(english).toContain('Under 1.2 s on screen: caption 4 at 00:00:06;06');
    expect(english).toContain('Music-only spot without ♪');
    expect(english).toContain('Meets the spec');
    expect(french).toContain('Plus de 17 caractères par seconde : 2 sous-titres, dès le sous-titre 1 à 00:00:00;15');
    expect(french).toContain('Moins de 1,2 s à l’écran : sous-titre 4 à 00:00:06;06');
  });

  it('make the master fail the spec when the spec makes them errors, and say to upload corrected captions', () => {
    const english = text('en', found('fails'));
    const french = text('fr', found('fails'));

    expect(english).toContain('Does not meet the spec');
    expect(english).toContain('Captions do not comply');
    expect(english).not.toContain('Every rule of the station');
    expect(english).toContain("upload corrected captions on the master's Sources tab");
    expect(french).toContain('Non conforme à la spécification');
    expect(french).toContain('téléversez des sous-titres corrigés');
  });

  it('say in one quiet line that nothing was found', () => {
    expect(text('en', { unique_id: 'CAPSCC01', result: 'passes', findings: [] })).toContain(
      "Captions: nothing found by the station's caption rules.",
    );
  });
});
