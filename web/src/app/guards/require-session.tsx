import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isSignedIn } from '#lib/session.ts';
import { loginPath } from '#lib/redirect.ts';

/** Signed-in pages need the presence cookie; without it, sign in and come back (seed 000 §2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!isSignedIn()) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
