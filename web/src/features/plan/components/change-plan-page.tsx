import { Alert, Button, Group, Modal, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PlanChangeEffective, PlanKey } from '@masterport/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '#components/page-header.tsx';
import { notifyFailure } from '#lib/messages.ts';
import { notify } from '#lib/notify.ts';
import { useSession } from '#lib/session.ts';
import { changePlan, usePendingPlanModification, withdrawPlanChange } from '../api/plan-modification.ts';
import { PlanComparison } from './plan-comparison.tsx';

/**
 * `/app/change-plan` (seed 000 §4, docs/billing.md "Plan changes"): the plans compared from the
 * price book, the account's own marked; the primary user asks for another, now or at the month's
 * end, and sees it wait for approval, with a way to withdraw it. A pending cancellation blocks it.
 */
export function ChangePlanPage() {
  const { t } = useTranslation(['plan', 'common', 'plans']);
  const session = useSession();
  const isPrimary = !!session?.user_permissions.includes('primary_user');
  const { data, error, mutate } = usePendingPlanModification();
  const [chosen, setChosen] = useState<PlanKey | null>(null);
  const [effective, setEffective] = useState<PlanChangeEffective>('month_end');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(done);
      setChosen(null);
    } catch (failure) {
      notifyFailure(failure);
      // Seed 000 §8: on a not-found answer the plan data reloads.
      await mutate();
    } finally {
      setBusy(false);
    }
  };

  const pending = data?.pending_modification;
  const blocked = !!data?.cancellation_pending;
  return (
    <>
      <PageHeader title={t('plan:title')} description={t('plan:description')} />
      {!data && !error && <Skeleton height={240} radius="md" />}
      {data && (
        <Stack gap="lg">
          <Text>{t('plan:current', { plan: t(`plans:${data.plan_key}`) })}</Text>
          {blocked && (
            <Alert color="yellow" title={t('plan:blocked.title')}>
              {t('plan:blocked.text')}
            </Alert>
          )}
          {pending && (
            <Paper withBorder p="md" aria-label={t('plan:pending.title')}>
              <Stack gap="xs">
                <Title order={2} fz="lg">
                  {t('plan:pending.title')}
                </Title>
                <Text>
                  {t(`plan:pending.${pending.status === 'approved' ? 'approved' : 'waiting'}`, {
                    plan: t(`plans:${pending.to_plan}`),
                  })}
                </Text>
                <Text c="dimmed">{t(`plan:effective.${pending.effective}`)}</Text>
                {isPrimary && (
                  <Group>
                    <Button
                      variant="default"
                      loading={busy}
                      onClick={() => run(withdrawPlanChange, t('plan:pending.withdrawn'))}
                    >
                      {t('plan:pending.withdraw')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          )}
          {!isPrimary && <Text c="dimmed">{t('plan:primaryOnly')}</Text>}
          <PlanComparison
            current={data.plan_key}
            onChoose={isPrimary && !pending && !blocked ? (plan) => setChosen(plan) : undefined}
          />
          <Text size="sm" c="dimmed">
            {t('plan:prorationNote')}
          </Text>
        </Stack>
      )}
      <Modal
        opened={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen ? t('plan:ask.title', { plan: t(`plans:${chosen}`) }) : ''}
      >
        {chosen && data && (
          <Stack>
            <Radio.Group
              value={effective}
              onChange={(value) => setEffective(value as PlanChangeEffective)}
              label={t('plan:ask.when')}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="month_end" label={t('plan:effective.month_end')} />
                <Radio value="now" label={t('plan:effective.now')} />
              </Stack>
            </Radio.Group>
            <Text size="sm">{t('plan:ask.approval')}</Text>
            {effective === 'now' && (
              <Text size="sm" c="dimmed">
                {t('plan:ask.nowNote')}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setChosen(null)}>
                {t('plan:ask.back')}
              </Button>
              <Button
                loading={busy}
                onClick={() => run(() => changePlan({ plan_key: chosen, effective }), t('plan:ask.sent'))}
              >
                {t('plan:ask.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
