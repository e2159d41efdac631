import { Alert, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#lib/format.ts';

/** The day the legal texts were last changed: a change to either text moves it. */
export const LEGAL_TEXTS_UPDATED_ON = '2026-11-27';

/**
 * /privacy and /terms. Their texts (locales/<language>/legal.json) are drafts for a Canadian SaaS
 * under PIPEDA and Quebec's Law 25, TO BE REVIEWED BY COUNSEL BEFORE LAUNCH: the page says so too.
 */
export function LegalPage({ document: which, language }: { document: 'privacy' | 'terms'; language: Language }) {
  const { t } = useTranslation(['legal', 'site']);
  const sections = t(`${which}.sections`, { returnObjects: true });
  return (
    <Stack gap="md" py={{ base: 'md', sm: 'xl' }} maw={760}>
      <Title order={1}>{t(`${which}.title`)}</Title>
      <Text size="sm" c="dimmed">
        {t('site:legal.updated', { date: formatDay(LEGAL_TEXTS_UPDATED_ON, language) })}
      </Text>
      <Alert variant="light" color="orange">
        {t('site:legal.draft')}
      </Alert>
      <Text size="lg">{t(`${which}.lead`)}</Text>
      {sections.map((section, index) => (
        <Stack key={section.title} gap="xs" component="section">
          <Title order={2} fz="h4">
            {index + 1}. {section.title}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
