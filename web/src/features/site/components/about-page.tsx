import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /about: who Masterport is for and why it exists. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const paragraphs = t('about.paragraphs', { returnObjects: true });
  return (
    <Stack gap="md" py={{ base: 'md', sm: 'xl' }} maw={720}>
      <Title order={1}>{t('about.title')}</Title>
      <Text size="lg" c="dimmed">
        {t('about.lead')}
      </Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
