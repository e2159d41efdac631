import {
  planNeedsCard,
  type BillingAddress,
  type CardBrand,
  type Language,
  type PaymentMethod,
} from '@masterport/contract';
import {
  deletePrimaryPaymentMethod,
  deleteSecondaryPaymentMethod,
  epochSeconds,
  getAccount,
  getPaymentCheckout,
  listPaymentMethods,
  movePrimaryPaymentMethod,
  nowIso,
  overFreshRead,
  firstStepFailed,
  putNewPaymentMethod,
  putPaymentCheckout,
  setAccountCustomerCode,
  takePaymentCheckout,
  TransactionConflictError,
  type AccountItem,
  type NewPaymentMethod,
  type PaymentMethodItem,
} from '@masterport/data';
import * as z from 'zod';
import { table } from '../../adapters/db.ts';
import type { AuthContext } from '../../auth/authorize.ts';
import { AppError } from '../../errors.ts';
import { isCountry, stateList } from '../../places.ts';
import { newId } from '../../random.ts';
import { cvdRefusal, declineCode } from '../gateway/gateway-answers.ts';
import { cardFormScriptUrl, paymentGateway } from '../gateway/gateway.ts';
import { answerHashMatches } from '../gateway/helcim-hash.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';

/** Enough for a company's cards and a spare; not a wallet. */
const PAYMENT_METHODS_MAX = 10;
/** HelcimPay.js sessions last 60 minutes (shared reference). */
const CHECKOUT_LIFETIME_SECONDS = 60 * 60;

const BRANDS: Readonly<Record<string, CardBrand>> = { VI: 'visa', MC: 'mastercard', AX: 'amex', DI: 'discover' };

/** The form's approved verify, as much of it as we read: the card's token and facts, never its number. */
const verifiedCard = z
  .object({
    status: z.literal('APPROVED'),
    type: z.literal('verify'),
    cardToken: z.string().min(1).max(100),
    /** First six and last four digits (or masked): only the last four are kept. */
    cardNumber: z.string().regex(/^[0-9*]{10,19}$/),
    cardType: z.string().max(4).optional(),
    /** MMYY */
    cardExpiry: z.string().regex(/^(0[1-9]|1[0-2])\d{2}$/),
    cvvResponse: z.string().max(2),
    customerCode: z.string().min(1),
  })
  .loose();

const toPaymentMethod = ({
  account_id: _account,
  card_token: _token,
  customer_code: _customer,
  ...method
}: PaymentMethodItem): PaymentMethod => method;

async function answer(accountId: string, account?: AccountItem) {
  const db = table();
  const [methods, owner] = await Promise.all([
    listPaymentMethods(db, accountId),
    account ? Promise.resolve(account) : getAccount(db, accountId),
  ]);
  const sorted = methods.sort((a, b) => b.created_on.localeCompare(a.created_on));
  const primary = sorted.find((method) => method.is_primary);
  return {
    payment_methods_list: sorted.map(toPaymentMethod),
    primary_payment_method: primary ? { id: primary.id } : null,
    card_required: owner ? planNeedsCard(owner.plan_key) : false,
  };
}

export const getPaymentMethods = (auth: AuthContext) => answer(auth.accountId);

async function accountOf(auth: AuthContext): Promise<AccountItem> {
  const account = await getAccount(table(), auth.accountId);
  if (!account) throw new AppError('not_found');
  return account;
}

/** The gateway's customer of the account, made on its first card (`helcim_customer_code`). */
async function customerCodeOf(account: AccountItem, gateway: PaymentGateway): Promise<string> {
  if (account.helcim_customer_code) {
    // A code the gateway no longer knows is our configuration's fault (another gateway account).
    if (!(await gateway.findCustomer(account.helcim_customer_code))) throw new AppError('configuration_problem');
    return account.helcim_customer_code;
  }
  const customer = await gateway.createCustomer({ businessName: account.name, contactName: account.name });
  return setAccountCustomerCode(table(), account.id, customer.customerCode);
}

/**
 * Opens a verify session at the gateway (amount 0) under the account's customer, keeps its secret
 * to check the form's answer, and answers what the SPA needs to open the card form.
 */
export async function addPaymentMethod(auth: AuthContext, gateway: PaymentGateway = paymentGateway()) {
  const account = await accountOf(auth);
  if ((await listPaymentMethods(table(), auth.accountId)).length >= PAYMENT_METHODS_MAX)
    throw new AppError('payment_methods_limit');
  // A gateway refusal or silence is an AppError: the API answers its catalogue code.
  const customerCode = await customerCodeOf(account, gateway);
  const session = await gateway.startCheckout({ paymentType: 'verify', amountCents: 0, customerCode });
  await putPaymentCheckout(table(), {
    account_id: account.id,
    checkout_token: session.checkoutToken,
    secret_token: session.secretToken,
    customer_code: customerCode,
    expires_at: epochSeconds() + CHECKOUT_LIFETIME_SECONDS,
  });
  return { checkout_token: session.checkoutToken, script_url: cardFormScriptUrl() };
}

/**
 * The billing address's country is one we know and its province one of that country's (the
 * invoices' taxes follow the province), checked before the form's answer is used up, so a person
 * who picked a wrong pair fixes it and saves the same card again.
 */
