import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { usePageTitle } from '#lib/use-page-title.ts';

/** /404: every unknown path lands here (seed 000 §2). */
export function NotFoundPage() {
  const { t } = useTranslation('site');
  usePageTitle(t('notFound.title'));
  return (
    <Paper withBorder p={{ base: 'lg', sm: 48 }} maw={560} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <Stack align="center" ta="center" gap="md">
        <Text fw={800} fz={72} lh={1} c="brand.2" aria-hidden>
          404
        </Text>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to={paths.home.getHref()} mt="sm">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
