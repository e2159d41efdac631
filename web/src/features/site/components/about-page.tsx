import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SiteHeading } from './site-heading.tsx';

/** /about: who Masterport is for and why it exists. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const paragraphs = t('about.paragraphs', { returnObjects: true });
  return (
    <Stack gap="md" py={{ base: 'md', sm: 'xl' }} maw={720}>
      <SiteHeading title={t('about.title')} lead={t('about.lead')} />
      {paragraphs.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
    </Stack>
  );
}
