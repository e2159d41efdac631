import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@masterport/local';
import { testCardExpiry } from '@masterport/local/payment-gateway';
import { ApiClient } from './client.ts';

/** The cards of the local gateway stand-in, and the calls the SPA makes to save one (docs/billing-cards.md). */
export const b = 'user/account/billing';
export const ADDRESS = {
  name: 'Sofia Roy',
  street: '1000 Rue Sherbrooke O',
  city: 'Montréal',
  province: 'QC',
  country: 'CA',
  postal_code: 'H3A 3G4',
};
export const MASTERCARD = '5413330089099130';
export const VISA = '4124939999999990';

export interface Methods {
  payment_methods_list: { id: string; brand: string; last_four: string; is_primary: boolean }[];
  primary_payment_method: { id: string } | null;
  card_required: boolean;
}
export interface FormMessage {
  eventStatus: 'SUCCESS' | 'ABORTED';
  eventMessage: { data: { data: Record<string, unknown>; hash: string } } | string;
}

export async function demoClient(email: string): Promise<ApiClient> {
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

/**
 * What the SPA does with the gateway's card form: opens a session through our API, then types the
 * card into the form (the stand-in's form posts to its own origin, as the iframe does), and answers
 * the message the form posts to the page.
 */
export async function fillCardForm(client: ApiClient, card: { number: string; expiry?: string; cvv: string }) {
  const opened = await client.post<{ checkout_token: string; script_url: string }>(`${b}/add-payment-method`, {});
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const origin = new URL(opened.body.script_url).origin;
  const response = await fetch(`${origin}/helcim-pay/process`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkoutToken: opened.body.checkout_token,
      cardHolderName: 'Sofia Roy',
      cardNumber: card.number,
      cardExpiry: card.expiry ?? testCardExpiry(),
      cardCVV: card.cvv,
    }),
  });
  return {
    checkoutToken: opened.body.checkout_token,
    scriptUrl: opened.body.script_url,
    message: (await response.json()) as FormMessage,
  };
}

/** The save call the SPA makes with the form's message. */
export function saveBody(checkoutToken: string, message: FormMessage) {
  return {
    checkout_token: checkoutToken,
    billing_address: ADDRESS,
    result:
      message.eventStatus === 'SUCCESS' && typeof message.eventMessage === 'object'
        ? { status: 'SUCCESS', ...message.eventMessage.data }
        : { status: 'ABORTED', message: String(message.eventMessage) },
  };
}

export async function addCard(client: ApiClient, card: { number: string; expiry?: string; cvv: string }) {
  const { checkoutToken, message } = await fillCardForm(client, card);
  return client.post<Methods>(`${b}/save-payment-method`, saveBody(checkoutToken, message));
}
