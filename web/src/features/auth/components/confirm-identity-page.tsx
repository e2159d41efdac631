import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '#components/password-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { saveNewPasswordBody } from '@masterport/contract';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { errorText } from '#lib/messages.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useResetPasswordLink } from '../api/get-reset-password.ts';
import { saveNewPassword } from '../api/save-new-password.ts';
import { isWellFormedToken } from '../api/token-call.ts';

function NewPasswordForm({ token, email, onDone }: { token: string; email: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(saveNewPasswordBody),
    defaultValues: { token, password: '', password_confirmation: '' },
  });
  const fieldError = useFieldError(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveNewPassword(values);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['password', 'password_confirmation']).length === 0) setFailure(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert error={failure} />
        {/* The e-mail lets password managers file the new password under the right login. */}
        <TextInput label={t('fields.email')} value={email} readOnly autoComplete="username" variant="filled" />
        <PasswordField
          {...form.register('password')}
          label={t('fields.newPassword')}
          description={t('fields.passwordRule')}
          autoComplete="new-password"
          required
          error={fieldError('password')}
        />
        <PasswordField
          {...form.register('password_confirmation')}
          label={t('fields.newPasswordConfirmation')}
          autoComplete="new-password"
          required
          error={fieldError('password_confirmation')}
        />
        <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** /account/confirm-identity?token=: the password-reset link; check the token, then choose a password. */
export function ConfirmIdentityPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, error } = useResetPasswordLink(token);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <AuthCard>
        <ResultPanel
          tone="success"
          icon={<IconCircleCheck size={34} aria-hidden />}
          title={t('reset.doneTitle')}
          actions={
            <Button component={Link} to={paths.auth.login.getHref()} fullWidth>
              {t('login.submit')}
            </Button>
          }
        >
          {t('reset.doneText')}
        </ResultPanel>
      </AuthCard>
    );
  }

  if (!isWellFormedToken(token) || error) {
    const expired = error instanceof ApiError && error.code === 'reset_token_expired';
    return (
      <AuthCard>
        <ResultPanel
          tone="error"
          icon={<IconClockX size={32} aria-hidden />}
          title={expired ? t('reset.expiredTitle') : t('activate.failedTitle')}
          actions={
            <Button component={Link} to={paths.auth.forgotPassword.getHref()} fullWidth>
              {t('reset.askAgain')}
            </Button>
          }
        >
          {error ? errorText(error) : t('activate.malformed')}
        </ResultPanel>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('reset.title')} description={data ? t('reset.description') : undefined}>
      {!data ? (
        <Stack align="center" py="xl" role="status">
          <Loader />
          <Text c="dimmed">{t('activate.checking')}</Text>
        </Stack>
      ) : (
        <NewPasswordForm token={token} email={data.email} onDone={() => setDone(true)} />
      )}
    </AuthCard>
  );
}
