import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LanguageField } from '#components/form/language-field.tsx';
import { PasswordField } from '#components/password-field.tsx';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { signupUserStep } from '@masterport/contract';
import { useFieldError } from '#lib/use-field-error.ts';

export type UserStepValues = z.input<typeof signupUserStep>;
export const USER_STEP_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirmation',
  'language',
] as const;

export function SignupUserStep({
  form,
}: {
  form: UseFormReturn<UserStepValues, unknown, z.output<typeof signupUserStep>>;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const fieldError = useFieldError(form.formState.errors);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          {...form.register('first_name')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          error={fieldError('first_name')}
        />
        <TextInput
          {...form.register('last_name')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          error={fieldError('last_name')}
        />
      </SimpleGrid>
      <TextInput
        {...form.register('email')}
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={fieldError('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PasswordField
          {...form.register('password')}
          label={t('fields.password')}
          description={t('fields.passwordRule')}
          autoComplete="new-password"
          required
          error={fieldError('password')}
        />
        <PasswordField
          {...form.register('password_confirmation')}
          label={t('fields.passwordConfirmation')}
          description={t('fields.passwordConfirmationHint')}
          autoComplete="new-password"
          required
          error={fieldError('password_confirmation')}
        />
      </SimpleGrid>
      <LanguageField control={form.control} name="language" />
    </Stack>
  );
}
