import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { answerHash } from '@masterport/core/billing/gateway';
import { passesLuhn } from '@masterport/contract';
import { guarded, jsonInternalError, requestUrl } from '../guard.ts';
import { connections, stoppable } from '../shutdown.ts';
import { cardFormPage, startScript } from './card-form.ts';
import {
  AMOUNT_DECLINE_CODES,
  cardType,
  cvvResult,
  DECLINES,
  declineText,
  TEST_CARDS,
  testCardExpiry,
  type CvvResult,
} from './test-cards.ts';

/**
 * The local cloud's card gateway: Helcim's API v2 calls we use, answered with the same JSON and
 * statuses (declines are HTTP 500 `{"errors":"Transaction Declined: CODE - text"}`), a card vault,
 * checkout sessions that expire after 60 minutes, purchase idempotency keys kept 5 minutes (the same
 * key and payload replays the answer), the 5-minute duplicate rule (the same card and amount again
 * with a new key is declined 208), and the HelcimPay.js stand-in (`start.js` and the card form).
 * The vault and customers are kept in `<dataDir>/payment-gateway.json` so saved cards survive a restart.
 */
export interface PaymentGatewayOptions {
  port: number;
  /** The `api-token` the API must send. */
  apiToken: string;
  dataDir?: string;
}

const CHECKOUT_LIFETIME_MS = 60 * 60_000;
const IDEMPOTENCY_MS = 5 * 60_000;
const DUPLICATE_WINDOW_MS = 5 * 60_000;

interface Checkout {
  paymentType: 'verify' | 'purchase' | 'preauth';
  amount: number;
  currency: string;
  customerCode: string;
  secretToken: string;
  expiresAt: number;
  used: boolean;
}
interface VaultCard {
  number: string;
  expiry: string;
  /** The CVV typed when it was saved: a test account's results follow it (test-cards.ts). */
  cvv: string;
  holder: string;
  customerCode: string;
}
interface Stored {
  customers: { customerCode: string; businessName: string; contactName: string; dateCreated: string }[];
  vault: Record<string, VaultCard>;
}
interface Answer {
  status: number;
  body: unknown;
}

