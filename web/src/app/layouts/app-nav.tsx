import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconFileText,
  IconInbox,
  IconMovie,
  IconPlaylist,
  IconReceipt2,
  IconSend,
  IconSettings,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { APP_VERSION, type Session } from '@masterport/contract';
import { receivedSpotRouteTable } from '@masterport/contract/routes';
import { paths, SETTINGS_TABS } from '#config/paths.ts';
import { accountPlan, hasPermission, mayCall } from '#lib/session.ts';
import { canSeeTab, SETTINGS_TAB_ENTRIES } from '../settings-tabs.ts';

/** `isActive` says which addresses light the entry up; by default its screen and the screens under it. */
interface Entry {
  to: string;
  label: string;
  icon: Icon;
  isActive?: (pathname: string) => boolean;
}

/** Settings are lit on any of their tabs; the profile and billing pages belong to the user menu and Billing. */
const isSettings = (pathname: string) =>
  SETTINGS_TABS.some((tab) => pathname.startsWith(paths.app.settings.getHref(tab)));

export function AppNav({ session }: { session: Session }) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();

  const main: Entry[] = [
    { to: paths.app.masters.getHref(), label: t('nav.masters'), icon: IconMovie },
    { to: paths.app.distributions.getHref(), label: t('nav.distributions'), icon: IconSend },
    { to: paths.app.playlists.getHref(), label: t('nav.playlists'), icon: IconPlaylist },
    { to: paths.app.documents.getHref(), label: t('nav.documents'), icon: IconFileText },
  ];
  // Only broadcasters own call letters (call-letters/own is theirs): no other account ever receives a spot.
  if (accountPlan(session) === 'broadcaster' && mayCall(session, receivedSpotRouteTable.getList))
    main.splice(2, 0, { to: paths.app.received.getHref(), label: t('nav.received'), icon: IconInbox });
  const account: Entry[] = [];
  if (hasPermission(session, 'billing')) {
    account.push({ to: paths.app.billing.getHref(), label: t('nav.billing'), icon: IconReceipt2 });
  }
  // Settings open on the first tab with a screen that the user may see (Authorizations, at least).
  const first =
    SETTINGS_TAB_ENTRIES.find((entry) => entry.screen && canSeeTab(session, entry))?.tab ?? 'authorizations';
  account.push({
    to: paths.app.settings.getHref(first),
    isActive: isSettings,
    label: t('nav.settings'),
    icon: IconSettings,
  });

  const link = (entry: Entry) => {
    const active = entry.isActive ? entry.isActive(pathname) : pathname.startsWith(entry.to);
    const EntryIcon = entry.icon;
    return (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to}
        label={entry.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        leftSection={<EntryIcon size={20} stroke={1.6} aria-hidden />}
        variant="light"
        fw={500}
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    );
  };

  return (
    <Stack component="nav" aria-label={t('nav.label')} h="100%" gap={0} justify="space-between">
      <ScrollArea type="auto" style={{ flex: 1 }}>
        <Stack gap={4}>
          {main.map(link)}
          {account.length > 0 && (
            <>
              <Divider my="sm" />
              {account.map(link)}
            </>
          )}
        </Stack>
      </ScrollArea>
      <Text size="xs" c="dimmed" px="sm" pt="sm">
        {t('nav.version', { version: APP_VERSION })}
      </Text>
    </Stack>
  );
}
