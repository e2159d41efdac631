import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import {
  isConnectedMethod,
  type DeliveryMethod,
  type DeliveryMethodState,
  type StationMethod,
} from '@masterport/contract';
import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { IconCircleCheck, IconPlayerPause, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { activateDeliveryMethod } from '../api/activate-delivery-method.ts';
import { deactivateDeliveryMethod } from '../api/deactivate-delivery-method.ts';
import { EditedStation, useEditedStation } from '../api/edited-station.ts';
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

/**
 * The banner at the top: which method stations receive by, or that none is active and what to do.
 * For a station: its own method, or that it receives by the account's (`accountMethod`).
 */
function ActiveMethod({ state, accountMethod }: { state: DeliveryMethodState; accountMethod: DeliveryMethod | null }) {
  const { t } = useTranslation('deliveryMethod');
  const [busy, setBusy] = useState(false);
  const station = useEditedStation();
  const canDeactivate = mayCall(useSession(), deliveryMethodRouteTable.deactivate);
  const active = state.active_method;
  const text = !station
    ? active
      ? t('active.by', { method: t(`methods.${active}`) })
      : t('active.none')
    : active
      ? t('station.by', { letters: station, method: t(`methods.${active}`) })
      : accountMethod
        ? t('station.byAccount', { letters: station, method: t(`methods.${accountMethod}`) })
        : t('station.noneYet', { letters: station });
  async function deactivate() {
    setBusy(true);
    try {
      await deactivateDeliveryMethod(station);
      notify.success(station ? t('station.deactivated', { letters: station }) : t('active.deactivated'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert
      variant="light"
      color={active || (station && accountMethod) ? 'green' : 'orange'}
      data-active-method={active ?? 'none'}
      icon={active ? <IconCircleCheck aria-hidden /> : <IconSend aria-hidden />}
      title={t('active.title')}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          {text}
        </Text>
        {active && canDeactivate && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlayerPause size={14} aria-hidden />}
            loading={busy}
            onClick={() => void deactivate()}
          >
            {station ? t('station.useAccount') : t('active.deactivate')}
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
  const station = useEditedStation();
  const complete = state.methods[method].complete;
  const name = t(`methods.${method}`);

  async function activate() {
    setBusy(true);
    try {
      await activateDeliveryMethod(method, station);
      notify.success(
        station ? t('station.activated', { letters: station, method: name }) : t('active.activated', { method: name }),
      );
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

/**
 * Which method the tab edits: the account's, which every station receives by, or the own method of
 * one station that receives otherwise. Offered to a broadcaster with more than one station.
 */
function StationPicker({
  stations,
  value,
  onChange,
}: {
  stations: readonly StationMethod[];
  value: string | undefined;
  onChange: (callLetters: string | undefined) => void;
}) {
  const { t } = useTranslation('deliveryMethod');
  const ACCOUNT = '';
  return (
    <Select
      label={t('station.label')}
      description={t('station.help')}
      value={value ?? ACCOUNT}
      onChange={(next) => onChange(next || undefined)}
      allowDeselect={false}
      maw={480}
      data={[
        { value: ACCOUNT, label: t('station.account') },
        ...stations.map(({ call_letters, active_method }) => ({
          value: call_letters,
          label: active_method
            ? t('station.own', { letters: call_letters, method: t(`methods.${active_method}`) })
            : t('station.inherits', { letters: call_letters }),
        })),
      ]}
    />
  );
}

/** Settings › Delivery method: how this broadcaster's stations receive spots (seed 000 "Delivery method"). */
export function DeliveryMethodScreen() {
  const account = useDeliveryMethod();
  const [station, setStation] = useState<string | undefined>(undefined);
  const stations = account.data?.station_methods ?? [];
  return (
    <Stack gap="lg">
      {stations.length > 1 && <StationPicker stations={stations} value={station} onChange={setStation} />}
      <EditedStation.Provider value={station}>
        <MethodTab key={station ?? ''} accountMethod={account.data?.delivery_method.active_method ?? null} />
      </EditedStation.Provider>
    </Stack>
  );
}

/** The tab's content for the account's method or one station's (the edited station, from the context). */
function MethodTab({ accountMethod }: { accountMethod: DeliveryMethod | null }) {
  const { data, error } = useDeliveryMethod(useEditedStation());
  const [chosen, setChosen] = useState<DeliveryMethod | null>(null);
  // Reading the tab needs profile_delivery_method; choosing and setting up a method, delivery_method too.
  const canChange = mayCall(useSession(), deliveryMethodRouteTable.activate);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={320} radius="md" />;
  const state = data.delivery_method;
  const method = chosen ?? state.active_method ?? 'ftp';
  return (
    <Stack gap="lg">
      <ActiveMethod state={state} accountMethod={accountMethod} />
      {canChange && (
        <>
          <MethodChoice state={state} value={method} onChange={setChosen} />
          <MethodPanel state={state} method={method} />
        </>
      )}
      <DeliveryNotifications
        notifications={data.notifications_list}
        houseCodes={state.specific_house_code_notifications}
      />
    </Stack>
  );
}
