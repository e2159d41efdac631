import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import type { MakePaymentBody } from '@masterport/contract';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { notify } from '#lib/notify.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { makePayment } from '../api/make-payment.ts';
import { formatCents } from '#lib/format.ts';
import { AddCardModal } from './add-card-modal.tsx';

export interface PayInvoicesDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The invoices to pay, or every unpaid one ("Pay balance"). */
  invoiceIds: MakePaymentBody['invoice_ids'];
  /** What they add up to, as the screen that opens the dialog shows it. */
  totalCents: number;
  onPaid?: () => void;
}

/**
 * Pays unpaid invoices by card (docs/billing.md "Payments"): the card is chosen here (the primary
 * one unless another is picked), the total is shown, and make-payment charges it once however many
 * clicks. A decline is shown in the gateway's catalogue words and the dialog stays open to try
 * another card; an account without a card adds one first.
 */
export function PayInvoicesDialog({ opened, onClose, invoiceIds, totalCents, onPaid }: PayInvoicesDialogProps) {
  const { t, i18n } = useTranslation('billing');
  const { t: tc } = useTranslation('cards');
  const { data } = usePaymentMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [paying, setPaying] = useState(false);
  const [adding, setAdding] = useState(false);
  const cards = data?.payment_methods_list ?? [];
  const cardId = chosen ?? data?.primary_payment_method?.id ?? cards[0]?.id ?? null;
  const total = formatCents(totalCents, i18n.language);
  const close = () => {
    setFailure(null);
    setChosen(null);
    onClose();
  };
  async function pay() {
    if (!cardId) return;
    setFailure(null);
    setPaying(true);
    try {
      const paid = await makePayment({
        invoice_ids: invoiceIds,
        ...(cardId !== data?.primary_payment_method?.id && { payment_method_id: cardId }),
      });
      notify.success(
        paid.charged_cents > 0
          ? t('pay.paid', { amount: formatCents(paid.charged_cents, i18n.language) })
          : t('pay.nothingLeft'),
      );
      close();
      onPaid?.();
    } catch (error) {
      setFailure(error);
    } finally {
      setPaying(false);
    }
  }
  return (
    <>
      <Modal opened={opened && !adding} onClose={close} title={t('pay.title')} centered>
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Text c="dimmed">{t('pay.total')}</Text>
            <Text fz="xl" fw={600} data-testid="pay-total">
              {total}
            </Text>
          </Group>
          {!data ? (
            <Skeleton height={72} radius="md" />
          ) : cards.length === 0 ? (
            <Alert variant="light" color="orange" icon={<IconCreditCard aria-hidden />}>
              {t('pay.noCard')}
            </Alert>
          ) : (
            <Radio.Group label={t('pay.card')} value={cardId} onChange={setChosen}>
              <Stack gap="xs" mt="xs">
                {cards.map((card) => (
                  <Radio
                    key={card.id}
                    value={card.id}
                    label={
                      tc('cardName', { brand: tc(`brands.${card.brand}`), lastFour: card.last_four }) +
                      (card.is_primary ? ` · ${tc('primary')}` : '')
                    }
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <FormAlert error={failure} />
          {failure !== null && <Text size="sm">{t('pay.tryAnother')}</Text>}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button
              variant="subtle"
              leftSection={<IconCreditCard size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {tc('addTitle')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('pay.cancel')}
              </Button>
              <Button
                leftSection={<IconLock size={16} aria-hidden />}
                loading={paying}
                disabled={!cardId}
                onClick={() => void pay()}
              >
                {t('pay.submit', { amount: total })}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}
