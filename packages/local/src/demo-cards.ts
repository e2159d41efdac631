import { planNeedsCard, PLAN_PERMISSIONS, PRIMARY_USER_PERMISSIONS } from '@masterport/contract';
import { addPaymentMethod, savePaymentMethod } from '@masterport/core/billing/payment-methods';
import type { AuthContext } from '@masterport/core/shared';
import { accountHasPaymentMethod, createDb, getAccount, getUserByEmail } from '@masterport/data';
import { testCardExpiry, TEST_CARDS } from './payment-gateway/test-cards.ts';
import { LOCAL_TABLE } from './provision.ts';
import { DEMO_USERS } from './seed.ts';

/**
 * Gives each demo account whose plan needs a card (docs/billing.md, "Payment gates") a card
 * (Visa, CVV 100: approved) so the demo sign-ins can make masters at once, as a customer who signed up with a
 * card can. Made as a user makes it: a card form session through core, the stand-in's form
 * submitted, the form's answer saved through core. On every start: an account that has a card keeps it.
 */
export async function putDemoCards(): Promise<void> {
  const db = createDb(LOCAL_TABLE);
  for (const demo of DEMO_USERS) {
    const accountId = (await getUserByEmail(db, demo.email))?.default_account_id;
    const account = accountId ? await getAccount(db, accountId) : undefined;
    if (!account || !planNeedsCard(account.plan_key) || (await accountHasPaymentMethod(db, account.id))) continue;
    const auth: AuthContext = {
      accountId: account.id,
      userId: account.primary_user_id,
      email: demo.email,
      role: 'primary',
      language: 'en',
      accountPermissions: PLAN_PERMISSIONS[account.plan_key],
      userPermissions: PRIMARY_USER_PERMISSIONS,
      byCookie: false,
    };
    const session = await addPaymentMethod(auth);
    const form = await fetch(`${new URL(session.script_url).origin}/helcim-pay/process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkoutToken: session.checkout_token,
        cardHolderName: `${demo.first_name} ${demo.last_name}`,
        cardNumber: TEST_CARDS.visa,
        cardExpiry: testCardExpiry(),
        cardCVV: '100',
      }),
    });
    const message = (await form.json()) as { eventMessage: { data: { data: Record<string, unknown>; hash: string } } };
    await savePaymentMethod(auth, {
      checkout_token: session.checkout_token,
      billing_address: {
        name: `${demo.first_name} ${demo.last_name}`,
        street: account.address,
        city: account.city,
        province: account.state,
        country: 'CA',
        postal_code: account.zip,
      },
      result: { status: 'SUCCESS', ...message.eventMessage.data },
    });
  }
}
