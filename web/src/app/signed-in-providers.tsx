import { DatesProvider } from '@mantine/dates';
import 'dayjs/locale/fr';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiSWRConfig } from '#lib/api-swr-config.tsx';

/**
 * What only the signed-in frames use: date pickers, confirmation modals, and the reads' settings
 * (every signed-in screen reads). Loaded with the frame
 * (router.tsx), so the sign-in page and the public links carry no modal, date or dayjs code
 * (docs/site.md).
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return (
    // Date pickers in the interface language; weeks start on Monday (seed 001 §9).
    <DatesProvider settings={{ locale: current.language === 'fr' ? 'fr' : 'en', firstDayOfWeek: 1 }}>
      <ModalsProvider>
        <ApiSWRConfig>{children}</ApiSWRConfig>
      </ModalsProvider>
    </DatesProvider>
  );
}
