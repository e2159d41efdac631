import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { s3SettingsSchema, type S3Settings } from '@masterport/contract';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '#lib/use-field-error.ts';
import { useSession } from '#lib/session.ts';
import { SettingsCard } from './settings-card.tsx';
import { useSettingsForm } from './use-settings-form.ts';

const FIELDS = ['bucket', 'region', 'prefix', 'authentication', 'role_arn'] as const;
const NEW_S3: S3Settings = { bucket: '', region: 'us-east-1', prefix: '', authentication: 'keys' };

/** Amazon S3: the station's bucket, its region, a folder in it, and how we sign in (keys or a role). */
export function S3SettingsForm({ saved, hasCredentials }: { saved: S3Settings | null; hasCredentials: boolean }) {
  const { t } = useTranslation('deliveryMethod');
  const session = useSession();
  const { form, submit, failure } = useSettingsForm('s3', s3SettingsSchema, saved ?? NEW_S3, FIELDS);
  const fieldError = useFieldError(form.formState.errors);
  const { field: authentication } = useController({ control: form.control, name: 'authentication' });
  const [bucket, region] = form.watch(['bucket', 'region']);
  const moved =
    !!saved && (bucket !== saved.bucket || region !== saved.region || authentication.value !== saved.authentication);

  return (
    <SettingsCard
      onSubmit={submit}
      failure={failure}
      saving={form.formState.isSubmitting}
      warnDestination={hasCredentials && moved}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          {...form.register('bucket')}
          label={t('s3.bucket')}
          placeholder="station-deliveries"
          required
          error={fieldError('bucket')}
          autoComplete="off"
        />
        <TextInput
          {...form.register('region')}
          label={t('s3.region')}
          placeholder="ca-central-1"
          required
          error={fieldError('region')}
        />
        <TextInput
          {...form.register('prefix')}
          label={t('s3.prefix')}
          description={t('s3.prefixHint')}
          placeholder="spots/incoming"
          error={fieldError('prefix')}
        />
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500} id="s3-authentication">
          {t('s3.authentication')}
        </Text>
        <SegmentedControl
          aria-labelledby="s3-authentication"
          value={authentication.value}
          onChange={authentication.onChange}
          data={(['keys', 'role'] as const).map((value) => ({ value, label: t(`s3.authenticationOptions.${value}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {authentication.value === 'role' && (
        <TextInput
          {...form.register('role_arn')}
          label={t('s3.roleArn')}
          placeholder="arn:aws:iam::123456789012:role/masterport-delivery"
          required
          description={t('s3.roleHint', { accountId: session?.account_id ?? '' })}
          error={fieldError('role_arn')}
        />
      )}
    </SettingsCard>
  );
}
