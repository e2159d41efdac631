import { ActionIcon, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailField } from '@masterport/contract';
import { IconMailPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '#lib/api-client.ts';
import { applyFieldErrors } from '#lib/forms.ts';
import { errorText, issueText, notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';

const addressBody = z.strictObject({ email: emailField() });

/**
 * A list of e-mail addresses with a field to add one and a button to remove each (seed: valid, not
 * already listed). `readOnly`: the list only, for someone who may see it but not change it.
 */
export function EmailList({
  emails,
  label,
  empty,
  placeholder = 'traffic@station.com',
  onAdd,
  onRemove,
  readOnly = false,
}: {
  emails: readonly string[];
  label: string;
  empty: string;
  placeholder?: string;
  onAdd: (email: string) => Promise<unknown>;
  onRemove: (email: string) => Promise<unknown>;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(addressBody) as never,
    defaultValues: { email: '' },
  });

  const add = form.handleSubmit(async ({ email }) => {
    if (emails.includes(email)) return form.setError('email', { message: 'notification_exists' });
    try {
      await onAdd(email);
      form.reset({ email: '' });
    } catch (error) {
      if (
        applyFieldErrors(error, form.setError, ['email']).length === 0 &&
        !(error instanceof ApiError && error.handled)
      )
        notify.error(errorText(error));
    }
  });

  async function remove(email: string) {
    setRemoving(email);
    try {
      await onRemove(email);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <Stack gap="sm">
      {emails.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={4} component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {emails.map((email) => (
            <Group key={email} component="li" justify="space-between" wrap="nowrap" gap="xs" py={2}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {email}
              </Text>
              {!readOnly && (
                <Tooltip label={t('emailList.remove', { email })}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={t('emailList.remove', { email })}
                    loading={removing === email}
                    onClick={() => void remove(email)}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              {...form.register('email')}
              size="sm"
              type="email"
              placeholder={placeholder}
              aria-label={`${label}: ${t('emailList.address')}`}
              style={{ flex: 1 }}
              error={issueText(form.formState.errors.email?.message)}
            />
            <Button
              type="submit"
              variant="default"
              leftSection={<IconMailPlus size={16} aria-hidden />}
              loading={form.formState.isSubmitting}
            >
              {t('emailList.add')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
