import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';

/** The frame every method's settings form shares: title, fields, the warning about a new destination, Save. */
export function SettingsCard({
  onSubmit,
  failure,
  saving,
  warnDestination,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: unknown;
  saving: boolean;
  warnDestination: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('deliveryMethod');
  return (
    <SectionCard title={t('settings.title')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} />
          {children}
          {warnDestination && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
              {t('settings.destinationWarning')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
