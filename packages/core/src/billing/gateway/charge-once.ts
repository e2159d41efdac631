import { createHash } from 'node:crypto';
import { getCardCharge, moveCardCharge, nowIso, startCardCharge, type CardCharge } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { AppError } from '../../errors.ts';
import { GatewayRefusal, GatewayUnanswered } from './gateway-answers.ts';
import { paymentGateway } from './gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** How long one call may ask the gateway before another may take the charge over (the adapter times out at 30 s). */
const LEASE_MS = 45_000;
/** How long a second call waits for the first one's answer before telling its caller to try again. */
const WAIT_FOR_OTHER_MS = 35_000;
const POLL_MS = 150;

export interface ChargeRequest {
  accountId: string;
  /** Ours, from what is paid (an invoice and its attempt): the same key is the same charge. */
  idempotencyKey: string;
  amountCents: number;
  cardToken: string;
  customerCode?: string;
  ipAddress: string;
}

export interface ChargeResult {
  transactionId: string;
  amountCents: number;
}

/**
 * Helcim's idempotency key: 25 letters and digits, derived from ours so every attempt of the same
 * charge sends the same one (a retry within its 5 minutes replays the first answer).
 */
export const gatewayKeyOf = (accountId: string, idempotencyKey: string): string =>
  createHash('sha256').update(`${accountId}\n${idempotencyKey}`).digest('hex').slice(0, 25);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settled(charge: CardCharge): ChargeResult {
  if (charge.state === 'approved')
    return { transactionId: charge.transaction_id ?? '', amountCents: charge.amount_cents };
  throw new AppError((charge.decline_code ?? 'card_declined') as never);
}

/**
 * Charges a saved card once per (account, idempotency key), however many calls come at once:
 * our record is written before the gateway is asked, so a second call waits for the first's answer
 * and answers the same. A gateway time-out or 5xx leaves the record `unknown`: the charge is
 * retryable, and the retry sends the gateway the same key and payload, which it replays instead of
 * charging again. A decline is final for the key (a new attempt of a payment takes a new key).
 */
export async function chargeOnce(
  request: ChargeRequest,
  gateway: PaymentGateway = paymentGateway(),
  now: () => number = Date.now,
): Promise<ChargeResult> {
  const db = table();
  const first: CardCharge = {
    account_id: request.accountId,
    idempotency_key: request.idempotencyKey,
    gateway_key: gatewayKeyOf(request.accountId, request.idempotencyKey),
    amount_cents: request.amountCents,
    card_token: request.cardToken,
    state: 'charging',
    lease_until: now() + LEASE_MS,
    attempt: 1,
    transaction_id: null,
    decline_code: null,
    created_on: nowIso(),
    modified_on: nowIso(),
  };
  let held: CardCharge | undefined = (await startCardCharge(db, first)) ? first : undefined;
  const waitUntil = now() + WAIT_FOR_OTHER_MS;
  while (!held) {
    const seen = await getCardCharge(db, request.accountId, request.idempotencyKey);
    if (!seen) throw new Error('card charge record vanished');
    // The same key for another charge is a caller's mistake, never a second charge.
    if (seen.amount_cents !== request.amountCents || seen.card_token !== request.cardToken)
      throw new AppError('duplicate_transaction');
    if (seen.state === 'approved' || seen.state === 'declined') return settled(seen);
    if (seen.state === 'unknown' || seen.lease_until < now()) {
      held = await moveCardCharge(
        db,
        seen,
        { state: 'charging', lease_until: now() + LEASE_MS, attempt: seen.attempt + 1 },
        nowIso(),
      );
      continue;
    }
    if (now() > waitUntil) throw new AppError('service_busy');
    await sleep(POLL_MS);
  }

  try {
    const transaction = await gateway.purchase({
      cardToken: request.cardToken,
      customerCode: request.customerCode,
      amountCents: request.amountCents,
      ipAddress: request.ipAddress,
      idempotencyKey: held.gateway_key,
    });
    await moveCardCharge(db, held, { state: 'approved', transaction_id: transaction.transactionId }, nowIso());
    return { transactionId: transaction.transactionId, amountCents: transaction.amountCents };
  } catch (error) {
    if (error instanceof GatewayRefusal) {
      await moveCardCharge(db, held, { state: 'declined', decline_code: error.code }, nowIso());
      throw new AppError(error.code, { cause: error });
    }
    // Unknown outcome: retryable with the same gateway key (GatewayUnanswered, or our own failure).
    await moveCardCharge(db, held, { state: 'unknown', lease_until: 0 }, nowIso());
    if (error instanceof GatewayUnanswered) throw new AppError(error.code, { cause: error });
    throw error;
  }
}
