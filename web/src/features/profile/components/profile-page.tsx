import { Stack, Tabs } from '@mantine/core';
import { IconId, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '#components/page-header.tsx';
import { paths } from '#config/paths.ts';
import { AccountsList } from './accounts-list.tsx';
import { IdentityForm } from './identity-form.tsx';
import { PasswordForm } from './password-form.tsx';

const TABS = ['identity', 'password'] as const;
type Tab = (typeof TABS)[number];

/**
 * /app/user/profile: the user's own details, accounts and password. The tab is kept in the URL.
 * `accountSettings`: where the account's own tabs are (Settings), given by the app, which knows them.
 */
export function ProfilePage({ accountSettings }: { accountSettings?: ReactNode }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'identity';
  // Call letters were a tab here; they are the account's, so they moved under Settings (issue 28).
  if (requested === 'call-letters') return <Navigate to={paths.app.settings.getHref('call-letters')} replace />;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'identity' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="identity" leftSection={<IconId size={18} aria-hidden />}>
            {t('tabs.identity')}
          </Tabs.Tab>
          <Tabs.Tab value="password" leftSection={<IconLock size={18} aria-hidden />}>
            {t('tabs.password')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="identity">
          <Stack gap="lg">
            <IdentityForm />
            <AccountsList />
            {accountSettings}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="password">
          <PasswordForm />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
