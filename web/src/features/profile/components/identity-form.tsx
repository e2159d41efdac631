import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { saveProfileBody } from '@masterport/contract';
import { FormAlert } from '#components/form-alert.tsx';
import { LanguageField } from '#components/form/language-field.tsx';
import { SwitchField } from '#components/form/switch-field.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useSession } from '#lib/session.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { useProfile } from '../api/get-profile.ts';
import { saveProfile } from '../api/save-profile.ts';
import { SectionCard } from '#components/section-card.tsx';

export function IdentityForm() {
  const { t } = useTranslation(['profile', 'auth', 'common']);
  const session = useSession();
  const { data } = useProfile();
  const profile = data?.user_profile ?? session?.user_profile;
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({
    resolver: zodResolver(saveProfileBody),
    defaultValues: { first_name: '', last_name: '', phone: '', language: 'en' as const, notify_master_results: true },
  });
  const fieldError = useFieldError(form.formState.errors);

  // Fill the form once the profile is known, and again after it is saved elsewhere.
  useEffect(() => {
    if (!profile) return;
    form.reset({
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone: profile.phone ?? '',
      language: profile.language,
      notify_master_results: profile.notify_master_results,
    });
  }, [profile, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveProfile(values);
      notify.success(t('identity.saved'));
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['first_name', 'last_name', 'phone', 'language']).length === 0)
        setFailure(error);
    }
  });

  return (
    <SectionCard title={t('identity.title')} description={t('identity.description')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={720}>
          <FormAlert error={failure} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...form.register('first_name')}
              label={t('auth:fields.firstName')}
              autoComplete="given-name"
              required
              error={fieldError('first_name')}
            />
            <TextInput
              {...form.register('last_name')}
              label={t('auth:fields.lastName')}
              autoComplete="family-name"
              required
              error={fieldError('last_name')}
            />
          </SimpleGrid>
          <TextInput
            label={t('auth:fields.email')}
            value={profile?.email ?? ''}
            readOnly
            variant="filled"
            description={t('identity.emailHint')}
            autoComplete="email"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...form.register('phone')}
              label={t('auth:fields.phone')}
              type="tel"
              autoComplete="tel"
              error={fieldError('phone')}
            />
            <LanguageField control={form.control} name="language" />
          </SimpleGrid>
          <SwitchField
            control={form.control}
            name="notify_master_results"
            label={t('identity.notifyMasterResults')}
            description={t('identity.notifyMasterResultsHint')}
            isOn={(value) => value !== false}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!profile}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
