// The auth and account areas: sign-up and activation, sign-in and sessions (with their cookies),
// password reset, the profile and the accounts a user belongs to.
export * from './activation.ts';
export * from './add-account.ts';
export * from './password-reset.ts';
export * from './profile.ts';
export * from './session.ts';
export * from './sign-in.ts';
export * from './signup.ts';
export * from '../auth/session-cookies.ts';
// The local cloud's seed creates its demo users through the same identity adapter.
export { identityProvider } from '../adapters/identity-provider.ts';
// The limits these calls answer 429 past (tests read them rather than repeat the numbers).
export { RATE_LIMITS } from '../auth/rate-limits.ts';
