import { Button, Group, Stack } from '@mantine/core';
import { PasswordField } from '#components/password-field.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { savePasswordBody } from '@masterport/contract';
import { FormAlert } from '#components/form-alert.tsx';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { savePassword } from '../api/save-password.ts';
import { SectionCard } from '#components/section-card.tsx';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

export function PasswordForm() {
  const { t } = useTranslation(['profile', 'auth']);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(savePasswordBody), defaultValues: EMPTY });
  const fieldError = useFieldError(form.formState.errors);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await savePassword(values);
      form.reset(EMPTY);
      notify.success(t('password.saved'));
    } catch (error) {
      // A wrong current password belongs on its field.
      if (error instanceof ApiError && error.code === 'invalid_password') {
        form.setError('current_password', { type: 'server', message: 'invalid_password' }, { shouldFocus: true });
        return;
      }
      if (
        applyFieldErrors(error, form.setError, ['current_password', 'password', 'password_confirmation']).length === 0
      )
        setFailure(error);
    }
  });

  return (
    <SectionCard title={t('password.title')} description={t('password.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <FormAlert error={failure} />
          <PasswordField
            {...form.register('current_password')}
            label={t('password.current')}
            autoComplete="current-password"
            required
            error={fieldError('current_password')}
          />
          <PasswordField
            {...form.register('password')}
            label={t('auth:fields.newPassword')}
            description={t('auth:fields.passwordRule')}
            autoComplete="new-password"
            required
            error={fieldError('password')}
          />
          <PasswordField
            {...form.register('password_confirmation')}
            label={t('auth:fields.newPasswordConfirmation')}
            autoComplete="new-password"
            required
            error={fieldError('password_confirmation')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
