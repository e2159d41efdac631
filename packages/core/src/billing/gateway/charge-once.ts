import { createHash } from 'node:crypto';
import { getCardCharge, moveCardCharge, nowIso, startCardCharge, type CardCharge } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { AppError } from '../../errors.ts';
import { GatewayRefusal } from './gateway-answers.ts';
import { paymentGateway } from './gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * The API's Lambdas stop at 29 s: the gateway is asked for at most GATEWAY_TIMEOUT_MS (20 s), a
 * second call waits at most 20 s for the first one's answer, and a charge's lease outlives the
 * Lambda that holds it, so a killed call's charge is taken over, never run twice at once.
 */
const LEASE_MS = 35_000;
const WAIT_FOR_OTHER_MS = 20_000;
/**
 * The gateway remembers an idempotency key for 5 minutes. A charge whose outcome is unknown is asked
 * again under its key only while the gateway still knows it; later, asking could charge twice, so
 * the caller is told the gateway is unavailable and the charge is left for a person to reconcile.
 */
const GATEWAY_KEY_MEMORY_MS = 4.5 * 60_000;
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
    if (now() - Date.parse(seen.created_on) > GATEWAY_KEY_MEMORY_MS) throw new AppError('system_unavailable');
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
    // A card's refusal is final for this key; our own configuration refused (a bad token, a limit)
    // charged nothing either, and may be asked again under the same key once it is mended.
    if (error instanceof GatewayRefusal && error.code !== 'configuration_problem') {
      await moveCardCharge(db, held, { state: 'declined', decline_code: error.code }, nowIso());
      throw error;
    }
    // Unknown outcome: retryable with the same gateway key (GatewayUnanswered, or our own failure).
    await moveCardCharge(db, held, { state: 'unknown', lease_until: 0 }, nowIso());
    throw error;
  }
}
