import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '#components/password-field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { RecaptchaCheck } from '#components/recaptcha-check.tsx';
import { paths } from '#config/paths.ts';
import { applyFieldErrors, lazyResolver } from '#lib/forms.ts';
import { useTypedFocus, useTypedSubmit, useTypedValues } from '#lib/prerendered-form.ts';
import { safeRedirect } from '#lib/redirect.ts';
import { startSession } from '#lib/session-actions.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useRecaptcha } from '#lib/use-recaptcha.ts';
import { signIn } from '../api/login.ts';

// zod comes with the form's first focus, not with the page (docs/site.md).
const checks = lazyResolver(async () => (await import('./login-checks.ts')).loginResolver);

/** The form's fields; what was typed in them before the app took over is kept (prerendered-form.ts). */
const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const typed = useTypedValues(FIELDS);
  const form = useForm({ resolver: checks.resolver, defaultValues: typed });
  useTypedFocus(FIELDS, form.setFocus);
  const fieldError = useFieldError(form.formState.errors);
  // Asked for only after repeated failures on the address (the API answers `recaptcha_failed`).
  const captcha = useRecaptcha({ always: false });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!captcha.ready()) return;
    try {
      const session = await signIn({ ...values, recaptcha_token: captcha.token });
      await startSession(session);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (!captcha.refused(error) && applyFieldErrors(error, form.setError, ['email', 'password']).length === 0)
        setFailure(error);
      form.resetField('password', { keepError: true });
    }
  });
  useTypedSubmit(() => void submit());

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      {/* POST: a submit before the app's scripts run (the page is prerendered) never puts the password in an address. */}
      <form method="post" onSubmit={submit} onFocus={checks.prefetch} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          <TextInput
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={fieldError('email')}
          />
          <PasswordField
            {...form.register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={fieldError('password')}
          />
          {captcha.shown && <RecaptchaCheck key={captcha.mount} {...captcha.props} />}
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            {t('login.submit')}
          </Button>
          <Text ta="center" size="sm" c="dimmed">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.auth.signup.getHref()} fw={600}>
              {t('login.create')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
