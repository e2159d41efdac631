import { authRoutes, COOKIE_REFRESH } from '@masterport/contract';
import { clearedSessionCookies, signOut } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const logout = handle(authRoutes.logout, async ({ cookies }) => {
  await signOut(cookies[COOKIE_REFRESH]);
  return { body: { success: true as const }, cookies: clearedSessionCookies() };
});
