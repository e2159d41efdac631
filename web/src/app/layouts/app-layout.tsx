import { AppShell, Box, Burger, Button, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Brand } from '#components/brand.tsx';
import { FullPageLoader } from '#components/full-page-loader.tsx';
import { LanguageSwitch } from '#components/language-switch.tsx';
import { paths } from '#config/paths.ts';
import { AccountSwitcher } from '#features/account/components/account-switcher.tsx';
import { MasterCart } from '#components/master-cart.tsx';
import { UserMenu } from '#features/account/components/user-menu.tsx';
import { ApiError } from '#lib/api-client.ts';
import { errorText } from '#lib/messages.ts';
import { LOGIN_PATH } from '#lib/redirect.ts';
import { signOut } from '#lib/session-actions.ts';
import { useSession } from '#lib/session.ts';
import { useLoadSession } from '../use-load-session.ts';
import { AppNav } from './app-nav.tsx';

// The app's page routes travel with its frame, in one file: router.tsx adds them to the route table
// on the first visit to /app, and the frame's chunk is the one that visit needs first anyway.
export { APP_PAGE_ROUTES } from '../app-routes.tsx';

/** The signed-in frame (UI.md): left navigation, a top bar with account, language and user menus. */
export function AppLayout() {
  const { t } = useTranslation(['app', 'common']);
  const session = useSession();
  const { error, retry } = useLoadSession();
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // The mobile navigation closes once the user has picked a page.
  useEffect(() => closeNav(), [pathname, closeNav]);

  if (!session) {
    if (!error || (error instanceof ApiError && error.handled)) return <FullPageLoader />;
    return (
      <Center mih="100dvh" p="md">
        <Paper withBorder p="xl" maw={440}>
          <Stack align="center" ta="center">
            <IconCloudOff size={40} aria-hidden color="var(--mantine-color-dimmed)" />
            <Title order={1} fz={22}>
              {t('load.title')}
            </Title>
            <Text c="dimmed">{errorText(error)}</Text>
            <Group>
              <Button onClick={retry}>{t('common:actions.retry')}</Button>
              <Button
                variant="default"
                onClick={async () => {
                  await signOut();
                  await navigate(LOGIN_PATH);
                }}
              >
                {t('userMenu.signOut')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    );
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding={0}
    >
      <a href="#main" className="mp-skip-link">
        {t('skipToContent')}
      </a>
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              aria-expanded={navOpened}
            />
            <Brand to={paths.app.masters.getHref()} compact />
          </Group>
          <Group gap={6} wrap="nowrap">
            <MasterCart />
            <AccountSwitcher />
            <LanguageSwitch />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppNav session={session} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="var(--mp-page-bg)" style={{ outline: 'none' }}>
        <Box px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
          <Container size="xl" px={0}>
            <Outlet />
          </Container>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
