import { Button, Paper } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { RequirePermission } from '#components/restricted.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { AddCardModal } from './add-card-modal.tsx';

/** `/app/add-payment` (seed 000): a paid plan without a card comes here, adds one, and goes on. */
export function AddPaymentPage() {
  const { t } = useTranslation(['cards', 'errors']);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [adding, setAdding] = useState(false);
  // Back where a call asked for the card (the API client's 402 remembers it), else the masters.
  const from = (state as { from?: unknown } | null)?.from;
  const back =
    typeof from === 'string' && from.startsWith('/app/') && from !== paths.accountState.addPayment.getHref()
      ? from
      : paths.app.masters.getHref();
  // Only someone who may manage the account's billing can add its card; others are told so.
  return (
    <RequirePermission keys={['billing']}>
      <Paper withBorder p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 40 }}>
        <ResultPanel
          tone="attention"
          icon={<IconCreditCard size={32} aria-hidden />}
          title={t('addPage.title')}
          actions={<Button onClick={() => setAdding(true)}>{t('addTitle')}</Button>}
        >
          {`${t('errors:payment_method_missing')} ${t('addPage.text')}`}
        </ResultPanel>
        <AddCardModal
          opened={adding}
          onClose={() => setAdding(false)}
          onAdded={() => void navigate(back, { replace: true })}
        />
      </Paper>
    </RequirePermission>
  );
}
