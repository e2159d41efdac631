import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { cancellationRouteTable } from '@masterport/contract/routes';
import { IconClockPause, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { ResultPanel } from '#components/result-panel.tsx';
import { paths } from '#config/paths.ts';
import { formatBytes, formatDay } from '#lib/format.ts';
import { notify } from '#lib/notify.ts';
import { mayCall, useSession } from '#lib/session.ts';
import { useDeletion } from '../api/get-deletion.ts';
import { reactivate } from '../api/reactivate.ts';

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

/**
 * `/account-canceled` (seed 000 §2): what happened, the archive's files (each link signed when the
 * page asks, docs/billing.md "Cancellation and the data archive") and, while the data is kept,
 * reactivation. Only the primary user sees the archive; other members are told the account is closed.
 */
export function AccountCanceledPage() {
  const { t, i18n } = useTranslation(['app', 'errors']);
  const primary = mayCall(useSession(), cancellationRouteTable.getDeletion);
  const { data } = useDeletion(primary);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const deletion = data?.deletion;
  const day = (iso: string) => formatDay(iso, i18n.language);
  const bringBack = async () => {
    setBusy(true);
    setError(null);
    try {
      await reactivate();
      notify.success(t('status.canceled.reactivated'));
      void navigate(paths.app.masters.getHref());
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  const archiveText =
    deletion &&
    {
      archiving: t('status.canceled.archiving'),
      ready: t('status.canceled.ready', { day: day(deletion.expires_on) }),
      failed: t('status.canceled.failed'),
    }[deletion.archive_status];
  const dataText =
    deletion &&
    (deletion.data_deleted_on
      ? t('status.canceled.deleted', { day: day(deletion.data_deleted_on) })
      : deletion.delete_data
        ? t('status.canceled.willDelete', { day: day(deletion.expires_on) })
        : t('status.canceled.kept'));
  return (
    <StatusCard
      tone="error"
      icon={<IconBan size={32} aria-hidden />}
      title={t('status.canceled.title')}
      text={
        deletion ? t('status.canceled.cancelledOn', { day: day(deletion.cancelled_on) }) : t('status.canceled.text')
      }
      action={
        deletion && (
          <Stack gap="md" align="center" maw={560}>
            <Text size="sm">{archiveText}</Text>
            {deletion.parts.length > 0 && (
              // A list rather than a table: on a phone a long file name wraps on its own line and
              // its size and link stay whole beside it.
              <Stack component="ul" gap="xs" p={0} m={0} w="100%" style={{ listStyle: 'none' }}>
                {deletion.parts.map((part) => (
                  <Paper component="li" key={part.filename} withBorder p="xs">
                    <Group justify="space-between" wrap="nowrap" gap="sm">
                      <Stack gap={0} align="flex-start" miw={0}>
                        <Text size="sm" ta="left" style={{ overflowWrap: 'anywhere' }}>
                          {part.filename}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {formatBytes(part.size, i18n.language)}
                        </Text>
                      </Stack>
                      {part.download_url && (
                        <Anchor href={part.download_url} download={part.filename} size="sm" style={{ flexShrink: 0 }}>
                          {t('status.canceled.download')}
                        </Anchor>
                      )}
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            <Text size="sm">{dataText}</Text>
            <FormAlert error={error} />
            {!deletion.data_deleted_on && (
              <Button loading={busy} onClick={() => void bringBack()}>
                {t('status.canceled.reactivate')}
              </Button>
            )}
          </Stack>
        )
      }
    />
  );
}
