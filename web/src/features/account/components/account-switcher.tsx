import { Group, Loader, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AccountSummary } from '@masterport/contract';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { HOME_AFTER_SIGN_IN } from '#lib/redirect.ts';
import { replaceSession } from '#lib/session-actions.ts';
import { useSession } from '#lib/session.ts';
import { changeAccount } from '../api/change.ts';
import { AccountAvatar } from './account-avatar.tsx';

/** The top bar's account name and logo; its menu lists the user's accounts and switches between them. */
export function AccountSwitcher() {
  const { t } = useTranslation(['app', 'common', 'plans']);
  const session = useSession();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);
  if (!session) return null;

  async function choose(account: AccountSummary) {
    if (!session || account.id === session.account_id || switching) return;
    setSwitching(account.id);
    try {
      const next = await changeAccount(account.id);
      await replaceSession(next);
      notify.success(t('account.switched', { name: next.account_name }));
      await navigate(HOME_AFTER_SIGN_IN);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSwitching(null);
    }
  }

  return (
    <Menu position="bottom-end" width={300} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={t('account.switch')}
          px={6}
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          className="mp-header-button"
        >
          <Group gap={10} wrap="nowrap">
            <AccountAvatar name={session.account_name} logoUrl={session.account_logo_url} />
            <Text fw={600} size="sm" truncate maw={200} visibleFrom="sm">
              {session.account_name}
            </Text>
            {switching ? (
              <Loader size={16} />
            ) : (
              <IconSelector size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            )}
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.yourAccounts')}</Menu.Label>
        {session.user_accounts.map((account) => {
          const current = account.id === session.account_id;
          return (
            <Menu.Item
              key={account.id}
              onClick={() => void choose(account)}
              aria-current={current ? 'true' : undefined}
              leftSection={<AccountAvatar name={account.name} logoUrl={account.logo_url} size={28} />}
              rightSection={current ? <IconCheck size={16} aria-label={t('account.current')} /> : null}
            >
              <Stack gap={0}>
                <Text size="sm" fw={current ? 600 : 500} truncate maw={180}>
                  {account.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`plans:${account.plan_key}`)}
                </Text>
              </Stack>
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
