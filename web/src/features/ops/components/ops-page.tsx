import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  PasswordInput,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  maxLengthOf,
  operatorReasonField,
  type OperatorAccountRow,
  type operatorAccountSummaryResponse,
} from '@masterport/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageHeader } from '#components/page-header.tsx';
import { formatCents, formatDay } from '#lib/format.ts';
import { notifyFailure } from '#lib/messages.ts';
import {
  accountSummary,
  decideAccount,
  decidePlanChange,
  operatorSignIn,
  operatorSignOut,
  searchAccounts,
  useOperatorQueues,
} from '../api/operators.ts';

type Summary = z.infer<typeof operatorAccountSummaryResponse>;
/** What a refusal is about: an account waiting for approval, or one of its plan changes. */
type Refusal = { account: OperatorAccountRow; changeId?: string };

const day = (iso: string | null, language: string) => (iso ? formatDay(iso.slice(0, 10), language) : '—');

/**
 * `/ops`, the operators' console (ours; docs/billing.md "Operators"): its own sign-in, then what
 * waits for an operator (accounts to approve, plan changes, overdue accounts, cancellations),
 * approve or refuse with a reason, and a read-only look-up of an account.
 */
export function OpsPage() {
  const { t } = useTranslation('ops');
  const queues = useOperatorQueues();
  const signedOut = queues.error?.status === 401 || queues.error?.status === 403;
  return (
    <>
      <PageHeader
        title={t('title')}
        action={
          queues.data && (
            <Button variant="default" onClick={() => operatorSignOut().catch(notifyFailure)}>
              {t('signOut')}
            </Button>
          )
        }
      />
      {signedOut ? <OperatorSignIn forbidden={queues.error?.status === 403} /> : <Console />}
    </>
  );
}

