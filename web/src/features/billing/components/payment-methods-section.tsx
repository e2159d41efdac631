import { ActionIcon, Badge, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { PaymentMethod } from '@masterport/contract';
import { IconCreditCard, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#components/form-alert.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { SectionCard } from '#components/section-card.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { deletePaymentMethod } from '../api/delete-payment-method.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { setPrimaryPaymentMethod } from '../api/set-primary-payment-method.ts';
import { AddCardModal } from './add-card-modal.tsx';

function CardRow({ card, canDeletePrimary }: { card: PaymentMethod; canDeletePrimary: boolean }) {
  const { t } = useTranslation('cards');
  const [busy, setBusy] = useState<'primary' | 'delete' | null>(null);
  const name = t('cardName', { brand: t(`brands.${card.brand}`), lastFour: card.last_four });
  const expiry = `${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`;
  async function act(action: 'primary' | 'delete') {
    setBusy(action);
    try {
      if (action === 'primary') await setPrimaryPaymentMethod(card.id);
      else await deletePaymentMethod(card.id);
      notify.success(action === 'primary' ? t('madePrimary', { name }) : t('deleted', { name }));
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(null);
    }
  }
  const deletable = !card.is_primary || canDeletePrimary;
  // The seed's soft confirmation, as documents and playlists ask it: a second click deletes, leaving cancels.
  const [confirming, setConfirming] = useState(false);
  const deleteLabel = confirming ? t('deleteConfirm', { name }) : t('delete', { name });
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconCreditCard size={28} aria-hidden />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {card.is_primary && (
                <Badge size="sm" variant="light" color="teal">
                  {t('primary')}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {t('expires', { expiry })} · {card.billing_address.city}, {card.billing_address.province}
            </Text>
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {!card.is_primary && (
            <Tooltip label={t('makePrimary', { name })}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('makePrimary', { name })}
                loading={busy === 'primary'}
                onClick={() => void act('primary')}
              >
                <IconStar size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={deletable ? deleteLabel : t('primaryKept')} opened={confirming || undefined}>
            <ActionIcon
              variant={confirming ? 'filled' : 'subtle'}
              color="red"
              aria-label={deleteLabel}
              disabled={!deletable}
              loading={busy === 'delete'}
              onClick={() => (confirming ? void act('delete') : setConfirming(true))}
              onBlur={() => setConfirming(false)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/** Billing › Payment methods: the account's cards, the primary one invoices are charged to, adding one. */
export function PaymentMethodsSection() {
  // The section is for whoever manages the account's billing, wherever it is shown.
  return (
    <RequirePermission keys={['billing']}>
      <PaymentMethods />
    </RequirePermission>
  );
}

function PaymentMethods() {
  const { t } = useTranslation('cards');
  const { data, error } = usePaymentMethods();
  const [adding, setAdding] = useState(false);
  if (error) return <FormAlert error={error} />;
  if (!data) return <Skeleton height={160} radius="md" />;
  const cards = data.payment_methods_list;
  return (
    <SectionCard
      title={t('title')}
      description={data.card_required ? t('helpRequired') : t('help')}
      action={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
          {t('addTitle')}
        </Button>
      }
    >
      {cards.length === 0 ? (
        <Text c="dimmed" mt="md">
          {t('empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" mt="md" p={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {cards.map((card) => (
            <CardRow key={card.id} card={card} canDeletePrimary={!data.card_required} />
          ))}
        </Stack>
      )}
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </SectionCard>
  );
}
