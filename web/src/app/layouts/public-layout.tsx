import { Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Brand } from '#components/brand.tsx';
import { LanguageSwitch } from '#components/language-switch.tsx';

/** Pages without the app frame: the landing page, sign-in, sign-up, password and status pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }} bg="var(--mp-page-bg)">
      <Box component="header" py="md" px={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" wrap="nowrap">
          <Brand />
          <LanguageSwitch />
        </Group>
      </Box>
      <Box component="main" id="main" flex={1} px={{ base: 'md', sm: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" py="lg" px="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Box>
    </Box>
  );
}
