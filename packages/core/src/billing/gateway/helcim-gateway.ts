import { dinero, toDecimal } from 'dinero.js';
import { CAD } from 'dinero.js/currencies';
import * as z from 'zod';
import { errorAnswer, GatewayRefusal, GatewayUnanswered } from './gateway-answers.ts';
import {
  GATEWAY_TIMEOUT_MS,
  type CheckoutRequest,
  type CheckoutSession,
  type GatewayCustomer,
  type GatewayTransaction,
  type PaymentGateway,
  type PurchaseRequest,
} from './payment-gateway.ts';

/**
 * A thin typed client of the few Helcim API v2 calls we use (there is no official SDK): HelcimPay.js
 * initialise, customers (look up, create) and the card-token purchase. Every answer is parsed with
 * zod before it is believed; error answers become `GatewayRefusal` or `GatewayUnanswered`.
 */
export interface HelcimSettings {
  /** The API's base, `https://api.helcim.com/v2` in AWS, the local stand-in's on the local cloud. */
  baseUrl: string;
  /** The API token, or how to read it when a call is made (a secret read once per cold start). */
  apiToken: string | (() => Promise<string>);
  /** A call unanswered after this long is `system_unavailable` (its outcome unknown). */
  timeoutMs?: number;
}

const checkoutAnswer = z.object({ checkoutToken: z.string().min(1), secretToken: z.string().min(1) });
const customerAnswer = z.object({ customerCode: z.string().min(1) }).loose();
const transactionAnswer = z
  .object({
    transactionId: z.union([z.string(), z.number()]).transform(String),
    status: z.string(),
    amount: z.union([z.string(), z.number()]),
    cardToken: z.string().optional(),
  })
  .loose();

/** Cents as the decimal Helcim takes (`100.99`), through dinero so no float arithmetic touches money. */
export const centsToDecimal = (cents: number): number => Number(toDecimal(dinero({ amount: cents, currency: CAD })));

const decimalToCents = (amount: string | number): number => {
  const [units = '0', fraction = ''] = String(amount).split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** The text of an error answer: Helcim sends `{ errors: "..." }` or `{ errors: { field: "..." } }`. */
function errorText(body: unknown): string {
  if (typeof body === 'string') return body;
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (typeof errors === 'string') return errors;
  if (errors && typeof errors === 'object') return Object.values(errors).map(String).join('; ');
  return '';
}

export function helcimGateway(settings: HelcimSettings): PaymentGateway {
  const base = settings.baseUrl.replace(/\/$/, '');
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<unknown> {
    const apiToken = typeof settings.apiToken === 'string' ? settings.apiToken : await settings.apiToken();
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'api-token': apiToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? GATEWAY_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnanswered('system_unavailable', { cause: error });
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text (a proxy's error page)
    }
    if (!response.ok) throw errorAnswer(response.status, errorText(parsed));
    return parsed;
  }

  return {
    async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const answer = checkoutAnswer.safeParse(
        await call('POST', '/helcim-pay/initialize', {
          paymentType: request.paymentType,
          amount: centsToDecimal(request.amountCents),
          currency: 'CAD',
          customerCode: request.customerCode,
        }),
      );
      if (!answer.success) throw new GatewayRefusal('configuration_problem', 'initialize: unexpected answer');
      return answer.data;
    },

    async findCustomer(customerCode: string): Promise<GatewayCustomer | undefined> {
      const answer = z
        .array(customerAnswer)
        .safeParse(await call('GET', `/customers?customerCode=${encodeURIComponent(customerCode)}`));
      if (!answer.success) throw new GatewayUnanswered('no_receipt');
      const found = answer.data.find((customer) => customer.customerCode === customerCode);
      return found ? { customerCode: found.customerCode } : undefined;
    },

    async createCustomer(request): Promise<GatewayCustomer> {
      const answer = customerAnswer.safeParse(
        await call('POST', '/customers', { businessName: request.businessName, contactName: request.contactName }),
      );
      if (!answer.success) throw new GatewayUnanswered('no_receipt');
      return { customerCode: answer.data.customerCode };
    },

    async purchase(request: PurchaseRequest): Promise<GatewayTransaction> {
      const answer = transactionAnswer.safeParse(
        await call(
          'POST',
          '/payment/purchase',
          {
            cardData: { cardToken: request.cardToken },
            ...(request.customerCode ? { customerCode: request.customerCode } : {}),
            ipAddress: request.ipAddress,
            currency: 'CAD',
            amount: centsToDecimal(request.amountCents),
          },
          { 'idempotency-key': request.idempotencyKey },
        ),
      );
      if (answer.success && answer.data.status === 'DECLINED')
        throw new GatewayRefusal('card_declined', 'purchase: declined');
      // "A 200 is not a success": only an approval with its transaction is a receipt.
      if (!answer.success || answer.data.status !== 'APPROVED') throw new GatewayUnanswered('no_receipt');
      return {
        transactionId: answer.data.transactionId,
        status: 'APPROVED',
        amountCents: decimalToCents(answer.data.amount),
        cardToken: answer.data.cardToken ?? request.cardToken,
      };
    },
  };
}
