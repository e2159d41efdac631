import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { Language } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { MASTER_TUTORIAL_STEPS, TUTORIAL_IMAGE_SIZE, tutorialImagePath } from '../model/master-tutorial.ts';
import { SiteHeading } from './site-heading.tsx';

/** /tutorials/masters: the steps of making a master, each with a screenshot of the product in this language. */
export function MasterTutorialPage({ language }: { language: Language }) {
  const { t } = useTranslation('site');
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <SiteHeading title={t('tutorial.title')} lead={t('tutorial.lead')} />
      <Stack component="ol" gap="xl" p={0} m={0} style={{ listStyle: 'none' }}>
        {MASTER_TUTORIAL_STEPS.map((step, index) => (
          <Stack component="li" key={step} gap="sm" maw={TUTORIAL_IMAGE_SIZE.width}>
            <Title order={2} fz="h3">
              {t('tutorial.stepNumber', { number: index + 1 })} {t(`tutorial.steps.${step}.title`)}
            </Title>
            <Text>{t(`tutorial.steps.${step}.text`)}</Text>
            <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
              {/* Width and height given, so the page does not move as each picture arrives. */}
              <Image
                src={tutorialImagePath(language, step)}
                alt={t(`tutorial.steps.${step}.alt`)}
                width={TUTORIAL_IMAGE_SIZE.width}
                height={TUTORIAL_IMAGE_SIZE.height}
                h="auto"
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </Paper>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