/** What the next purchase does instead of answering (tests of our time-out handling). */
export type PurchaseFault = 'drop-after-charge' | 'error-before-charge';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const dateCreated = (at: number) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);
/** Helcim's `amount` is a decimal; kept in cents here, read from its text so no float rounding enters. */
function amountCents(amount: unknown): number | undefined {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
  const [units = '0', fraction = ''] = String(amount).split('.');
  if (fraction.length > 2) return undefined;
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export async function startPaymentGateway(options: PaymentGatewayOptions) {
  const file = options.dataDir ? join(options.dataDir, 'payment-gateway.json') : undefined;
  const stored: Stored =
    file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Stored) : { customers: [], vault: {} };
  const save = () => {
    if (file) writeFileSync(file, JSON.stringify(stored));
  };
  const checkouts = new Map<string, Checkout>();
  const byKey = new Map<string, { fingerprint: string; answer: Answer; at: number }>();
  const approvedPurchases: { cardToken: string; amount: number; at: number }[] = [];
  let clockOffsetMs = 0;
  let nextFault: PurchaseFault | undefined;
  let charges = 0;
  let transactionId = 40_000_000;
  const now = () => Date.now() + clockOffsetMs;

  const authorised = (req: IncomingMessage) => req.headers['api-token'] === options.apiToken;

  function transaction(
    type: string,
    cents: number,
    currency: string,
    cardToken: string,
    card: VaultCard,
    cvvLetter: string,
  ) {
    transactionId += 1;
    return {
      transactionId: String(transactionId),
      dateCreated: dateCreated(now()),
      cardBatchId: '6005228',
      status: 'APPROVED',
      type,
      amount: decimal(cents),
      currency,
      avsResponse: 'X',
      cvvResponse: cvvLetter,
      approvalCode: token(4).toUpperCase(),
      cardToken,
      cardNumber: `${card.number.slice(0, 6)}${card.number.slice(-4)}`,
      cardHolderName: card.holder,
      cardType: cardType(card.number),
      cardExpiry: card.expiry,
      customerCode: card.customerCode,
      invoiceNumber: '',
      warning: '',
    };
  }

  /** A card's result on this gateway: the Visa Debit card, an expired card, else its CVV's. */
  function cardResult(card: Pick<VaultCard, 'number' | 'expiry' | 'cvv'>, paymentType: string): CvvResult {
    if (card.number === TEST_CARDS.visaDebit) return DECLINES.visaDebit;
    const month = Number(card.expiry.slice(0, 2));
    const year = 2000 + Number(card.expiry.slice(2, 4));
    const today = new Date(now());
    if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) return DECLINES.expired;
    const result = cvvResult(card.cvv);
    if (!result.approved && paymentType === 'verify' && AMOUNT_DECLINE_CODES.has(result.code))
      return { approved: true, cvvLetter: 'M' };
    return result;
  }

  function initialize(body: Record<string, unknown>): Answer {
    const paymentType = body.paymentType;
    const cents = amountCents(body.amount);
    const errors: Record<string, string> = {};
    if (paymentType !== 'verify' && paymentType !== 'purchase' && paymentType !== 'preauth')
      errors.paymentType = 'paymentType must be verify, purchase or preauth';
    if (cents === undefined) errors.amount = 'amount is required';
    if (body.currency !== 'CAD' && body.currency !== 'USD') errors.currency = 'currency must be CAD or USD';
    if (typeof body.customerCode === 'string' && !stored.customers.some((c) => c.customerCode === body.customerCode))
      errors.customerCode = 'Customer not found';
    if (Object.keys(errors).length) return { status: 400, body: { errors } };
    let customerCode = typeof body.customerCode === 'string' ? body.customerCode : '';
    if (!customerCode) customerCode = addCustomer('', '').customerCode;
    const checkoutToken = token(16);
    const secretToken = token(16);
    checkouts.set(checkoutToken, {
      paymentType: paymentType as Checkout['paymentType'],
      amount: cents ?? 0,
      currency: body.currency as string,
      customerCode,
      secretToken,
      expiresAt: now() + CHECKOUT_LIFETIME_MS,
      used: false,
    });
    return { status: 200, body: { checkoutToken, secretToken } };
  }

  function addCustomer(businessName: string, contactName: string) {
    const customer = {
      customerCode: `CST${1000 + stored.customers.length + 1}`,
      businessName,
      contactName,
      dateCreated: dateCreated(now()),
    };
    stored.customers.push(customer);
    save();
    return customer;
  }

  /** The card form's submission: what the real form does inside Helcim, answered as the message it posts. */
  function processForm(body: Record<string, unknown>) {
    const checkoutToken = String(body.checkoutToken ?? '');
    const checkout = checkouts.get(checkoutToken);
    if (!checkout || checkout.used) return { eventStatus: 'ABORTED', eventMessage: 'Invalid checkout token' };
    if (checkout.expiresAt < now()) return { eventStatus: 'ABORTED', eventMessage: 'Checkout token expired' };
    const number = String(body.cardNumber ?? '').replace(/[\s-]/g, '');
    const expiryMatch = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(String(body.cardExpiry ?? '').trim());
    const cvv = String(body.cardCVV ?? '').trim();
    const holder = String(body.cardHolderName ?? '').slice(0, 100);
    if (!/^\d{13,19}$/.test(number) || !passesLuhn(number) || !expiryMatch || !/^\d{3,4}$/.test(cvv))
      return { eventStatus: 'ABORTED', eventMessage: declineText(DECLINES.invalid) };
    const card: VaultCard = {
      number,
      expiry: `${expiryMatch[1]}${expiryMatch[2]}`,
      cvv,
      holder,
      customerCode: checkout.customerCode,
    };
    const result = cardResult(card, checkout.paymentType);
    if (!result.approved) return { eventStatus: 'ABORTED', eventMessage: declineText(result) };
    checkout.used = true;
    const cardToken = token(16);
    stored.vault[cardToken] = card;
    save();
    if (checkout.paymentType !== 'verify') charges += 1;
    const data = transaction(
      checkout.paymentType,
      checkout.amount,
      checkout.currency,
      cardToken,
      card,
      result.cvvLetter,
    );
    return { eventStatus: 'SUCCESS', eventMessage: { data: { data, hash: answerHash(data, checkout.secretToken) } } };
  }

  function purchase(body: Record<string, unknown>): Answer {
    const cardData = body.cardData as { cardToken?: unknown } | undefined;
    const cardToken = typeof cardData?.cardToken === 'string' ? cardData.cardToken : '';
    const cents = amountCents(body.amount);
    const errors: Record<string, string> = {};
    if (!cardToken) errors.cardData = 'Missing required cardData';
    if (typeof body.ipAddress !== 'string') errors.ipAddress = 'ipAddress is required';
    if (body.currency !== 'CAD' && body.currency !== 'USD') errors.currency = 'currency must be CAD or USD';
    if (!cents) errors.amount = 'amount is required';
    if (Object.keys(errors).length) return { status: 400, body: { errors } };
    const card = stored.vault[cardToken];
    if (!card) return { status: 500, body: { errors: 'Failed to process transaction' } };
    const at = now();
    const duplicate = approvedPurchases.some(
      (earlier) => earlier.cardToken === cardToken && earlier.amount === cents && at - earlier.at < DUPLICATE_WINDOW_MS,
    );
    if (duplicate) return { status: 500, body: { errors: declineText(DECLINES.duplicate) } };
    const result = cardResult(card, 'purchase');
    if (!result.approved) return { status: 500, body: { errors: declineText(result) } };
    charges += 1;
    approvedPurchases.push({ cardToken, amount: cents!, at });
    return { status: 200, body: transaction('purchase', cents!, body.currency as string, cardToken, card, '') };
  }

  const server = createServer();
  server.on(
    'request',
    guarded(
      'Local payment gateway',
      async (req: IncomingMessage, res: ServerResponse) => {
        const url = requestUrl(req);
        if (!url) return json(res, 400, { errors: 'Bad Request' });
        const path = url.pathname;
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
        if (req.method === 'GET' && path === '/helcim-pay/services/start.js') {
          res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
          return res.end(startScript(origin));
        }
        if (req.method === 'GET' && path.startsWith('/helcim-pay/checkout/')) {
          // Tokens are base64url: one that needs decoding is no token of ours.
          const checkoutToken = path.slice('/helcim-pay/checkout/'.length);
          if (!checkouts.has(checkoutToken)) {
            res.writeHead(404, { 'content-type': 'text/plain' });
            return res.end('Unknown checkout token');
          }
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
          return res.end(cardFormPage(checkoutToken, url.searchParams.has('allowExit')));
        }
        if (req.method === 'POST' && path === '/helcim-pay/process') {
          const body = await readJson(req);
          return json(res, 200, body ? processForm(body) : { eventStatus: 'ABORTED', eventMessage: 'Bad request' });
        }
        if (!path.startsWith('/v2/')) return json(res, 404, { errors: 'Not Found' });
        if (!authorised(req)) return json(res, 401, { errors: 'Unauthorized' });
        if (req.method === 'POST' && path === '/v2/helcim-pay/initialize') {
          const body = await readJson(req);
          const answer = body ? initialize(body) : { status: 400, body: { errors: 'Invalid JSON' } };
          return json(res, answer.status, answer.body);
        }
        if (req.method === 'GET' && path === '/v2/customers') {
          const code = url.searchParams.get('customerCode');
          return json(
            res,
            200,
            stored.customers.filter((customer) => !code || customer.customerCode === code),
          );
        }
        if (req.method === 'POST' && path === '/v2/customers') {
          const body = await readJson(req);
          const businessName = typeof body?.businessName === 'string' ? body.businessName : '';
          const contactName = typeof body?.contactName === 'string' ? body.contactName : '';
          if (!businessName && !contactName)
            return json(res, 400, { errors: { contactName: 'contactName or businessName is required' } });
          return json(res, 200, addCustomer(businessName, contactName));
        }
        if (req.method === 'POST' && path === '/v2/payment/purchase') {
          const key = String(req.headers['idempotency-key'] ?? '');
          if (!/^[A-Za-z0-9]{25}$/.test(key))
            return json(res, 400, {
              errors: { 'idempotency-key': 'idempotency-key must be 25 alphanumeric characters' },
            });
          const body = await readJson(req);
          if (!body) return json(res, 400, { errors: 'Invalid JSON' });
          const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
          const earlier = byKey.get(key);
          if (earlier && now() - earlier.at < IDEMPOTENCY_MS) {
            // Assumption (not in Helcim's reference): a key reused with another payload is refused.
            if (earlier.fingerprint !== fingerprint)
              return json(res, 409, { errors: 'Idempotency key already used with different data' });
            return json(res, earlier.answer.status, earlier.answer.body);
          }
          const fault = nextFault;
          nextFault = undefined;
          if (fault === 'error-before-charge') return json(res, 502, { errors: 'Bad Gateway' });
          const answer = purchase(body);
          byKey.set(key, { fingerprint, answer, at: now() });
          // The charge is made and remembered, but its answer never reaches the caller.
          if (fault === 'drop-after-charge') return void res.destroy();
          return json(res, answer.status, answer.body);
        }
        return json(res, 404, { errors: 'Not Found' });
      },
      jsonInternalError('InternalError', 'Internal Server Error'),
    ),
  );
  const stopper = stoppable(server);
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The API base the adapter is configured with (Helcim's `https://api.helcim.com/v2`). */
    apiUrl: `${endpoint}/v2`,
    scriptUrl: `${endpoint}/helcim-pay/services/start.js`,
    /** Moves the gateway's clock (checkout expiry, the 5-minute rules), as a test clock does. */
    advanceClock: (ms: number) => void (clockOffsetMs += ms),
    /** Makes the next purchase fail in transit (our time-out and retry handling). */
    failNextPurchase: (fault: PurchaseFault) => void (nextFault = fault),
    /** How many times a card was actually charged. */
    chargeCount: () => charges,
    /**
     * What a person types into the card form of a verify session (tests): the form's answer as the
     * iframe posts it, and the saved card's token when the form approved it.
     */
    typeCard: (checkoutToken: string, card: { number: string; cvv: string; holder?: string }) => {
      const answer = processForm({
        checkoutToken,
        cardHolderName: card.holder ?? 'Sofia Roy',
        cardNumber: card.number,
        cardExpiry: testCardExpiry(),
        cardCVV: card.cvv,
      }) as { eventStatus: string; eventMessage: unknown };
      const approved = answer.eventMessage as { data?: { data?: { cardToken?: string } } };
      return { answer, cardToken: approved.data?.data?.cardToken };
    },
    stop: async (): Promise<string[]> => connections('Payment gateway', await stopper.stop()),
  };
}

export type LocalPaymentGateway = Awaited<ReturnType<typeof startPaymentGateway>>;

export { TEST_CARDS, testCardExpiry } from './test-cards.ts';
