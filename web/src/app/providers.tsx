import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { i18n } from '#lib/i18n.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Default notification timeout (seed 000 §9); each kind of notice sets its own duration. */
const NOTIFICATION_MS = 1500;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" autoClose={NOTIFICATION_MS} limit={4} />
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
      </MantineProvider>
    </I18nextProvider>
  );
}
