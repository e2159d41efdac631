import { Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { saveCredentialsBody, type ConnectedMethod } from '@masterport/contract';
import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { useEditedStation } from '../api/edited-station.ts';
import { saveDeliveryCredentials } from '../api/save-delivery-credentials.ts';

type Values = {
  method: ConnectedMethod;
  username?: string;
  password?: string;
  access_key_id?: string;
  secret_access_key?: string;
};

/**
 * A method's login. What is saved is shown masked, never filled in: changing it means typing it
 * again, and the fields are emptied once saved.
 */
export function CredentialsForm({
  method,
  masked,
  settingsSaved,
}: {
  method: ConnectedMethod;
  masked: Record<string, string> | null;
  settingsSaved: boolean;
}) {
  const { t } = useTranslation(['deliveryMethod', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const [editing, setEditing] = useState(false);
  const station = useEditedStation();
  const offered = mayCall(useSession(), deliveryMethodRouteTable.saveCredentials);
  const keys = method === 's3';
  const fields = keys ? (['access_key_id', 'secret_access_key'] as const) : (['username', 'password'] as const);
  const empty: Values = keys
    ? { method, access_key_id: '', secret_access_key: '' }
    : { method, username: '', password: '' };
  const form = useForm<Values>({ resolver: zodResolver(saveCredentialsBody) as never, defaultValues: empty });
  const fieldError = useFieldError(form.formState.errors);
  const open = !masked || editing;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await saveDeliveryCredentials(values as never, station);
      notify.success(t('credentials.done'));
      form.reset(empty);
      setEditing(false);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, fields).length === 0) setFailure(error);
    }
  });

  // Only whoever may change the method tests it or types its login (profile_delivery_method only reads).
  if (!offered) return null;
  return (
    <SectionCard title={t('credentials.title')} description={t('credentials.help')}>
      <Stack gap="md">
        {masked && (
          <Group gap="xs" data-credentials="saved">
            <IconLock size={16} aria-hidden color="var(--mantine-color-green-7)" />
            <Text size="sm">{t('credentials.saved', { value: Object.values(masked).join(' · ') })}</Text>
          </Group>
        )}
        {!settingsSaved && (
          <Text size="sm" c="dimmed">
            {t('credentials.settingsFirst')}
          </Text>
        )}
        {settingsSaved && !open && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('credentials.replace')}
            </Button>
          </Group>
        )}
        {settingsSaved && open && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <FormAlert error={failure} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {keys ? (
                  <>
                    <TextInput
                      {...form.register('access_key_id')}
                      label={t('credentials.accessKeyId')}
                      placeholder="AKIA…"
                      required
                      autoComplete="off"
                      error={fieldError('access_key_id')}
                    />
                    <PasswordInput
                      {...form.register('secret_access_key')}
                      label={t('credentials.secretAccessKey')}
                      required
                      autoComplete="new-password"
                      error={fieldError('secret_access_key')}
                    />
                  </>
                ) : (
                  <>
                    <TextInput
                      {...form.register('username')}
                      label={t('credentials.username')}
                      required
                      autoComplete="off"
                      error={fieldError('username')}
                    />
                    <PasswordInput
                      {...form.register('password')}
                      label={t('credentials.password')}
                      required
                      autoComplete="new-password"
                      error={fieldError('password')}
                    />
                  </>
                )}
              </SimpleGrid>
              <Group justify="flex-end">
                {masked && (
                  <Button
                    variant="default"
                    onClick={() => {
                      form.reset(empty);
                      setEditing(false);
                    }}
                  >
                    {t('common:actions.cancel')}
                  </Button>
                )}
                <Button type="submit" loading={form.formState.isSubmitting}>
                  {t('credentials.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </SectionCard>
  );
}
