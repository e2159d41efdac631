import { PLAN_PERMISSIONS, PRIMARY_USER_PERMISSIONS, type Language, type PlanKey } from '@masterport/contract';
import {
  accountNameTaken,
  getUserByEmail,
  registerUserWithAccount,
  UniqueConflictError,
  epochSeconds,
  nowIso,
  type AccountItem,
} from '@masterport/data';
import { identityProvider, IdentityError } from '../adapters/identity-provider.ts';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { verifyRecaptcha } from '../adapters/recaptcha.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { checkedAddress } from '../identification/address.ts';
import { renderMail } from '../mail/templates.ts';
import { hashToken, newId, newSecretToken } from '../random.ts';

export const ACTIVATION_TTL_SECONDS = 7 * 86_400;

export interface SignupInput {
  user: { first_name: string; last_name: string; email: string; password: string; language: Language };
  account: {
    name: string;
    plan_key: PlanKey;
    address: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    phone?: string;
  };
  recaptchaToken?: string;
  sourceIp: string;
}

/**
 * A new account as sign-up and "add an account" open it, its address checked and kept as the
 * identification tab keeps it (checkedAddress). Called before anything is written.
 */
export async function newAccount(
  id: string,
  input: SignupInput['account'],
  language: Language,
  primaryUserId: string,
  now: string,
  fieldPrefix = '',
): Promise<AccountItem> {
  return {
    id,
    name: input.name,
    plan_key: input.plan_key,
    description: null,
    address: input.address,
    city: input.city,
    ...(await checkedAddress(input, language, fieldPrefix)),
    zip: input.zip,
    language,
    uses_housecode: input.plan_key === 'broadcaster',
    logo_key: null,
    pending_cancellation: null,
    pending_plan_change: null,
    helcim_customer_code: null,
    is_demo: false,
    status: 'pending_activation',
    permissions: [...PLAN_PERMISSIONS[input.plan_key]],
    primary_user_id: primaryUserId,
    created_on: now,
    modified_on: now,
  };
}

/**
 * Sign-up: the identity in Cognito, then the user, account, primary membership and activation
 * token in one transaction, then the activation e-mail. Nothing works until the link is opened.
 */
export async function signUp(input: SignupInput): Promise<{ email: string }> {
  if (!(await verifyRecaptcha(input.recaptchaToken, input.sourceIp))) throw new AppError('recaptcha_failed');
  const db = table();
  if (await getUserByEmail(db, input.user.email))
    throw new AppError('email_exists', { fields: { 'user.email': 'email_exists' } });

  if (await accountNameTaken(db, input.account.name))
    throw new AppError('account_name_taken', { fields: { 'account.name': 'account_name_taken' } });
  const now = nowIso();
  const accountId = newId();
  // Built (and its address checked) before the identity exists: a refused address leaves nothing behind.
  const account = await newAccount(accountId, input.account, input.user.language, '', now, 'account.');

  let userId: string;
  try {
    userId = await identityProvider.createUser(input.user.email, input.user.password).catch((error: unknown) => {
      if (error instanceof IdentityError && error.reason === 'user_exists')
        return identityProvider.adoptUser(input.user.email, input.user.password);
      throw error;
    });
  } catch (error) {
    if (error instanceof IdentityError && error.reason === 'invalid_password')
      throw new AppError('validation_error', { fields: { 'user.password': 'password_min' } });
    throw error;
  }

  const token = newSecretToken();
  try {
    await registerUserWithAccount(db, {
      user: {
        id: userId,
        email: input.user.email,
        first_name: input.user.first_name,
        last_name: input.user.last_name,
        phone: null,
        language: input.user.language,
        default_account_id: accountId,
        notify_master_results: true,
        status: 'pending',
        created_on: now,
        modified_on: now,
      },
      account: { ...account, primary_user_id: userId },
      membership: {
        account_id: accountId,
        user_id: userId,
        role: 'primary',
        status: 'pending',
        permissions: [...PRIMARY_USER_PERMISSIONS],
        created_on: now,
      },
      activation: {
        token_hash: hashToken(token),
        kind: 'activate_user',
        user_id: userId,
        account_id: accountId,
        expires_at: epochSeconds() + ACTIVATION_TTL_SECONDS,
        used_on: null,
        created_on: now,
      },
    });
  } catch (error) {
    // The Cognito identity stays without a table user; it cannot sign in and the next sign-up adopts it.
    if (error instanceof UniqueConflictError && error.conflict === 'email')
      throw new AppError('email_exists', { fields: { 'user.email': 'email_exists' } });
    if (error instanceof UniqueConflictError && error.conflict === 'account_name')
      throw new AppError('account_name_taken', { fields: { 'account.name': 'account_name_taken' } });
    throw error;
  }

  const link = `${config().appUrl}/account/activate/${token}`;
  await mailer.send(renderMail('activate_user', input.user.language, input.user.email, input.user.first_name, link));
  return { email: input.user.email };
}
