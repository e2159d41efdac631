import { MantineProvider } from '@mantine/core';
import type { Master } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { QualityTab } from './quality-tab.tsx';

type Item = Master['quality_control'][number];

/** A reading-speed warning as quality control stores it (the media package's catalogue wrote both messages). */
const readingSpeed: Item = {
  check: 'caption_reading_speed',
  status: 'warning',
  measured: '28.0 cps',
  expected: '≤ 17 cps',
  code: 'warning',
  message: {
    en: 'Caption 2 at 00:00:04;12 reads at 28.0 characters per second; stations expect 17 or fewer. Other captions to check: 3.',
    fr: 'Le sous-titre 2 à 00:00:04;12 se lit à 28,0 caractères par seconde; les stations en attendent 17 ou moins. Autres sous-titres à vérifier : 3.',
  },
};
const loudness: Item = {
  check: 'loudness',
  status: 'passed',
  measured: '-24.0',
  expected: '-24 ±2 LU',
  code: null,
  message: { en: 'Loudness measured -24.0 LKFS.', fr: 'Sonie mesurée -24,0 LKFS.' },
};

const master = {
  id: 'm1',
  qc_status: 'PASSED',
  qc_acknowledged: false,
  loudness: -24,
  outputs: [],
  is_running: false,
  locked: false,
  quality_control: [loudness, readingSpeed],
} as unknown as Master;

/** The tab as the master page shows it, in `language` (both layouts are in the markup; CSS shows one). */
const render = (language: 'en' | 'fr') =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <QualityTab master={master} canAct />
      </I18nextProvider>
    </MantineProvider>,
  ).replaceAll('&#x27;', '’');

describe('the QC tab', () => {
  it('shows caption advice with its caption, measured value and limit, in English and French', () => {
    // Act
    const english = render('en');
    const french = render('fr');

    // Assess: the check's name, the advice badge, the message, and the values in the page's language.
    expect(english).toContain('Reading speed');
    expect(english).toContain('Advice');
    expect(english).toContain(readingSpeed.message.en);
    expect(english).toContain('≤ 17 cps');
    expect(english).toContain('it does not change the master’s result');
    expect(french).toContain('Vitesse de lecture');
    expect(french).toContain('Conseil');
    expect(french).toContain(readingSpeed.message.fr);
    expect(french).toContain('28,0 car./s');
    expect(french).not.toContain('Avertissement');
  });
});
