import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordField } from '#components/password-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { loginBody } from '@masterport/contract';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { paths } from '#config/paths.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { safeRedirect } from '#lib/redirect.ts';
import { startSession } from '#lib/session-actions.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { signIn } from '../api/login.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(loginBody), defaultValues: { email: '', password: '' } });
  const fieldError = useFieldError(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const session = await signIn(values);
      await startSession(session);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['email', 'password']).length === 0) setFailure(error);
      form.resetField('password', { keepError: true });
    }
  });

  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={submit} noValidate>
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
