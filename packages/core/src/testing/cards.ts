import {
  listPaymentMethods,
  movePrimaryPaymentMethod,
  nowIso,
  putNewPaymentMethod,
  type PaymentMethodItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { newId } from '../random.ts';
import type { GivenAccount } from './accounts.ts';

/**
 * A card saved on the account as save-payment-method keeps it (the gateway's token and the card's
 * facts), made the primary one unless told otherwise. The token is the gateway's: a faked gateway
 * accepts any, the local stand-in only one its form gave.
 */
export async function givenCard(
  owner: GivenAccount,
  options: {
    cardToken?: string;
    customerCode?: string;
    lastFour?: string;
    primary?: boolean;
    /** The card's expiry, YYYY-MM (default: two years on). */
    expires?: string;
  } = {},
): Promise<PaymentMethodItem> {
  const card: PaymentMethodItem = {
    id: newId(),
    account_id: owner.account.id,
    card_token: options.cardToken ?? `token-${newId()}`,
    customer_code: options.customerCode ?? 'CST0001',
    brand: 'mastercard',
    last_four: options.lastFour ?? '9130',
    expiry_month: options.expires ? Number(options.expires.slice(5, 7)) : 1,
    expiry_year: options.expires ? Number(options.expires.slice(0, 4)) : new Date().getUTCFullYear() + 2,
    billing_address: {
      name: 'Sofia Roy',
      street: '1000 Rue Sherbrooke O',
      city: 'Montréal',
      province: 'QC',
      country: 'CA',
      postal_code: 'H3A 3G4',
    },
    is_primary: false,
    created_on: nowIso(),
    expiry_notice_sent: null,
  };
  await putNewPaymentMethod(table(), card);
  if (options.primary ?? true) {
    const current = (await listPaymentMethods(table(), owner.account.id)).find((method) => method.is_primary);
    await movePrimaryPaymentMethod(table(), owner.account.id, card.id, current?.id);
    return { ...card, is_primary: true };
  }
  return card;
}
