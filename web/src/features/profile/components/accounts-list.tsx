import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDoorExit, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@masterport/contract';
import { HardConfirm } from '#components/hard-confirm.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useSession } from '#lib/session.ts';
import { makeDefaultAccount } from '../api/default-account.ts';
import { useUserAccounts } from '../api/get-accounts.ts';
import { leaveAccount } from '../api/remove-account.ts';
import { SectionCard } from '#components/section-card.tsx';

function AccountInitial({ name }: { name: string }) {
  return (
    <Paper
      w={40}
      h={40}
      radius="md"
      bg="brand.8"
      c="white"
      fw={700}
      aria-hidden
      style={{ display: 'grid', placeItems: 'center', flex: 'none' }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Paper>
  );
}

/** The accounts the user belongs to: choose the one opened at sign-in, or leave one. */
export function AccountsList() {
  const { t } = useTranslation(['profile', 'common', 'plans']);
  const session = useSession();
  const { data } = useUserAccounts();
  const accounts = data?.user_accounts ?? session?.user_accounts ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<AccountSummary | null>(null);

  async function run(accountId: string, action: () => Promise<void>, done: string) {
    setBusy(accountId);
    try {
      await action();
      notify.success(done);
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return (
    <SectionCard title={t('accounts.title')} description={t('accounts.description')}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {accounts.map((account) => {
          const connected = account.id === session?.account_id;
          const primary = account.role === 'primary';
          const leaveBlocked = primary
            ? t('accounts.primaryCannotLeave')
            : connected
              ? t('accounts.connectedCannotLeave')
              : null;
          return (
            <Paper key={account.id} component="li" withBorder p="md" radius="md">
              <Group justify="space-between" gap="md" wrap="wrap">
                <Group gap="md" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
                  <AccountInitial name={account.name} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {account.name}
                    </Text>
                    <Group gap={6}>
                      <Text size="sm" c="dimmed">
                        {t(`plans:${account.plan_key}`)}
                      </Text>
                      <Badge variant="light" color="gray" size="sm">
                        {primary ? t('accounts.rolePrimary') : t('accounts.roleMember')}
                      </Badge>
                      {account.is_default && (
                        <Badge variant="light" color="brand" size="sm" leftSection={<IconStar size={12} aria-hidden />}>
                          {t('accounts.default')}
                        </Badge>
                      )}
                      {connected && (
                        <Badge variant="light" color="green" size="sm">
                          {t('accounts.connected')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                </Group>
                <Group gap="xs">
                  {!account.is_default && (
                    <Button
                      variant="default"
                      size="xs"
                      loading={busy === account.id}
                      onClick={() =>
                        void run(
                          account.id,
                          () => makeDefaultAccount(account.id),
                          t('accounts.defaultSaved', { name: account.name }),
                        )
                      }
                    >
                      {t('accounts.makeDefault')}
                    </Button>
                  )}
                  <Tooltip label={leaveBlocked} disabled={!leaveBlocked} withArrow>
                    {/* A wrapper keeps the tooltip working on the disabled button. */}
                    <span>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        leftSection={<IconDoorExit size={16} aria-hidden />}
                        disabled={!!leaveBlocked}
                        aria-label={t('accounts.leaveNamed', { name: account.name })}
                        onClick={() => setLeaving(account)}
                      >
                        {t('accounts.leave')}
                      </Button>
                    </span>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <HardConfirm
        opened={leaving !== null}
        title={t('accounts.leaveTitle', { name: leaving?.name ?? '' })}
        message={t('accounts.leaveText')}
        confirmLabel={t('accounts.leave')}
        loading={busy !== null}
        onClose={() => setLeaving(null)}
        onConfirm={async () => {
          if (!leaving) return;
          const left = await run(
            leaving.id,
            () => leaveAccount(leaving.id),
            t('accounts.left', { name: leaving.name }),
          );
          if (left) setLeaving(null);
        }}
      />
    </SectionCard>
  );
}
