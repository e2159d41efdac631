import { Stack, Tabs } from '@mantine/core';
import { IconAntenna, IconId, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '#components/page-header.tsx';
import { hasPermission, useSession } from '#lib/session.ts';
import { OwnCallLetters } from './own-call-letters.tsx';
import { AccountsList } from './accounts-list.tsx';
import { IdentityForm } from './identity-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { StationGroups } from './station-groups.tsx';

const TABS = ['identity', 'password', 'call-letters'] as const;
type Tab = (typeof TABS)[number];

/**
 * /app/user/profile: the user's own details, accounts and password. The tab is kept in the URL.
 * `accountSettings`: where the account's own tabs are (Settings), given by the app, which knows them.
 */
export function ProfilePage({ accountSettings }: { accountSettings?: ReactNode }) {
  const { t } = useTranslation('profile');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  // The seed's call letters tab: broadcasters (delivery_method) register their stations; accounts
  // that send (call_letters_creation) keep their groups of stations.
  const session = useSession();
  const broadcaster = hasPermission(session, 'delivery_method');
  const groups = hasPermission(session, 'call_letters_creation');
  const stationsTab = broadcaster || groups;
  const tab: Tab =
    TABS.includes(requested as Tab) && (requested !== 'call-letters' || stationsTab) ? (requested as Tab) : 'identity';

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
          {stationsTab && (
            <Tabs.Tab value="call-letters" leftSection={<IconAntenna size={18} aria-hidden />}>
              {t('tabs.callLetters')}
            </Tabs.Tab>
          )}
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
        {stationsTab && (
          <Tabs.Panel value="call-letters">
            <Stack gap="lg">
              {broadcaster && <OwnCallLetters />}
              {groups && <StationGroups />}
            </Stack>
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
