import { type MakePaymentBody } from '@masterport/contract';
import { invoiceRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';

const BILLING_PATH = invoiceRouteTable.makePayment.path.slice(0, invoiceRouteTable.makePayment.path.lastIndexOf('/'));

/**
 * `make-payment`: the invoices named (or every unpaid one) charged once to the card named or the
 * primary one. A payment changes the balance, the invoices' statuses and the unpaid list: every
 * billing read is asked again.
 */
export async function makePayment(body: MakePaymentBody) {
  const answer = await callApi(invoiceRouteTable.makePayment, body);
  await mutate(
    (key) => Array.isArray(key) && typeof key[1] === 'string' && key[1].startsWith(BILLING_PATH),
    undefined,
    { revalidate: true },
  );
  return answer;
}
