import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ComponentPropsWithRef, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '#components/auth-card.tsx';
import { PasswordField } from '#components/password-field.tsx';
import { paths } from '#config/paths.ts';

/** The sign-in form's fields; what was typed in them before the app took over is kept (prerendered-form.ts). */
export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
type LoginFieldProps = Pick<ComponentPropsWithRef<'input'>, 'defaultValue' | 'onChange' | 'onBlur' | 'ref'> & {
  name: LoginField;
};

/**
 * The sign-in card and form as drawn, whoever holds its values: the page's first render, whose
 * inputs keep what is typed themselves (login-page.tsx), or the form with its checks once the
 * visitor starts using it (login-form.tsx). One markup, so the one replaces the other in place.
 */
export function LoginFields({
  form,
  formRef,
  field,
  error = () => undefined,
  alert,
  captcha,
  submitting = false,
}: {
  form: FormHTMLAttributes<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** Each input's own props: its name and its value's keeper (its default, or the form library's handlers). */
  field: (name: LoginField) => LoginFieldProps;
  error?: (name: LoginField) => string | undefined;
  /** Why the last submit failed, where no field can say it (the form with its checks only). */
  alert?: ReactNode;
  captcha?: ReactNode;
  submitting?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      {/* POST: a submit before the app's scripts run (the page is prerendered) never puts the password in an address. */}
      <form method="post" noValidate ref={formRef} {...form}>
        <Stack gap="md">
          {alert}
          <TextInput
            {...field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={error('email')}
          />
          <PasswordField
            {...field('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            required
            error={error('password')}
          />
          {captcha}
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.auth.forgotPassword.getHref()} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={submitting}>
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
