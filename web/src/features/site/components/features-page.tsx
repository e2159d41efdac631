import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteHeading } from './site-heading.tsx';

const FEATURES = ['qc', 'versions', 'delivery', 'captions', 'sharing', 'storage', 'teams', 'languages'] as const;

/** /features: what the product does, one card per area. */
export function FeaturesPage() {
  const { t } = useTranslation('site');
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <SiteHeading title={t('features.title')} lead={t('features.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {FEATURES.map((feature) => (
          <Paper key={feature} withBorder p="lg" component="section">
            <Title order={2} fz="lg" mb={6}>
              {t(`features.items.${feature}.title`)}
            </Title>
            <Text c="dimmed">{t(`features.items.${feature}.text`)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
