import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '#lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Default notification timeout (seed 000 §9); each kind of notice sets its own duration. */
const NOTIFICATION_MS = 1500;

/** Date pickers in the interface language; weeks start on Monday (seed 001 §9). */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return (
    <DatesProvider settings={{ locale: current.language === 'fr' ? 'fr' : 'en', firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {/* Bottom right: the header (account switcher, language, user menu) stays usable while a toast shows. */}
        <Notifications position="bottom-right" autoClose={NOTIFICATION_MS} limit={4} />
        <LocalizedDates>
          <ModalsProvider>
            <SWRConfig
              value={{
                // The API client already retries reads twice; "cache threshold 2000" in the seed.
                shouldRetryOnError: false,
                dedupingInterval: 2000,
                revalidateOnFocus: false,
              }}
            >
              {children}
            </SWRConfig>
          </ModalsProvider>
        </LocalizedDates>
      </MantineProvider>
    </I18nextProvider>
  );
}
