import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { resetPasswordRequestBody } from '@masterport/contract';
import { AuthCard } from '#components/auth-card.tsx';
import { FormAlert } from '#components/form-alert.tsx';
import { RecaptchaCheck } from '#components/recaptcha-check.tsx';
import { paths } from '#config/paths.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { useTypedFocus, useTypedSubmit, useTypedValues } from '#lib/prerendered-form.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useRecaptcha } from '#lib/use-recaptcha.ts';
import { requestPasswordReset } from '../api/reset-password-request.ts';
import { CheckEmail } from './check-email.tsx';

/** What was typed before the app took over is kept (the page is prerendered: prerendered-form.ts). */
const FIELDS = ['email'] as const;

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [failure, setFailure] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const typed = useTypedValues(FIELDS);
  const form = useForm({ resolver: zodResolver(resetPasswordRequestBody), defaultValues: typed });
  useTypedFocus(FIELDS, form.setFocus);
  const fieldError = useFieldError(form.formState.errors);
  const captcha = useRecaptcha();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    if (!captcha.ready()) return;
    try {
      // The API answers the same whether or not the address has a user, so nobody can probe it.
      await requestPasswordReset({ email: values.email, language: currentLanguage(), recaptcha_token: captcha.token });
      setSentTo(values.email);
    } catch (error) {
      if (captcha.refused(error)) return;
      if (applyFieldErrors(error, form.setError, ['email']).length === 0) setFailure(error);
    }
  });
  useTypedSubmit(() => void submit());

  if (sentTo) {
    return (
      <AuthCard>
        <CheckEmail>
          <Trans t={t} i18nKey="forgot.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </CheckEmail>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} description={t('forgot.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          <TextInput
            {...form.register('email')}
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={fieldError('email')}
          />
          <RecaptchaCheck key={captcha.mount} {...captcha.props} />
          <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
          <Text ta="center" size="sm">
            <Anchor component={Link} to={paths.auth.login.getHref()}>
              {t('checkEmail.back')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
