import { Alert, Button, Checkbox, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type CancelAccountBody } from '@masterport/contract';
import { cancellationRouteTable } from '@masterport/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { HardConfirm } from '#components/hard-confirm.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { paths } from '#config/paths.ts';
import { formatDay } from '#lib/format.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { cancelAccount } from '../api/cancel-account.ts';
import { cancelPendingCancellation } from '../api/cancel-pending-cancellation.ts';
import { useDeletion } from '../api/get-deletion.ts';

/**
 * Closing the account (seed 000 §4, docs/billing.md "Cancellation and the data archive"): the
 * primary user chooses now or the month end and whether the data is deleted after its archive,
 * then types the hard confirmation's word. A cancellation waiting for the month end is shown with
 * "Withdraw".
 */
export function CancellationSection() {
  const { t, i18n } = useTranslation('billing');
  const mayCancel = mayCall(useSession(), cancellationRouteTable.cancelAccount);
  const { data } = useDeletion(mayCancel);
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [choice, setChoice] = useState<CancelAccountBody>({ effective: 'month_end', delete_data: false });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!mayCancel) return null;
  const pending = data?.pending_cancellation;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(caught);
      return false;
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    const done = await run(() => cancelAccount(choice));
    setConfirming(false);
    if (done && choice.effective === 'now') void navigate(paths.accountState.canceled.getHref());
  };

  return (
    <SectionCard title={t('cancellation.title')} description={t('cancellation.help')}>
      <Stack mt="md" gap="sm">
        <FormAlert error={error} />
        {pending ? (
          <Alert color="orange" title={t('cancellation.pendingTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {t(pending.delete_data ? 'cancellation.pendingDelete' : 'cancellation.pendingKeep', {
                  day: formatDay(pending.requested_on, i18n.language),
                })}
              </Text>
              <Button size="xs" variant="default" loading={busy} onClick={() => void run(cancelPendingCancellation)}>
                {t('cancellation.withdraw')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Group>
            <Button color="red" variant="outline" onClick={() => setChoosing(true)}>
              {t('cancellation.open')}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={choosing} onClose={() => setChoosing(false)} title={t('cancellation.title')} centered>
        <Stack>
          <Radio.Group
            label={t('cancellation.when')}
            value={choice.effective}
            onChange={(value) => setChoice({ ...choice, effective: value as CancelAccountBody['effective'] })}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="month_end" label={t('cancellation.monthEnd')} />
              <Radio value="now" label={t('cancellation.now')} />
            </Stack>
          </Radio.Group>
          <Checkbox
            label={t('cancellation.deleteData')}
            description={t('cancellation.deleteDataHelp')}
            checked={choice.delete_data}
            onChange={(event) => setChoice({ ...choice, delete_data: event.currentTarget.checked })}
          />
          <Text size="sm">{t('cancellation.archive')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setChoosing(false)}>
              {t('cancellation.keep')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setChoosing(false);
                setConfirming(true);
              }}
            >
              {t('cancellation.continue')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <HardConfirm
        opened={confirming}
        title={t('cancellation.confirmTitle')}
        message={t(choice.effective === 'now' ? 'cancellation.confirmNow' : 'cancellation.confirmMonthEnd')}
        confirmLabel={t('cancellation.confirm')}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </SectionCard>
  );
}
