/** Session cookies (seed 000 §3; DESIGN.md §4). They last 15 days. */
export const COOKIE_ACCOUNT_ID = 'mp_presence_ai';
export const COOKIE_TOKEN = 'mp_presence_t';
export const COOKIE_EXPIRY = 'mp_presence_te';
export const COOKIE_REFRESH = 'mp_presence_r';
export const SESSION_DAYS = 15;
/**
 * An operator's session (the operators' console, docs/billing.md "Operators"): its own HttpOnly
 * cookie, sent to the operators' calls only, lasting as long as its access token (an hour) with no
 * renewal: a privileged session is short, and an operator signs in again.
 */
export const COOKIE_OPERATOR_TOKEN = 'mp_ops_t';
/** An access token lives an hour in every configuration (the local cloud too); the SPA renews it with the refresh token. */
export const ACCESS_TOKEN_MINUTES = 60;

/** The custom header every state-changing call authenticated by cookie must carry (CSRF defence). */
export const CSRF_HEADER = 'x-masterport-client';
export const CSRF_HEADER_VALUE = 'web';

/** The header scripts use to choose the account when they authenticate with a bearer token. */
export const ACCOUNT_HEADER = 'x-masterport-account';

export const APP_VERSION = '2.3.38';
