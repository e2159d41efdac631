import { MantineProvider } from '@mantine/core';
import { errorMessage } from '@masterport/contract';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { siteI18n } from '../model/site-i18n.ts';
import { MaintenancePage } from './maintenance-page.tsx';

/** The page as the app shows it after a 503: the API client navigates here with the error body as state. */
const renderWith = (state: unknown) =>
  renderToString(
    <MantineProvider>
      <I18nextProvider i18n={siteI18n('fr')}>
        <MemoryRouter initialEntries={[{ pathname: '/maintenance', state }]}>
          <MaintenancePage />
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );

describe('the maintenance page', () => {
  it('shows the message of the API’s 503 body, and the catalogue’s own without one', () => {
    // Prepare
    const body = { success: false, code: 'maintenance', message: 'Retour à 14 h.' };

    // Act
    const withBody = renderWith(body);
    const withoutBody = renderWith(null);

    // Assess
    expect(withBody).toContain('Retour à 14 h.');
    expect(withoutBody).toContain(errorMessage('maintenance', 'fr').replace(/'/g, '&#x27;'));
  });
});