async function checkBillingAddress(address: BillingAddress, language: Language): Promise<void> {
  if (!isCountry(address.country))
    throw new AppError('validation_error', { fields: { 'billing_address.country': 'one_of' } });
  const provinces = await stateList(address.country, language);
  if (provinces.length > 0 && !provinces.some((province) => province.code === address.province))
    throw new AppError('validation_error', { fields: { 'billing_address.province': 'one_of' } });
}

interface SaveInput {
  checkout_token: string;
  billing_address: BillingAddress;
  result: { status: 'SUCCESS'; data: Record<string, unknown>; hash: string } | { status: 'ABORTED'; message: string };
}

/**
 * Keeps the card the form verified: the answer must be the gateway's for this account's session
 * (its hash, with the session's secret), approved, with a CVV that matched and an expiry to come.
 * A refused form's text is answered as the catalogue's message for it.
 */
export async function savePaymentMethod(auth: AuthContext, input: SaveInput) {
  await checkBillingAddress(input.billing_address, auth.language);
  const db = table();
  const session = await getPaymentCheckout(db, auth.accountId, input.checkout_token);
  if (!session) throw new AppError('not_found');
  if (session.expires_at < epochSeconds()) throw new AppError('card_cannot_be_added');
  if (input.result.status === 'ABORTED')
    throw new AppError(declineCode(input.result.message) ?? 'card_cannot_be_added');
  if (!answerHashMatches(input.result.data, input.result.hash, session.secret_token))
    throw new AppError('card_cannot_be_added');
  const card = verifiedCard.safeParse(input.result.data);
  if (!card.success || card.data.customerCode !== session.customer_code) throw new AppError('card_cannot_be_added');
  const cvd = cvdRefusal(card.data.cvvResponse);
  if (cvd) throw new AppError(cvd);
  const month = Number(card.data.cardExpiry.slice(0, 2));
  const year = 2000 + Number(card.data.cardExpiry.slice(2));
  const today = new Date();
  if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) throw new AppError('card_expired');
  // Used once: a second save of the same answer finds no session.
  if (!(await takePaymentCheckout(db, auth.accountId, input.checkout_token))) throw new AppError('not_found');

  const existing = await listPaymentMethods(db, auth.accountId);
  const method: NewPaymentMethod = {
    id: newId(),
    account_id: auth.accountId,
    card_token: card.data.cardToken,
    customer_code: session.customer_code,
    brand: BRANDS[card.data.cardType ?? ''] ?? 'other',
    last_four: card.data.cardNumber.slice(-4),
    expiry_month: month,
    expiry_year: year,
    billing_address: input.billing_address,
    is_primary: false,
    created_on: nowIso(),
  };
  await putNewPaymentMethod(db, method);
  // The first card is the primary one. Two tabs saving a first card at once: one becomes the
  // primary, the other stays a card beside it (the primary record lets only one write win).
  if (!existing.some((other) => other.is_primary))
    await movePrimaryPaymentMethod(db, auth.accountId, method.id, undefined).catch((error: unknown) => {
      if (!firstStepFailed(error)) throw error;
    });
  return answer(auth.accountId);
}

/**
 * A change of the account's cards computed from the cards as read (one query, under the account's own
 * partition: another account's card is not found), read again and computed again when another tab
 * changed them meanwhile.
 */
function overFreshCards(
  auth: AuthContext,
  methodId: string,
  write: (method: PaymentMethodItem, cards: PaymentMethodItem[]) => Promise<void>,
): Promise<void> {
  return overFreshRead(
    () => listPaymentMethods(table(), auth.accountId),
    (cards) => {
      const method = cards.find((card) => card.id === methodId);
      // A card lives under its account's own key: one not among the account's is another's, or none (seed 001 §8).
      if (!method) throw new AppError('data_restriction');
      return write(method, cards);
    },
    { lostRace: (error) => error instanceof TransactionConflictError },
  );
}

/**
 * Deletes a card. The primary one stays while the plan needs a card (`primary_card_required`); on a
 * plan that needs none, the newest other card becomes the primary in the same write.
 */
export async function deletePaymentMethod(auth: AuthContext, methodId: string) {
  const account = await accountOf(auth);
  await overFreshCards(auth, methodId, async (method, cards) => {
    if (!method.is_primary) return deleteSecondaryPaymentMethod(table(), auth.accountId, method.id);
    if (planNeedsCard(account.plan_key)) throw new AppError('primary_card_required');
    const successor = cards
      .filter((other) => other.id !== method.id)
      .sort((a, b) => b.created_on.localeCompare(a.created_on))[0];
    return deletePrimaryPaymentMethod(table(), auth.accountId, method.id, successor?.id);
  });
  return answer(auth.accountId, account);
}

export async function setPrimaryPaymentMethod(auth: AuthContext, methodId: string) {
  await overFreshCards(auth, methodId, async (method, cards) => {
    if (method.is_primary) return;
    const current = cards.find((other) => other.is_primary);
    await movePrimaryPaymentMethod(table(), auth.accountId, method.id, current?.id);
  });
  return answer(auth.accountId);
}
