import { Badge, Blockquote, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { PRICE_BOOK, SITE_STATISTICS, sitePagePath, type Language } from '@masterport/contract';
import { IconChecklist, IconCloudUpload, IconCopy, IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#config/paths.ts';
import { formatCents } from '#lib/format.ts';
import { SITE_CLAIMS, SITE_TESTIMONIALS } from '../model/site-claims.ts';
import { SITE_PLAN_ORDER } from '../model/site-plans.ts';
import { showSiteStatistics, STATISTIC_ATTRIBUTE } from '../scripts/site-statistics.ts';

/**
 * The home page (/ and /fr/): what Masterport does and for whom, the path of a master, the platform's
 * counters (filled in the browser from `GET statistics`, the space kept so nothing moves), the plans
 * from the price book, and the claims and testimonials an operator configured (none by default).
 */
export function LandingPage({ language }: { language: Language }) {
  const { t } = useTranslation(['site', 'common', 'plans']);
  // In the app (a link to the home page followed inside it), the counters are filled here; the
  // prerendered page runs the same function as its only script.
  useEffect(() => showSiteStatistics(language), [language]);
  const steps = [
    { icon: IconCloudUpload, title: t('landing.path.upload'), text: t('landing.path.uploadText') },
    { icon: IconChecklist, title: t('landing.path.check'), text: t('landing.path.checkText') },
    { icon: IconCopy, title: t('landing.path.versions'), text: t('landing.path.versionsText') },
    { icon: IconSend, title: t('landing.path.stations'), text: t('landing.path.stationsText') },
  ];
  return (
    <Stack gap={56} py={{ base: 'md', sm: 48 }}>
      <Stack gap="lg" maw={760}>
        <Badge variant="light" size="lg" radius="sm" w="fit-content">
          {t('landing.eyebrow')}
        </Badge>
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1} style={{ letterSpacing: '-0.02em' }}>
          {t('landing.title')}
        </Title>
        <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed" maw={640}>
          {t('landing.lead')}
        </Text>
        <Group gap="sm">
          <Button component="a" href={paths.auth.signup.getHref()} size="md">
            {t('landing.signUp')}
          </Button>
          <Button component="a" href={sitePagePath('pricing', language)} size="md" variant="default">
            {t('landing.pricing')}
          </Button>
        </Group>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="landing-path">
        <Title order={2} id="landing-path">
          {t('landing.pathTitle')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {steps.map((step) => {
            const StepIcon = step.icon;
            return (
              <Paper key={step.title} component="li" withBorder p="lg">
                <ThemeIcon variant="light" size={44} radius="md" mb="md">
                  <StepIcon size={24} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
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

      <Stack gap="md" component="section" aria-labelledby="landing-numbers">
        <Title order={2} id="landing-numbers">
          {t('landing.numbersTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="dl" style={{ margin: 0 }}>
          {SITE_STATISTICS.map((name) => (
            <Paper key={name} withBorder p="lg" style={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Text component="dt" c="dimmed">
                {t(`landing.numbers.${name}`)}
              </Text>
              <Text component="dd" m={0} fz={36} fw={700} lh={1.2} c="brand.9" {...{ [STATISTIC_ATTRIBUTE]: name }}>
                {t('statisticsMissing')}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="landing-plans">
        <Title order={2} id="landing-plans">
          {t('landing.plansTitle')}
        </Title>
        <Text c="dimmed">{t('landing.plansLead')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {SITE_PLAN_ORDER.map((plan) => {
            const prices = PRICE_BOOK[plan];
            return (
              <Paper key={plan} withBorder p="lg">
                <Title order={3} fz="lg" mb={6}>
                  {t(`plans:${plan}`)}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {t(`plansText.${plan}`)}
                </Text>
                <Text fw={600}>
                  {prices.subscriptionCents
                    ? t('landing.perMonth', { amount: formatCents(prices.subscriptionCents, language) })
                    : t('landing.noSubscription')}
                </Text>
                {prices.masterCents.PUB_TV_WEB !== null && (
                  <Text size="sm">
                    {t('landing.tvMaster', { amount: formatCents(prices.masterCents.PUB_TV_WEB, language) })}
                  </Text>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
        <Button component="a" href={sitePagePath('pricing', language)} variant="default" w="fit-content">
          {t('landing.plansLink')}
        </Button>
      </Stack>

      {(SITE_CLAIMS.length > 0 || SITE_TESTIMONIALS.length > 0) && (
        <Stack gap="md" component="section" aria-labelledby="landing-claims">
          <Title order={2} id="landing-claims">
            {t('landing.claimsTitle')}
          </Title>
          {SITE_CLAIMS.map((claim) => (
            <Text key={claim.en} fw={600}>
              {claim[language]}
            </Text>
          ))}
          {SITE_TESTIMONIALS.map((testimonial) => (
            <Blockquote key={testimonial.name} cite={`${testimonial.name}, ${testimonial.role[language]}`}>
              {testimonial.quote[language]}
            </Blockquote>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
