import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { isConnectedMethod, type DeliveryMethod, type DeliveryMethodState } from '@masterport/contract';
import { IconCircleCheck, IconPlayerPause, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { activateDeliveryMethod } from '../api/activate-delivery-method.ts';
import { deactivateDeliveryMethod } from '../api/deactivate-delivery-method.ts';
import { useDeliveryMethod } from '../api/get-delivery-method.ts';
import { AsperaSettingsForm } from './aspera-settings-form.tsx';
import { ConnectionTestPanel } from './connection-test.tsx';
import { CredentialsForm } from './credentials-form.tsx';
import { DeliveryNotifications } from './delivery-notifications.tsx';
import { FtpSettingsForm } from './ftp-settings-form.tsx';
import { MethodChoice } from './method-choice.tsx';
import { S3SettingsForm } from './s3-settings-form.tsx';

const failed = (error: unknown) => {
  notifyFailure(error);
};

/** The banner at the top: which method stations receive by, or that none is active and what to do. */
function ActiveMethod({ state }: { state: DeliveryMethodState }) {
  const { t } = useTranslation('deliveryMethod');
  const [busy, setBusy] = useState(false);
  const active = state.active_method;
  async function deactivate() {
    setBusy(true);
    try {
      await deactivateDeliveryMethod();
      notify.success(t('active.deactivated'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert
      variant="light"
      color={active ? 'green' : 'orange'}
      data-active-method={active ?? 'none'}
      icon={active ? <IconCircleCheck aria-hidden /> : <IconSend aria-hidden />}
      title={t('active.title')}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {active ? t('active.by', { method: t(`methods.${active}`) }) : t('active.none')}
        </Text>
        {active && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPause size={14} aria-hidden />}
            loading={busy}
            onClick={() => void deactivate()}
          >
            {t('active.deactivate')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** The chosen method's settings, credentials and test, then the button that makes it the active one. */
function MethodPanel({ state, method }: { state: DeliveryMethodState; method: DeliveryMethod }) {
  const { t } = useTranslation('deliveryMethod');
  const [busy, setBusy] = useState(false);
  const complete = state.methods[method].complete;
  const name = t(`methods.${method}`);

  async function activate() {
    setBusy(true);
    try {
      await activateDeliveryMethod(method);
      notify.success(t('active.activated', { method: name }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  const activation = state.active_method !== method && (
    <Group justify="flex-end">
      <Button
        onClick={() => void activate()}
        loading={busy}
        disabled={!complete}
        leftSection={<IconCircleCheck size={16} aria-hidden />}
      >
        {t('use', { method: name })}
      </Button>
    </Group>
  );

  if (!isConnectedMethod(method)) {
    return (
      <SectionCard title={name} description={t(`methodHelp.${method}`)}>
        {activation}
      </SectionCard>
    );
  }
  const saved = state.methods[method];
  const credentialsNeeded = !(method === 's3' && state.methods.s3.settings?.authentication === 'role');
  return (
    <Stack gap="lg">
      {method === 'ftp' && (
        <FtpSettingsForm
          key={JSON.stringify(saved.settings)}
          saved={state.methods.ftp.settings}
          hasCredentials={!!saved.credentials}
        />
      )}
      {method === 's3' && (
        <S3SettingsForm
          key={JSON.stringify(saved.settings)}
          saved={state.methods.s3.settings}
          hasCredentials={!!saved.credentials}
        />
      )}
      {method === 'aspera' && (
        <AsperaSettingsForm
          key={JSON.stringify(saved.settings)}
          saved={state.methods.aspera.settings}
          hasCredentials={!!saved.credentials}
        />
      )}
      {credentialsNeeded ? (
        <CredentialsForm key={method} method={method} masked={saved.credentials} settingsSaved={!!saved.settings} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('credentials.notNeeded')}
        </Text>
      )}
      <ConnectionTestPanel method={method} ready={complete} />
      {activation}
    </Stack>
  );
}

/** Settings › Delivery method: how this broadcaster's stations receive spots (seed 000 "Delivery method"). */
export function DeliveryMethodScreen() {
  const { data, error } = useDeliveryMethod();
  const [chosen, setChosen] = useState<DeliveryMethod | null>(null);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={320} radius="md" />;
  const state = data.delivery_method;
  const method = chosen ?? state.active_method ?? 'ftp';
  return (
    <Stack gap="lg">
      <ActiveMethod state={state} />
      <MethodChoice state={state} value={method} onChange={setChosen} />
      <MethodPanel state={state} method={method} />
      <DeliveryNotifications
        notifications={data.notifications_list}
        houseCodes={state.specific_house_code_notifications}
      />
    </Stack>
  );
}
