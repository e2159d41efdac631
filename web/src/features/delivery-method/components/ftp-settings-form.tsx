import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  FTP_DEFAULT_PORT,
  FTP_SECURITY,
  FTPS_IMPLICIT_DEFAULT_PORT,
  ftpSettingsSchema,
  type FtpSettings,
} from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { NumberField } from '#components/form/number-field.tsx';
import { SelectField } from '#components/form/select-field.tsx';
import { useFieldError } from '#lib/use-field-error.ts';
import { SettingsCard } from './settings-card.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const FIELDS = ['host', 'port', 'security', 'verify_certificate', 'target_folder'] as const;
const NEW_FTP: FtpSettings = {
  host: '',
  port: FTP_DEFAULT_PORT,
  security: 'explicit',
  verify_certificate: true,
  target_folder: '/',
};

/** FTP and FTPS: the server, its port, the kind of TLS, whether its certificate is checked, the folder. */
export function FtpSettingsForm({ saved, hasCredentials }: { saved: FtpSettings | null; hasCredentials: boolean }) {
  const { t } = useTranslation('deliveryMethod');
  const { form, submit, failure } = useSettingsForm('ftp', ftpSettingsSchema, saved ?? NEW_FTP, FIELDS);
  const fieldError = useFieldError(form.formState.errors);
  const security = form.watch('security');
  const host = form.watch('host');

  // The usual port follows the kind of TLS, unless the station typed another one.
  const onSecurity = (next: FtpSettings['security']) => {
    const port = form.getValues('port');
    if (next === 'implicit' && port === FTP_DEFAULT_PORT) form.setValue('port', FTPS_IMPLICIT_DEFAULT_PORT);
    if (next !== 'implicit' && port === FTPS_IMPLICIT_DEFAULT_PORT) form.setValue('port', FTP_DEFAULT_PORT);
    return next;
  };

  return (
    <SettingsCard
      onSubmit={submit}
      failure={failure}
      saving={form.formState.isSubmitting}
      warnDestination={hasCredentials && !!saved && host !== saved.host}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          {...form.register('host')}
          label={t('ftp.host')}
          description={t('ftp.hostHint')}
          placeholder="ftp.station.com"
          required
          error={fieldError('host')}
          style={{ gridColumn: 'span 2' }}
          autoComplete="off"
        />
        <NumberField control={form.control} name="port" label={t('ftp.port')} min={1} max={65535} required />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SelectField
          control={form.control}
          name="security"
          label={t('ftp.security')}
          required
          allowDeselect={false}
          data={FTP_SECURITY.map((value) => ({ value, label: t(`ftp.securityOptions.${value}`) }))}
          onOptionSubmit={(value) => onSecurity(value as FtpSettings['security'])}
        />
        <TextInput
          {...form.register('target_folder')}
          label={t('ftp.folder')}
          description={t('ftp.folderHint')}
          placeholder="/incoming"
          required
          error={fieldError('target_folder')}
        />
      </SimpleGrid>
      {security !== 'none' && (
        <Switch
          {...form.register('verify_certificate')}
          label={t('ftp.verifyCertificate')}
          description={t('ftp.verifyCertificateHint')}
        />
      )}
    </SettingsCard>
  );
}
