import { MantineProvider } from '@mantine/core';
import type { DistributionPreview } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#lib/i18n.ts';
import { RegistryChecks } from './registry-checks.tsx';

const checks: DistributionPreview['registry_checks'] = [
  {
    unique_id: 'MAPL1235000H',
    title: 'Spec Syrup',
    registry: {
      status: 'found',
      record: {
        code: 'MAPL1235000H',
        parent: 'Maple Holdings',
        advertiser: 'Maple Foods',
        brand: 'Pure Maple',
        product: 'Butter',
        title: 'Matin d’hiver',
        length_seconds: 15,
        agency: null,
        language: null,
        medium: null,
      },
      differences: [
        { field: 'title', registry: 'Matin d’hiver' },
        { field: 'duration', registry: '15' },
      ],
    },
  },
  { unique_id: 'SPC1TV', title: 'Other', registry: { status: 'unknown_code' } },
];

/** The markup, without the markers React leaves between adjacent texts. */
function render(language: 'en' | 'fr', value = checks) {
  return renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n.cloneInstance({ lng: language, initAsync: false })}>
        <RegistryChecks checks={value} />
      </I18nextProvider>
    </MantineProvider>,
  ).replaceAll('<!-- -->', '');
}

describe('the review’s Ad-ID registry checks', () => {
  it('name each master and, from the API’s answer, each field the registry says otherwise, in English and French', () => {
    const english = render('en');
    const french = render('fr');

    expect(english).toContain('Against the Ad-ID registry (a warning: the send goes ahead)');
    expect(english).toContain('MAPL1235000H · Spec Syrup');
    expect(english).toContain('data-registry="differs"');
    expect(english).toContain('Matin d’hiver');
    expect(english).toContain('15 s');
    expect(english).toContain('data-registry="unknown_code"');
    expect(french).toContain('Selon le registre Ad-ID');
    expect(french).toContain('data-registry="differs"');
    expect(french).toContain('15 s');
  });

  it('show nothing when no master’s code is asked of the registry', () => {
    expect(render('en', [])).not.toContain('data-testid="registry-checks"');
    expect(render('en')).toContain('data-testid="registry-checks"');
  });
});