function OperatorSignIn({ forbidden }: { forbidden: boolean }) {
  const { t } = useTranslation('ops');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await operatorSignIn(email, password).catch(notifyFailure);
    setBusy(false);
  };
  return (
    <Paper withBorder p="lg" maw={420}>
      <form onSubmit={submit} aria-label={t('signIn.title')}>
        <Stack>
          <Title order={2} fz="lg">
            {t('signIn.title')}
          </Title>
          {forbidden && <Text c="red">{t('signIn.forbidden')}</Text>}
          <TextInput
            label={t('signIn.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          <PasswordInput
            label={t('signIn.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Button type="submit" loading={busy}>
            {t('signIn.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function AccountCell({ account }: { account: OperatorAccountRow }) {
  const { t } = useTranslation(['ops', 'common', 'plans']);
  return (
    <div>
      <Text fw={600}>{account.name}</Text>
      <Text size="sm" c="dimmed">
        {t(`plans:${account.plan_key}`)} · {account.primary_email ?? '—'}
      </Text>
    </div>
  );
}

function Console() {
  const { t, i18n } = useTranslation(['ops', 'common', 'errors', 'plans']);
  const { data } = useOperatorQueues();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [reason, setReason] = useState('');
  if (!data) return <Skeleton height={240} radius="md" />;

  const approve = (account: OperatorAccountRow, changeId?: string) =>
    (changeId ? decidePlanChange(account.id, changeId, 'approve') : decideAccount(account.id, 'approve')).catch(
      notifyFailure,
    );
  const refuse = async () => {
    if (!refusal) return;
    try {
      if (refusal.changeId) await decidePlanChange(refusal.account.id, refusal.changeId, 'refuse', reason);
      else await decideAccount(refusal.account.id, 'refuse', reason);
      setRefusal(null);
      setReason('');
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  const decisions = (account: OperatorAccountRow, changeId?: string) => (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" onClick={() => approve(account, changeId)}>
        {t('approve')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setRefusal({ account, changeId })}>
        {t('refuse')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="xl">
      <Section title={t('queues.waiting')} empty={!data.waiting_approval.length}>
        {data.waiting_approval.map((account) => (
          <QueueRow key={account.id}>
            <QueueCell main>
              <AccountCell account={account} />
            </QueueCell>
            <QueueCell>{day(account.since, i18n.language)}</QueueCell>
            <QueueCell>{decisions(account)}</QueueCell>
          </QueueRow>
        ))}
      </Section>
      <Section title={t('queues.planChanges')} empty={!data.plan_changes.length}>
        {data.plan_changes.map(({ account, change }) => (
          <QueueRow key={change.id}>
            <QueueCell main>
              <AccountCell account={account} />
              <Text size="sm">
                {t('planChange', {
                  from: t(`plans:${change.from_plan}`),
                  to: t(`plans:${change.to_plan}`),
                })}{' '}
                · {t(`effective.${change.effective}`)}
              </Text>
            </QueueCell>
            <QueueCell>{day(change.requested_on, i18n.language)}</QueueCell>
            <QueueCell>{decisions(account, change.id)}</QueueCell>
          </QueueRow>
        ))}
      </Section>
      <Section title={t('queues.overdue')} empty={!data.overdue.length}>
        {data.overdue.map(({ account, oldest_due_on, unpaid_cents }) => (
          <QueueRow key={account.id}>
            <QueueCell main>
              <AccountCell account={account} />
            </QueueCell>
            <QueueCell>{t('dueSince', { day: formatDay(oldest_due_on, i18n.language) })}</QueueCell>
            <QueueCell>{formatCents(unpaid_cents, i18n.language)}</QueueCell>
          </QueueRow>
        ))}
      </Section>
      <Section title={t('queues.failedPayments')} empty={!data.failed_payments.length}>
        {data.failed_payments.map(({ account, invoice }) => (
          <QueueRow key={invoice.id}>
            <QueueCell main>
              <AccountCell account={account} />
            </QueueCell>
            <QueueCell>
              <Text size="sm">
                {t('failedInvoice', {
                  number: invoice.number,
                  amount: formatCents(invoice.total_cents, i18n.language),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('dueOn', { day: formatDay(invoice.due_on, i18n.language) })}
              </Text>
            </QueueCell>
            <QueueCell>
              <Text size="sm">
                {t(`errors:${invoice.last_decline_code}`, { defaultValue: invoice.last_decline_code })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('attempts', { count: invoice.payment_attempts, day: day(invoice.last_try_on, i18n.language) })}
              </Text>
            </QueueCell>
          </QueueRow>
        ))}
      </Section>
      <Section title={t('queues.cancellations')} empty={!data.cancellations.length}>
        {data.cancellations.map((account) => (
          <QueueRow key={account.id}>
            <QueueCell main>
              <AccountCell account={account} />
            </QueueCell>
            <QueueCell>{day(account.since, i18n.language)}</QueueCell>
            <QueueCell>
              <Badge variant="light">{t(`states.${account.list_state ?? 'active'}`)}</Badge>
            </QueueCell>
          </QueueRow>
        ))}
      </Section>
      <AccountLookup />
      <Modal opened={refusal !== null} onClose={() => setRefusal(null)} title={t('refusal.title')}>
        <Stack>
          <Text>{refusal?.account.name}</Text>
          <Textarea
            label={t('refusal.reason')}
            description={t('refusal.reasonHelp')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={maxLengthOf(operatorReasonField())}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRefusal(null)}>
              {t('refusal.back')}
            </Button>
            <Button color="red" disabled={!reason.trim()} onClick={refuse}>
              {t('refuse')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * One entry of a list: its cells side by side on a wide screen, wrapping under each other on a phone
 * (a table would scroll sideways there and hide the decisions at its right).
 */
function QueueRow({ children }: { children: React.ReactNode }) {
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="center" gap="sm">
        {children}
      </Group>
    </Paper>
  );
}

/** A cell of an entry: the main one (the account) takes the room left; the others their text's width. */
function QueueCell({ main, children }: { main?: boolean; children: React.ReactNode }) {
  return (
    <Box flex={main ? '1 1 240px' : '0 1 auto'} miw={0}>
      {children}
    </Box>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('ops');
  return (
    <section aria-label={title}>
      <Title order={2} fz="lg" mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {children}
        </Stack>
      )}
    </section>
  );
}

function AccountLookup() {
  const { t, i18n } = useTranslation(['ops', 'common', 'billing']);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<OperatorAccountRow[] | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setFound((await searchAccounts(query)).accounts);
      setSummary(null);
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  const open = async (accountId: string) => {
    try {
      setSummary(await accountSummary(accountId));
    } catch (failure) {
      notifyFailure(failure);
    }
  };
  return (
    <section aria-label={t('lookup.title')}>
      <Title order={2} fz="lg" mb="xs">
        {t('lookup.title')}
      </Title>
      <form onSubmit={search}>
        <Group align="flex-end">
          <TextInput
            label={t('lookup.query')}
            description={t('lookup.help')}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            required
            flex="1 1 260px"
          />
          <Button type="submit">{t('lookup.search')}</Button>
        </Group>
      </form>
      {found && !found.length && (
        <Text c="dimmed" mt="sm">
          {t('lookup.none')}
        </Text>
      )}
      {found?.map((account) => (
        <Button key={account.id} variant="subtle" mt="xs" onClick={() => open(account.id)}>
          {account.name}
        </Button>
      ))}
      {summary && (
        <Paper withBorder p="md" mt="md" aria-label={summary.account.name}>
          <Stack gap="xs">
            <AccountCell account={summary.account} />
            <Text>
              {t('lookup.status')}: {t(`states.${summary.account.list_state ?? 'active'}`)}
            </Text>
            <Text>
              {t('lookup.balance')}: {formatCents(summary.balance_cents, i18n.language)}
            </Text>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-label={t('lookup.invoices')}>
                <Table.Tbody>
                  {summary.invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{invoice.number}</Table.Td>
                      <Table.Td>{formatDay(invoice.issued_on, i18n.language)}</Table.Td>
                      <Table.Td>{formatCents(invoice.total_cents, i18n.language)}</Table.Td>
                      <Table.Td>{t(`invoiceStatus.${invoice.status}`)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {summary.actions.map((action) => (
              <Text key={action.at} size="sm" c="dimmed">
                {day(action.at, i18n.language)} · {action.operator_name} · {t(`actions.${action.action}`)}
                {action.reason ? ` · ${action.reason}` : ''}
              </Text>
            ))}
          </Stack>
        </Paper>
      )}
    </section>
  );
}
