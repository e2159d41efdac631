import { Paper } from '@mantine/core';
import { IconClockPause, IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResultPanel } from '#components/result-panel.tsx';

/** The pages a 402 answer leads to (seed 000 §8); the billing ones (add-payment, payment overdue) are the billing feature's. */
function StatusCard({
  tone,
  icon,
  title,
  text,
  action,
}: {
  tone: 'attention' | 'error' | 'info';
  icon: React.ReactNode;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 40 }}>
      <ResultPanel tone={tone} icon={icon} title={title} actions={action}>
        {text}
      </ResultPanel>
    </Paper>
  );
}

export function AccountWaitingApprovalPage() {
  const { t } = useTranslation(['app', 'errors']);
  return (
    <StatusCard
      tone="info"
      icon={<IconClockPause size={32} aria-hidden />}
      title={t('status.waiting.title')}
      text={t('status.waiting.text')}
    />
  );
}

export function AccountCanceledPage() {
  const { t } = useTranslation(['app', 'errors']);
  return (
    <StatusCard
      tone="error"
      icon={<IconBan size={32} aria-hidden />}
      title={t('status.canceled.title')}
      text={t('status.canceled.text')}
    />
  );
}
