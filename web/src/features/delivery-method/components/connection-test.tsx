import { Alert, Button, Text } from '@mantine/core';
import { type ConnectedMethod, type ConnectionTest } from '@masterport/contract';
import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/section-card.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { useEditedStation } from '../api/edited-station.ts';
import { testDeliveryConnection } from '../api/test-delivery-connection.ts';

/** Tries the saved settings for real and says, in a station engineer's words, where it stopped. */
export function ConnectionTestPanel({ method, ready }: { method: ConnectedMethod; ready: boolean }) {
  const { t } = useTranslation('deliveryMethod');
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const [running, setRunning] = useState(false);
  const station = useEditedStation();
  const offered = mayCall(useSession(), deliveryMethodRouteTable.testConnection);

  async function run() {
    setRunning(true);
    setResult(null);
    try {
      setResult((await testDeliveryConnection(method, station)).test);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRunning(false);
    }
  }

  // Only whoever may change the method tests it or types its login (profile_delivery_method only reads).
  if (!offered) return null;
  return (
    <SectionCard
      title={t('test.title')}
      description={ready ? t('test.help') : t('test.incomplete')}
      action={
        <Button
          variant="light"
          leftSection={<IconPlugConnected size={16} aria-hidden />}
          onClick={() => void run()}
          loading={running}
          disabled={!ready}
        >
          {t('test.run')}
        </Button>
      }
    >
      {result && (
        <Alert
          role="status"
          data-test-result={result.ok ? 'ok' : result.problem}
          variant="light"
          color={result.ok ? 'green' : 'red'}
          icon={result.ok ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
          title={
            result.ok
              ? t('test.ok', { ms: result.duration_ms })
              : t('test.failed', { step: t(`test.steps.${result.step}`) })
          }
        >
          {!result.ok && result.problem && <Text size="sm">{t(`test.problems.${result.problem}`)}</Text>}
          {result.address && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('test.address', { address: result.address })}
            </Text>
          )}
        </Alert>
      )}
    </SectionCard>
  );
}
