import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChecklist, IconCloudUpload, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '#config/paths.ts';
import { HOME_AFTER_SIGN_IN } from '#lib/redirect.ts';
import { isSignedIn } from '#lib/session.ts';
import { usePageTitle } from '#lib/use-page-title.ts';

/** A plain landing page; the marketing site (pricing, features...) comes later. */
export function HomePage() {
  const { t } = useTranslation('site');
  usePageTitle(t('home.pageTitle'));
  const signedIn = isSignedIn();
  const steps = [
    { icon: IconCloudUpload, title: t('home.steps.upload'), text: t('home.steps.uploadText') },
    { icon: IconChecklist, title: t('home.steps.check'), text: t('home.steps.checkText') },
    { icon: IconSend, title: t('home.steps.deliver'), text: t('home.steps.deliverText') },
  ];
  return (
    <Stack gap={48} py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg" maw={720}>
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t('home.eyebrow')}
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
          {t('home.title')}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={600}>
          {t('home.lead')}
        </Text>
        <Group gap="sm">
          {signedIn ? (
            <Button component={Link} to={HOME_AFTER_SIGN_IN} size="md">
              {t('home.open')}
            </Button>
          ) : (
            <>
              <Button component={Link} to={paths.auth.login.getHref()} size="md">
                {t('home.signIn')}
              </Button>
              <Button component={Link} to={paths.auth.signup.getHref()} size="md" variant="default">
                {t('home.create')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {steps.map((step) => {
          const StepIcon = step.icon;
          return (
            <Paper key={step.title} component="li" withBorder p="lg">
              <ThemeIcon variant="light" size={44} radius="md" mb="md">
                <StepIcon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="lg" mb={6}>
                {step.title}
              </Title>
              <Text c="dimmed" size="sm">
                {step.text}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
