import { SimpleGrid, TextInput } from '@mantine/core';
import { ASPERA_DEFAULT_PORT, asperaSettingsSchema, type AsperaSettings } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { NumberField } from '#components/form/number-field.tsx';
import { useFieldError } from '#lib/use-field-error.ts';
import { SettingsCard } from './settings-card.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const FIELDS = ['host', 'tcp_port', 'udp_port', 'target_folder'] as const;
const NEW_ASPERA: AsperaSettings = {
  host: '',
  tcp_port: ASPERA_DEFAULT_PORT,
  udp_port: ASPERA_DEFAULT_PORT,
  target_folder: '/',
};

/** Aspera: the server, its SSH and FASP ports, and the folder. */
export function AsperaSettingsForm({
  saved,
  hasCredentials,
}: {
  saved: AsperaSettings | null;
  hasCredentials: boolean;
}) {
  const { t } = useTranslation('deliveryMethod');
  const { form, submit, failure } = useSettingsForm('aspera', asperaSettingsSchema, saved ?? NEW_ASPERA, FIELDS);
  const fieldError = useFieldError(form.formState.errors);
  const host = form.watch('host');
  return (
    <SettingsCard
      onSubmit={submit}
      failure={failure}
      saving={form.formState.isSubmitting}
      warnDestination={hasCredentials && !!saved && host !== saved.host}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...form.register('host')}
          label={t('aspera.host')}
          placeholder="station.aspera.com"
          required
          error={fieldError('host')}
          autoComplete="off"
        />
        <TextInput
          {...form.register('target_folder')}
          label={t('aspera.folder')}
          description={t('ftp.folderHint')}
          placeholder="/incoming"
          required
          error={fieldError('target_folder')}
        />
        <NumberField control={form.control} name="tcp_port" label={t('aspera.tcpPort')} min={1} max={65535} required />
        <NumberField control={form.control} name="udp_port" label={t('aspera.udpPort')} min={1} max={65535} required />
      </SimpleGrid>
    </SettingsCard>
  );
}
