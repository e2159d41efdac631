import { Divider, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconFileText, IconMovie, IconPlaylist, IconReceipt2, IconSend, IconSettings, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { APP_VERSION, type PermissionKey, type Session } from '@masterport/contract';
import { hasAnyPermission, hasPermission } from '#lib/session.ts';

/** Profile tabs that make up the account settings; any one of them shows the Settings entry. */
export const SETTINGS_PERMISSIONS: readonly PermissionKey[] = [
  'profile_id', 'profile_contacts', 'profile_access', 'profile_delivery_content', 'profile_delivery_method',
  'profile_filename', 'profile_xml_file', 'profile_traffic', 'profile_partner_studios',
];

interface Entry { to: string; label: string; icon: Icon; match: string }

export function AppNav({ session }: { session: Session }) {
  const { t } = useTranslation('app');
  const { pathname } = useLocation();

  const main: Entry[] = [
    { to: '/app/masters', match: '/app/masters', label: t('nav.masters'), icon: IconMovie },
    { to: '/app/distributions', match: '/app/distributions', label: t('nav.distributions'), icon: IconSend },
    { to: '/app/playlist', match: '/app/playlist', label: t('nav.playlists'), icon: IconPlaylist },
    { to: '/app/documents', match: '/app/documents', label: t('nav.documents'), icon: IconFileText },
  ];
  const account: Entry[] = [];
  if (hasPermission(session, 'billing')) {
    account.push({ to: '/app/user/billing', match: '/app/user/billing', label: t('nav.billing'), icon: IconReceipt2 });
  }
  if (hasAnyPermission(session, SETTINGS_PERMISSIONS)) {
    // Settings open on the first built tab the user may see; the others show what is coming.
    const first = hasPermission(session, 'profile_partner_studios') ? '/app/user/partner-studios' : '/app/user/identification';
    account.push({ to: first, match: '/app/user/', label: t('nav.settings'), icon: IconSettings });
  }

  const link = (entry: Entry) => {
    // The profile page belongs to the user menu, not to the account settings.
    const active = pathname.startsWith(entry.match) && !(entry.match === '/app/user/' && (pathname.startsWith('/app/user/profile') || pathname.startsWith('/app/user/billing')));
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
