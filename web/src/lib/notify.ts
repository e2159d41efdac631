import { notifications } from '@mantine/notifications';
import { TOAST_MS } from './api-client.ts';
import { i18n } from './i18n.ts';

/** The seed's three notice kinds, with its durations: success 2200 ms, error 3200 ms, attention 4200 ms. */
export const notify = {
  success(message: string): void {
    notifications.show({ color: 'green', title: i18n.t('common:toast.success'), message, autoClose: TOAST_MS.short });
  },
  error(message: string, autoClose: number = TOAST_MS.medium): void {
    notifications.show({ color: 'red', title: i18n.t('common:toast.error'), message, autoClose });
  },
  attention(message: string, autoClose: number = TOAST_MS.long): void {
    notifications.show({ color: 'orange', title: i18n.t('common:toast.attention'), message, autoClose });
  },
};

// A toast is written in the language of the moment it was shown, and one that is hovered waits:
// switching the language closes them rather than leaving English words on a French page.
i18n.on('languageChanged', () => notifications.clean());
