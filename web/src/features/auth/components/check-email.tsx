import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';

/** "Check your e-mail": the end of sign-up and of the password-reset request. */
export function CheckEmail({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      tone="info"
      icon={<IconMailForward size={32} aria-hidden />}
      title={t('checkEmail.title')}
      actions={
        <Button component={Link} to={paths.auth.login.getHref()} variant="light" fullWidth>
          {t('checkEmail.back')}
        </Button>
      }
    >
      {children}
    </ResultPanel>
  );
}
