import { Avatar, Box, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { LOGIN_PATH } from '#lib/redirect.ts';
import { signOut } from '#lib/session-actions.ts';
import { useSession } from '#lib/session.ts';

export function UserMenu() {
  const { t } = useTranslation('app');
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const { first_name: first, last_name: last, email } = session.user_profile;
  const initials = `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu.label')} style={{ borderRadius: '50%' }}>
          <Avatar radius="xl" color="brand" variant="light" aria-hidden>
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={8}>
          <Text fw={600} size="sm" truncate>
            {first} {last}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.app.profile.getHref()}
          leftSection={<IconUserCircle size={18} aria-hidden />}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={async () => {
            await signOut();
            await navigate(LOGIN_PATH, { replace: true });
          }}
        >
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
