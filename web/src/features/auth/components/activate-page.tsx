import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '#components/auth-card.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { errorText } from '#lib/messages.ts';
import { loginPath } from '#lib/redirect.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { useActivateAccount } from '../api/activate-account.ts';
import { useActivateUser } from '../api/activate-user.ts';
import { isWellFormedToken } from '../api/token-call.ts';

function Checking() {
  const { t } = useTranslation('auth');
  usePageTitle(t('activate.checking'));
  return (
    <Stack align="center" py="xl" role="status">
      <Loader />
      <Text c="dimmed">{t('activate.checking')}</Text>
    </Stack>
  );
}

function LinkFailed({ error }: { error?: unknown }) {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      tone="error"
      icon={<IconLinkOff size={32} aria-hidden />}
      title={t('activate.failedTitle')}
      actions={
        <>
          <Button component={Link} to={paths.auth.login.getHref()} fullWidth>
            {t('login.submit')}
          </Button>
          <Button component={Link} to={paths.auth.signup.getHref()} variant="default" fullWidth>
            {t('login.create')}
          </Button>
        </>
      }
    >
      {error ? errorText(error) : t('activate.malformed')}
    </ResultPanel>
  );
}

function Activated({
  title,
  children,
  returnTo,
}: {
  title: string;
  children: React.ReactNode;
  /** Where sign-in leads next. */
  returnTo?: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      tone="success"
      icon={<IconCircleCheck size={34} aria-hidden />}
      title={title}
      actions={
        <Button component={Link} to={returnTo ? loginPath(returnTo) : paths.auth.login.getHref()} fullWidth>
          {t('login.submit')}
        </Button>
      }
    >
      {children}
    </ResultPanel>
  );
}

/** /account/activate/{token}: the link of the sign-up e-mail confirms the user's address. */
export function ActivateUserPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const { data, error } = useActivateUser(token);
  return (
    <AuthCard>
      {!isWellFormedToken(token) ? (
        <LinkFailed />
      ) : error ? (
        <LinkFailed error={error} />
      ) : !data ? (
        <Checking />
      ) : (
        // Sign-up's third step, billing, once signed in (it goes on to the masters when the plan needs no card).
        <Activated title={t('activate.userDone')} returnTo={paths.accountState.signupBilling.getHref()}>
          <Trans
            t={t}
            i18nKey="activate.userDoneText"
            values={{ email: data.email }}
            components={{ strong: <strong /> }}
          />
        </Activated>
      )}
    </AuthCard>
  );
}

/** /account/activate-account/{token}: the link that activates the account itself. */
export function ActivateAccountPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const { data, error } = useActivateAccount(token);
  return (
    <AuthCard>
      {!isWellFormedToken(token) ? (
        <LinkFailed />
      ) : error ? (
        <LinkFailed error={error} />
      ) : !data ? (
        <Checking />
      ) : (
        <Activated title={t('activate.accountDone')}>
          <Trans
            t={t}
            i18nKey="activate.accountDoneText"
            values={{ name: data.account_name }}
            components={{ strong: <strong /> }}
          />
        </Activated>
      )}
    </AuthCard>
  );
}
