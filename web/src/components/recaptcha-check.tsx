import { Checkbox, Input, Paper, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#lib/i18n.ts';

/**
 * The "I'm not a robot" check the API asks for on sign-up, password reset and sign-in after
 * repeated failures (DESIGN.md §4). With a site key (`VITE_RECAPTCHA_SITE_KEY`, set for AWS builds)
 * it is Google's reCAPTCHA v2 checkbox; without one (the local cloud) a stand-in checkbox whose
 * token the local verifier accepts, so the same forms and journeys run everywhere.
 *
 * A token is good for one request: after a refused submit, remount it (change its `key`).
 */
export function RecaptchaCheck({
  onChange,
  error,
}: {
  onChange: (token: string | null) => void;
  error?: string | undefined;
}) {
  const siteKey = import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined;
  return siteKey ? (
    <GoogleRecaptcha siteKey={siteKey} onChange={onChange} error={error} />
  ) : (
    <LocalRecaptcha onChange={onChange} error={error} />
  );
}

/** What the local verifier accepts (any non-empty token but `fail`); Google's verifier would refuse it. */
export const LOCAL_RECAPTCHA_TOKEN = 'local-stand-in';

function LocalRecaptcha({ onChange, error }: { onChange: (token: string | null) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" maw={320}>
      <Checkbox
        checked={checked}
        onChange={(event) => {
          setChecked(event.currentTarget.checked);
          onChange(event.currentTarget.checked ? LOCAL_RECAPTCHA_TOKEN : null);
        }}
        label={t('recaptcha.notRobot')}
        description={t('recaptcha.localHint')}
        error={error}
      />
    </Paper>
  );
}

type Grecaptcha = {
  render: (
    element: HTMLElement,
    options: { sitekey: string; hl: string; callback: (token: string) => void; 'expired-callback': () => void },
  ) => number;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    masterportRecaptchaLoaded?: () => void;
  }
}

let scriptLoad: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once on the first page that needs it (explicit rendering). */
function loadGoogleScript(): Promise<Grecaptcha> {
  scriptLoad ??= new Promise((resolve, reject) => {
    window.masterportRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load'));
    const script = document.createElement('script');
    script.src = 'https://www.google.com/recaptcha/api.js?onload=masterportRecaptchaLoaded&render=explicit';
    script.async = true;
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

function GoogleRecaptcha({
  siteKey,
  onChange,
  error,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  const changed = useEffectEvent((token: string | null) => onChange(token));

  useEffect(() => {
    let cancelled = false;
    loadGoogleScript().then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        // A fresh element per mount: Google's widget cannot be rendered twice into one element.
        const target = document.createElement('div');
        container.current.replaceChildren(target);
        grecaptcha.render(target, {
          sitekey: siteKey,
          hl: currentLanguage(),
          callback: (token) => changed(token),
          'expired-callback': () => changed(null),
        });
      },
      () => !cancelled && setUnavailable(true),
    );
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  return (
    <div>
      <div ref={container} />
      {unavailable && (
        <Text size="sm" c="red">
          {t('recaptcha.unavailable')}
        </Text>
      )}
      {error && <Input.Error mt={4}>{error}</Input.Error>}
    </div>
  );
}
