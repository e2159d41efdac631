import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MARK_DELIVERED_REASON_MAX, markDeliveredBody, type Destination } from '@masterport/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { issueText } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { markDestinationDelivered } from '../api/destination-mark-delivered.ts';

/**
 * "Mark as delivered" vouches for a delivery no transfer confirmed: it asks first, with a reason
 * (checked by the contract's schema, as the API checks it), so the page and the report can say who and why.
 */
export function MarkDeliveredModal({
  distributionId,
  destination,
  onClose,
}: {
  distributionId: string;
  destination: Destination | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('distributions');
  const [reason, setReason] = useState('');
  const [issue, setIssue] = useState<string | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setIssue(undefined);
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!destination) return;
    const checked = markDeliveredBody.shape.reason.safeParse(reason);
    setIssue(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    setBusy(true);
    setError(null);
    try {
      await markDestinationDelivered(distributionId, destination.call_letters, checked.data);
      notify.success(t('actions.done.destinationMarkDelivered', { station: destination.call_letters }));
      close();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      opened={destination !== null}
      onClose={close}
      title={t('markModal.title', { station: destination?.call_letters ?? '' })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('markModal.text')}</Text>
          <Textarea
            label={t('markModal.reason')}
            description={t('markModal.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={MARK_DELIVERED_REASON_MAX}
            data-autofocus
            value={reason}
            error={issueText(issue)}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <FormAlert error={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('markModal.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('markModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
