import { describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import {
  ERROR_CATALOGUE,
  PLAN_PERMISSIONS,
  cancellationRouteTable,
  planRouteTable,
  type RouteDefinition,
} from '@masterport/contract';
import { ApiClient, activatedUser, lastMailTo, mailsTo } from './support/client.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';
import { operatorClient } from './support/operators.ts';
import { member } from './support/team.ts';

// A pending cancellation is set on the account item directly, as the cancellation's call will set
// it; the proration is computed here with the billing clock's today, as the API computes it.
useLocalCloudForTask();
const { createDb, getAccount, saveAccountWith } = await import('@masterport/data');
const { planChangeProration } = await import('@masterport/core/billing/plan-changes');
const db = createDb(inject('tableName'));

const a = 'user/account';

async function primaryUser(label: string) {
  const { email, password } = await activatedUser(label, 'fr');
  const client = new ApiClient({ language: 'fr' });
  const login = await client.post<{ account_id: string }>('authenticate/login', { email, password });
  return { client, email, accountId: login.body.account_id };
}

type Pending = {
  plan_key: string;
  pending_modification: { id: string; to_plan: string; status: string; proration_cents: number | null } | null;
  cancellation_pending: boolean;
};

describe('plan changes over HTTP', () => {
  it('waits for approval; the primary user alone asks and withdraws; one at a time; the plan it has is refused', async () => {
    // Prepare
    const owner = await primaryUser('plan-ask');
    const colleague = await member(owner.client, ['billing'], 'plan-member');

    // Act
    const byMember = await colleague.client.post(`${a}/change-plan`, { plan_key: 'partner_studio', effective: 'now' });
    const samePlan = await owner.client.post(`${a}/change-plan`, { plan_key: 'content_creator', effective: 'now' });
    const asked = await owner.client.post(`${a}/change-plan`, { plan_key: 'partner_studio', effective: 'month_end' });
    const again = await owner.client.post(`${a}/change-plan`, { plan_key: 'pay_per_use', effective: 'now' });
    const seenByMember = await colleague.client.get<Pending>(`${a}/pending-plan-modification`);
    const withdrawnByMember = await colleague.client.post(`${a}/cancel-pending-modification`, {});
    const withdrawn = await owner.client.post(`${a}/cancel-pending-modification`, {});
    const after = await owner.client.get<Pending>(`${a}/pending-plan-modification`);
    const withdrawnTwice = await owner.client.post(`${a}/cancel-pending-modification`, {});

    // Assess
    expect([byMember.status, byMember.body.code, byMember.body.message]).toEqual([
      400,
      'not_primary_user',
      ERROR_CATALOGUE.not_primary_user.fr,
    ]);
    expect(samePlan.body.code).toBe('plan_unchanged');
    expect(asked.body).toMatchObject({ modification: { to_plan: 'partner_studio', status: 'waiting_approval' } });
    expect(again.body.code).toBe('plan_change_pending');
    expect(seenByMember.body).toMatchObject({
      plan_key: 'content_creator',
      pending_modification: { to_plan: 'partner_studio', status: 'waiting_approval' },
      cancellation_pending: false,
    });
    expect(withdrawnByMember.body.code).toBe('not_primary_user');
    expect(withdrawn.body).toMatchObject({ modification: { status: 'withdrawn' } });
    expect(after.body.pending_modification).toBeNull();
    expect([withdrawnTwice.status, withdrawnTwice.body.code]).toEqual([404, 'no_plan_change']);
  });

  it('refuses a change while a cancellation is pending', async () => {
    // Prepare
    const owner = await primaryUser('plan-cancelling');
    const account = (await getAccount(db, owner.accountId))!;
    await saveAccountWith(
      db,
      account,
      {
        ...account,
        pending_cancellation: {
          effective: 'month_end',
          delete_data: false,
          requested_on: new Date().toISOString(),
          requested_by_user_id: account.primary_user_id,
        },
        modified_on: new Date().toISOString(),
      },
      [],
    );

    // Act
    const asked = await owner.client.post(`${a}/change-plan`, { plan_key: 'partner_studio', effective: 'now' });
    const pending = await owner.client.get<Pending>(`${a}/pending-plan-modification`);

    // Assess
    expect([asked.status, asked.body.code, asked.body.message]).toEqual([
      400,
      'plan_change_cancellation_pending',
      ERROR_CATALOGUE.plan_change_cancellation_pending.fr,
    ]);
    expect(pending.body).toMatchObject({ cancellation_pending: true, pending_modification: null });
  });

  it('takes effect when an operator approves it: the new plan and its keys, the prorated month invoiced and paid, an e-mail in French', async () => {
    // Prepare
    const owner = await primaryUser('plan-approved');
    const asked = await owner.client.post<{ modification: { id: string } }>(`${a}/change-plan`, {
      plan_key: 'partner_studio',
      effective: 'now',
    });
    const ops = await operatorClient();
    const queues = await ops.get<{ plan_changes: { account: { id: string }; change: { id: string } }[] }>(
      'ops/get-queues',
    );

    // Act
    const approved = await ops.post('ops/decide-plan-change', {
      account_id: owner.accountId,
      change_id: asked.body.modification.id,
      decision: 'approve',
    });
    const session = await owner.client.post<{ account_permissions: string[] }>('user/load-data', {});
    const invoices = await owner.client.get<{ invoices: { id: string; total_cents: number }[] }>(
      'user/account/billing/get-unpaid-invoices-list',
    );
    const paid = await owner.client.post<{ invoices: { id: string }[] }>('user/account/billing/get-invoices-list', {
      filter_by_status: 'paid',
    });
    const details = await owner.client.post<{ invoice: { lines: { item_key: string; amount_cents: number }[] } }>(
      'user/account/billing/get-invoice-details',
      { id: paid.body.invoices[0]?.id },
    );
    const summary = await ops.post<{ actions: { action: string }[]; plan_changes: { status: string }[] }>(
      'ops/get-account',
      { account_id: owner.accountId },
    );

    // Assess
    const today = new Date((await getAccount(db, owner.accountId))!.modified_on).toISOString().slice(0, 10);
    const proration = planChangeProration('content_creator', 'partner_studio', today).cents;
    expect(queues.body.plan_changes.map((entry) => entry.change.id)).toContain(asked.body.modification.id);
    expect(approved.status).toBe(200);
    expect((await getAccount(db, owner.accountId))!.plan_key).toBe('partner_studio');
    expect(session.body.account_permissions.sort()).toEqual([...PLAN_PERMISSIONS.partner_studio].sort());
    expect(invoices.body.invoices).toEqual([]);
    expect(details.body.invoice.lines).toEqual([
      expect.objectContaining({ item_key: 'PLAN_CHANGE', amount_cents: proration }),
    ]);
    expect(summary.body.actions.map((action) => action.action)).toEqual(['approve_plan_change']);
    expect(summary.body.plan_changes[0]!.status).toBe('completed');
    expect((await lastMailTo(owner.email))?.subject).toMatch(/Votre (facture|changement de forfait)/);
  });

  it('records one change when two are asked at the same moment', async () => {
    // Prepare
    const owner = await primaryUser('plan-twice');
    const ops = await operatorClient();

    // Act
    const answers = await Promise.all([
      owner.client.post(`${a}/change-plan`, { plan_key: 'partner_studio', effective: 'now' }),
      owner.client.post(`${a}/change-plan`, { plan_key: 'pay_per_use', effective: 'month_end' }),
    ]);
    const summary = await ops.post<{ plan_changes: unknown[] }>('ops/get-account', { account_id: owner.accountId });

    // Assess
    const outcomes = answers.map((answer) => (answer.status === 200 ? 'asked' : answer.body.code)).sort();
    expect(outcomes).toEqual(['asked', 'plan_change_pending']);
    expect(summary.body.plan_changes).toHaveLength(1);
  });

  it('applies a change once when two operators approve it at the same moment: one plan change, one prorated invoice, one charge', async () => {
    // Prepare
    const owner = await primaryUser('plan-approved-twice');
    const asked = await owner.client.post<{ modification: { id: string } }>(`${a}/change-plan`, {
      plan_key: 'partner_studio',
      effective: 'now',
    });
    const ops = await operatorClient();
    const decision = { account_id: owner.accountId, change_id: asked.body.modification.id, decision: 'approve' };

    // Act
    const answers = await Promise.all([
      ops.post('ops/decide-plan-change', decision),
      ops.post('ops/decide-plan-change', decision),
    ]);
    const invoices = await owner.client.post<{ invoices: unknown[] }>('user/account/billing/get-invoices-list', {});
    const summary = await ops.post<{ actions: unknown[]; plan_changes: { status: string }[] }>('ops/get-account', {
      account_id: owner.accountId,
    });
    const subjects = (await mailsTo(owner.email)).map((mail) => mail.subject);

    // Assess
    const outcomes = answers.map((answer) => (answer.status === 200 ? 'approved' : answer.body.code)).sort();
    expect(outcomes).toEqual(['approved', 'no_plan_change']);
    expect((await getAccount(db, owner.accountId))!.plan_key).toBe('partner_studio');
    expect(invoices.body.invoices).toHaveLength(1);
    expect(summary.body.actions).toHaveLength(1);
    expect(summary.body.plan_changes.map((change) => change.status)).toEqual(['completed']);
    expect(subjects.filter((subject) => subject.startsWith('Paiement reçu'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Votre facture'))).toHaveLength(1);
  });

  it('refuses an operator’s decision on a change that is not the named account’s', async () => {
    // Prepare
    const owner = await primaryUser('plan-own-change');
    const other = await primaryUser('plan-other-change');
    const ops = await operatorClient();
    const asked = await other.client.post<{ modification: { id: string } }>(`${a}/change-plan`, {
      plan_key: 'partner_studio',
      effective: 'now',
    });

    // Act
    const decided = await ops.post('ops/decide-plan-change', {
      account_id: owner.accountId,
      change_id: asked.body.modification.id,
      decision: 'approve',
    });
    const pending = await other.client.get<Pending>(`${a}/pending-plan-modification`);

    // Assess
    expect([decided.status, decided.body.code]).toEqual([404, 'no_plan_change']);
    expect(pending.body).toMatchObject({
      plan_key: 'content_creator',
      pending_modification: { status: 'waiting_approval' },
    });
  });

  it('takes no id on a plan or cancellation call, so none can name another account’s (generated from the route tables)', () => {
    // Prepare
    const routes: RouteDefinition[] = [...Object.values(planRouteTable), ...Object.values(cancellationRouteTable)];
    const shapeOf = (schema: z.ZodType | undefined) =>
      schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, z.ZodType>) : [];

    // Act
    const idTaking = routes.filter((route) =>
      [...shapeOf(route.body), ...shapeOf(route.params), ...shapeOf(route.query)].some(
        (name) => name === 'id' || /_ids?$/.test(name),
      ),
    );

    // Assess
    // Each acts on the caller's own account. A call that takes an id must be tried with another
    // account's here, as invoices.test.ts tries the billing calls'.
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(idTaking.map((route) => route.path)).toEqual([]);
  });

  it('stays as it was when an operator refuses the change, and the user is told why', async () => {
    // Prepare
    const owner = await primaryUser('plan-refused');
    const asked = await owner.client.post<{ modification: { id: string } }>(`${a}/change-plan`, {
      plan_key: 'pay_per_use',
      effective: 'month_end',
    });
    const ops = await operatorClient();

    // Act
    const withoutReason = await ops.post('ops/decide-plan-change', {
      account_id: owner.accountId,
      change_id: asked.body.modification.id,
      decision: 'refuse',
    });
    const refused = await ops.post('ops/decide-plan-change', {
      account_id: owner.accountId,
      change_id: asked.body.modification.id,
      decision: 'refuse',
      reason: 'Votre compte a des masters télé en cours.',
    });
    const pending = await owner.client.get<Pending>(`${a}/pending-plan-modification`);

    // Assess
    expect(withoutReason.body).toMatchObject({ code: 'validation_error', fields: { reason: 'required' } });
    expect(refused.status).toBe(200);
    expect(pending.body).toMatchObject({ plan_key: 'content_creator', pending_modification: null });
    const mail = await lastMailTo(owner.email);
    expect(mail?.subject).toBe('Votre changement de forfait n’a pas été approuvé');
    expect(mail?.body.text).toContain('Votre compte a des masters télé en cours.');
  });
});
