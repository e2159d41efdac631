import { Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PLAN_KEYS, PRICE_BOOK, type PlanKey } from '@masterport/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#lib/format.ts';

/** A price as the comparison says it: the amount, "included" when free, "not offered" when the plan has none. */
function priceText(cents: number | null, language: string, words: { free: string; none: string }) {
  if (cents === null) return words.none;
  return cents === 0 ? words.free : formatCents(cents, language);
}

/**
 * The plans side by side, read from the price book (never a price written twice): the monthly
 * subscription, a TV master, a web or radio master and the storage discount. The current plan is
 * marked; the others offer `onChoose` when given.
 */
export function PlanComparison({ current, onChoose }: { current: PlanKey; onChoose?: (plan: PlanKey) => void }) {
  const { t, i18n } = useTranslation(['plan', 'common', 'plans']);
  const words = { free: t('plan:compare.included'), none: t('plan:compare.notOffered') };
  const rows: { label: string; value: (plan: PlanKey) => string }[] = [
    {
      label: t('plan:compare.subscription'),
      value: (plan) =>
        PRICE_BOOK[plan].subscriptionCents
          ? t('plan:compare.perMonth', { price: formatCents(PRICE_BOOK[plan].subscriptionCents, i18n.language) })
          : t('plan:compare.noSubscription'),
    },
    {
      label: t('plan:compare.tvMaster'),
      value: (plan) => priceText(PRICE_BOOK[plan].masterCents.PUB_TV_WEB, i18n.language, words),
    },
    {
      label: t('plan:compare.webMaster'),
      value: (plan) => priceText(PRICE_BOOK[plan].masterCents.PUB_WEB, i18n.language, words),
    },
    {
      label: t('plan:compare.radioMaster'),
      value: (plan) => priceText(PRICE_BOOK[plan].masterCents.PUB_RADIO, i18n.language, words),
    },
    {
      label: t('plan:compare.storageDiscount'),
      value: (plan) => (PRICE_BOOK[plan].storageDiscountPercent ? `${PRICE_BOOK[plan].storageDiscountPercent} %` : '—'),
    },
  ];
  const choice = (plan: PlanKey) =>
    plan === current ? (
      <strong>{t('plan:compare.current')}</strong>
    ) : (
      onChoose && (
        <Button size="xs" variant="light" onClick={() => onChoose(plan)}>
          {t('plan:compare.choose', { plan: t(`plans:${plan}`) })}
        </Button>
      )
    );
  return (
    <>
      {/* On a phone, one card per plan: four plans side by side would scroll sideways. */}
      <Stack hiddenFrom="sm" gap="sm" aria-label={t('plan:compare.title')}>
        {PLAN_KEYS.map((plan) => (
          <Paper key={plan} withBorder p="md" component="section" aria-label={t(`plans:${plan}`)}>
            <Stack gap="xs" align="flex-start">
              <Title order={3} fz="md">
                {t(`plans:${plan}`)}
              </Title>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} w="100%">
                {rows.map((row) => (
                  <Fragment key={row.label}>
                    <Text size="sm" c="dimmed">
                      {row.label}
                    </Text>
                    <Text size="sm">{row.value(plan)}</Text>
                  </Fragment>
                ))}
              </SimpleGrid>
              {choice(plan)}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table withTableBorder aria-label={t('plan:compare.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {PLAN_KEYS.map((plan) => (
                <Table.Th key={plan} scope="col">
                  {t(`plans:${plan}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {PLAN_KEYS.map((plan) => (
                  <Table.Td key={plan}>{row.value(plan)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td />
              {PLAN_KEYS.map((plan) => (
                <Table.Td key={plan}>{choice(plan)}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
