import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client.ts';

/**
 * The state of a form's reCAPTCHA box (components/recaptcha-check.tsx): its token, whether it
 * shows, and its error. `shown` starts as `always`; sign-in passes false and the box appears once
 * the API asks for it (`recaptcha_failed` after repeated failures on an address).
 */
export function useRecaptcha({ always = true }: { always?: boolean } = {}) {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [shown, setShown] = useState(always);
  const [mount, setMount] = useState(0);
  const [error, setError] = useState<string | undefined>();

  return {
    token: token ?? undefined,
    shown,
    /** Remount key: Google's tokens serve once, so every answer needs a fresh tick. */
    mount,
    /** Before a submit: true when the box is ticked or not shown; otherwise it says what to do. */
    ready(): boolean {
      if (!shown || token) return true;
      setError(t('recaptcha.required'));
      return false;
    },
    /** After a refused submit: clears the used token; true when the refusal was the check's own. */
    refused(failure: unknown): boolean {
      setToken(null);
      setMount((count) => count + 1);
      if (!(failure instanceof ApiError) || failure.code !== 'recaptcha_failed') return false;
      setShown(true);
      setError(t('recaptcha.required'));
      return true;
    },
    props: {
      error,
      onChange: (next: string | null) => {
        setToken(next);
        if (next) setError(undefined);
      },
    },
  };
}
