import { Button, Paper, Skeleton } from '@mantine/core';
import { IconCreditCard, IconCreditCardPay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { RequirePermission } from '#components/restricted.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { AddCardModal } from './add-card-modal.tsx';

/** `/app/add-payment` (seed 000): a paid plan without a card comes here, adds one, and goes on. */
export function AddPaymentPage() {
  // Only someone who may manage the account's billing can add its card; others are told so.
  return (
    <RequirePermission keys={['billing']}>
      <AddPayment />
    </RequirePermission>
  );
}

function AddPayment() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const { state } = useLocation();
  const [adding, setAdding] = useState(false);
  const methods = usePaymentMethods();
  const hasCard = (methods.data?.payment_methods_list.length ?? 0) > 0;
  // Back where a call asked for the card (the API client's 402 remembers it), else the masters.
  const from = (state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith('/app/') && from !== paths.accountState.addPayment.getHref()
      ? from
      : paths.app.masters.getHref();
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 40 }}>
      {/* Reached again once a card is there (the browser's back, an old tab): say so and lead on, not ask for another. */}
      {!methods.data && !methods.error ? (
        <Skeleton height={240} radius="md" />
      ) : hasCard ? (
        <ResultPanel
          tone="success"
          icon={<IconCreditCardPay size={32} aria-hidden />}
          title={t('addPage.onFileTitle')}
          actions={
            <Button component={Link} to={back} replace>
              {t('addPage.continue')}
            </Button>
          }
        >
          {t('addPage.onFileText')}
        </ResultPanel>
      ) : (
        <ResultPanel
          tone="attention"
          icon={<IconCreditCard size={32} aria-hidden />}
          title={t('addPage.title')}
          actions={<Button onClick={() => setAdding(true)}>{t('addTitle')}</Button>}
        >
          {t('addPage.text')}
        </ResultPanel>
      )}
      <AddCardModal
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={() => void navigate(back, { replace: true })}
      />
    </Paper>
  );
}
