import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PRICE_BOOK, STORAGE_CENTS_PER_GB_MONTH, type Language, type StorageItemKey } from '@masterport/contract';
import { useTranslation } from 'react-i18next';
import { SiteHeading } from './site-heading.tsx';
import { paths } from '#config/paths.ts';
import { formatCents } from '#lib/format.ts';
import { SITE_PLAN_ORDER, type SitePlan } from '../model/site-plans.ts';

const STORAGE_BANDS = Object.keys(STORAGE_CENTS_PER_GB_MONTH) as StorageItemKey[];

/** /pricing: every figure read from the price book (contract/billing/price-book.ts), none written here. */
export function PricingPage({ language }: { language: Language }) {
  const { t } = useTranslation(['site', 'common', 'plans']);
  // A price of 0 is included in the plan, except a subscription of 0: there is none. null: the plan cannot make it.
  const money = (cents: number | null, zero: string) =>
    cents === null ? t('pricing.notOffered') : cents === 0 ? zero : formatCents(cents, language);
  const discounts = SITE_PLAN_ORDER.map((plan) => PRICE_BOOK[plan].storageDiscountPercent).filter(Boolean);
  const rows: { label: string; zero: string; cents: (plan: SitePlan) => number | null }[] = [
    { label: t('pricing.subscription'), zero: t('pricing.none'), cents: (plan) => PRICE_BOOK[plan].subscriptionCents },
    {
      label: t('pricing.tvMaster'),
      zero: t('pricing.included'),
      cents: (plan) => PRICE_BOOK[plan].masterCents.PUB_TV_WEB,
    },
    {
      label: t('pricing.tvRevision'),
      zero: t('pricing.included'),
      cents: (plan) => PRICE_BOOK[plan].revisionCents.PUB_TV_WEB,
    },
    {
      label: t('pricing.webMaster'),
      zero: t('pricing.included'),
      cents: (plan) => PRICE_BOOK[plan].masterCents.PUB_WEB,
    },
    {
      label: t('pricing.radioMaster'),
      zero: t('pricing.included'),
      cents: (plan) => PRICE_BOOK[plan].masterCents.PUB_RADIO,
    },
  ];
  return (
    <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
      <SiteHeading title={t('pricing.title')} lead={t('pricing.lead')} />

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pricing-masters">
        <Title order={2} fz="h3" id="pricing-masters" mb="md">
          {t('pricing.mastersTitle')}
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table data-prices="masters" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('pricing.plan')}</Table.Th>
                {SITE_PLAN_ORDER.map((plan) => (
                  <Table.Th key={plan} scope="col" ta="right">
                    {t(`plans:${plan}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={500}>
                    {row.label}
                  </Table.Th>
                  {SITE_PLAN_ORDER.map((plan) => (
                    <Table.Td key={plan} ta="right" data-plan={plan}>
                      {money(row.cents(plan), row.zero)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row" fw={500}>
                  {t('pricing.storageDiscount')}
                </Table.Th>
                {SITE_PLAN_ORDER.map((plan) => (
                  <Table.Td key={plan} ta="right" data-plan={plan}>
                    {PRICE_BOOK[plan].storageDiscountPercent
                      ? `${PRICE_BOOK[plan].storageDiscountPercent} %`
                      : t('pricing.none')}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="pricing-storage">
        <Title order={2} fz="h3" id="pricing-storage" mb="xs">
          {t('pricing.storageTitle')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('pricing.storageLead')}
        </Text>
        <Table data-prices="storage" verticalSpacing="sm" maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('pricing.band')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('pricing.price')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {STORAGE_BANDS.map((band) => (
              <Table.Tr key={band}>
                <Table.Th scope="row" fw={500}>
                  {t(`pricing.bands.${band}`)}
                </Table.Th>
                <Table.Td ta="right" data-band={band}>
                  {formatCents(STORAGE_CENTS_PER_GB_MONTH[band], language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {discounts.length > 0 && <Text mt="md">{t('pricing.discountNote', { percent: Math.max(...discounts) })}</Text>}
      </Paper>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section">
        <Title order={2} fz="h3" mb="xs">
          {t('pricing.distributionTitle')}
        </Title>
        <Text>
          {t('pricing.distribution', { amount: formatCents(PRICE_BOOK.pay_per_use.distributionCents, language) })}
        </Text>
        <Title order={2} fz="h3" mt="lg" mb="xs">
          {t('pricing.taxesTitle')}
        </Title>
        <Text>{t('pricing.taxes')}</Text>
      </Paper>

      <Button component="a" href={paths.auth.signup.getHref()} size="md" w="fit-content">
        {t('pricing.signUp')}
      </Button>
    </Stack>
  );
}
