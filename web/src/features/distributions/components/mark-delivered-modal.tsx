import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MARK_DELIVERED_REASON_MAX, markDeliveredBody, type Destination } from '@masterport/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { applyFieldErrors } from '#lib/forms.ts';
import { notify } from '#lib/notify.ts';
import { useFieldError } from '#lib/use-field-error.ts';
import { markDestinationDelivered } from '../api/destination-mark-delivered.ts';

/** What the person types: the call's reason, checked by the contract's own rule (the rest of the body is the destination's). */
const reasonForm = markDeliveredBody.pick({ reason: true });
const EMPTY = { reason: '' };

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
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm({ resolver: zodResolver(reasonForm), defaultValues: EMPTY });
  const fieldError = useFieldError(form.formState.errors);
  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!destination) return;
    setFailure(null);
    try {
      await markDestinationDelivered(distributionId, destination.call_letters, reason);
      notify.success(t('actions.done.destinationMarkDelivered', { station: destination.call_letters }));
      close();
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['reason']).length === 0) setFailure(error);
    }
  });
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
            {...form.register('reason')}
            label={t('markModal.reason')}
            description={t('markModal.reasonHint')}
            required
            autosize
            minRows={2}
            maxLength={MARK_DELIVERED_REASON_MAX}
            data-autofocus
            error={fieldError('reason')}
          />
          <FormAlert error={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('markModal.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('markModal.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
