import { Box, Button, Container, Group } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { Brand } from '#components/brand.tsx';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { AccountSwitcher } from '#features/account/components/account-switcher.tsx';
import { LOGIN_PATH } from '#lib/redirect.ts';
import { signOut } from '#lib/session-actions.ts';

/**
 * Pages the API sends a signed-in user to when the account cannot be used (402: waiting approval,
 * payment overdue or missing, cancelled). No app frame: its calls would answer the same 402.
 */
export function AccountStateLayout() {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Box mih="100dvh" bg="var(--mp-page-bg)">
      <Box component="header" py="md" px={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" wrap="nowrap">
          <Brand compact />
          <Group gap="xs" wrap="nowrap">
            <AccountSwitcher />
            <LanguageSwitch />
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconLogout size={18} aria-hidden />}
              aria-label={t('userMenu.signOut')}
              onClick={async () => {
                await signOut();
                await navigate(LOGIN_PATH, { replace: true });
              }}
            >
              {/* On a phone the icon alone: "Se déconnecter" beside the switches is wider than the screen. */}
              <Box component="span" visibleFrom="xs">
                {t('userMenu.signOut')}
              </Box>
            </Button>
          </Group>
        </Group>
      </Box>
      <Box component="main" id="main" px={{ base: 'md', sm: 'xl' }} py="xl">
        <Container size="sm" px={0}>
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
