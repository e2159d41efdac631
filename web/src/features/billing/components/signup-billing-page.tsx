import { Button, Group, Paper, Skeleton, Stack, Stepper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuilding, IconCreditCard, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { FormAlert } from '#components/form-alert.tsx';
import { RequirePermission } from '#components/restricted.tsx';
import { paths } from '#config/paths.ts';
import { usePageTitle } from '#lib/use-page-title.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';
import { useSignupInvoice } from '../api/get-signup-invoice.ts';
import { formatCents } from '#lib/format.ts';
import { AddCardModal } from './add-card-modal.tsx';
import { BillingLineLabel } from './billing-line-label.tsx';

/**
 * Sign-up's third step, billing (seed 000: "user, account, billing"; docs/billing.md, "Payment
 * gates"). The user confirmed the e-mail and signed in: a plan that needs a card adds one through
 * the gateway's form (the add-card dialog the billing page uses), then sees the sign-up invoice; a
 * plan that needs none goes straight to the masters.
 */
export function SignupBillingPage() {
  return (
    <RequirePermission keys={['billing']}>
      <SignupBilling />
    </RequirePermission>
  );
}

function SignupBilling() {
  const { t, i18n } = useTranslation(['app', 'auth']);
  usePageTitle(t('status.signupBilling.title'));
  const [adding, setAdding] = useState(false);
  // On a phone the three labels do not fit one line: the steps done show their icon only.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const methods = usePaymentMethods();
  const hasCard = (methods.data?.payment_methods_list.length ?? 0) > 0;
  const invoice = useSignupInvoice(hasCard);
  const home = paths.app.masters.getHref();
  if (methods.data && !methods.data.card_required) return <Navigate to={home} replace />;
  const money = (cents: number) => formatCents(cents, i18n.language);
  return (
    <Paper withBorder p={{ base: 'lg', sm: 40 }} mt={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <Stepper active={hasCard ? 3 : 2} size="sm" aria-label={t('auth:signup.progress')}>
          <Stepper.Step
            label={phone ? undefined : t('auth:signup.steps.user')}
            aria-label={t('auth:signup.steps.user')}
            icon={<IconUser size={18} aria-hidden />}
          />
          <Stepper.Step
            label={phone ? undefined : t('auth:signup.steps.account')}
            aria-label={t('auth:signup.steps.account')}
            icon={<IconBuilding size={18} aria-hidden />}
          />
          <Stepper.Step label={t('auth:signup.steps.billing')} icon={<IconCreditCard size={18} aria-hidden />} />
        </Stepper>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {t('status.signupBilling.title')}
        </Title>
        <FormAlert error={methods.error ?? invoice.error} />
        {!methods.data ? (
          <Skeleton height={96} radius="md" />
        ) : !hasCard ? (
          <>
            <Text c="dimmed">{t('status.signupBilling.cardText')}</Text>
            <Group>
              <Button leftSection={<IconCreditCard size={18} aria-hidden />} onClick={() => setAdding(true)}>
                {t('status.signupBilling.addCard')}
              </Button>
            </Group>
          </>
        ) : !invoice.data ? (
          <Skeleton height={160} radius="md" />
        ) : (
          <>
            <Text c="dimmed">{t('status.signupBilling.invoiceText')}</Text>
            <Table verticalSpacing="xs" aria-label={t('status.signupBilling.invoiceLabel')}>
              <Table.Tbody>
                {invoice.data.lines.map((line) => (
                  <Table.Tr key={line.item_key}>
                    <Table.Td>
                      <BillingLineLabel line={line} />
                    </Table.Td>
                    <Table.Td ta="right">
                      {t('status.signupBilling.perMonth', { amount: money(line.amount_cents) })}
                    </Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={600}>{t('status.signupBilling.dueNow')}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {money(invoice.data.due_now_cents)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group>
              <Button component={Link} to={home} replace>
                {t('status.signupBilling.start')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
