import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface AccessTokenClaims {
  sub: string;
  exp: number;
  /** Issued at (epoch seconds): tokens issued before the user's last password change are refused. */
  iat: number;
  /** The token's own id: a signed-out token is remembered by it until it expires. */
  jti: string;
  /** The pool's groups the identity is in (`cognito:groups`): `operators` for the operators' console. */
  groups: readonly string[];
  /** The identity's sign-in name in the pool (an operator's is their e-mail address). */
  username: string;
}

/** Verifies a Cognito access token against the pool's JWKS; returns its claims or undefined. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | undefined> {
  const settings = config();
  jwks ??= createRemoteJWKSet(new URL(settings.jwksUrl));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: settings.issuer });
    if (
      payload.token_use !== 'access' ||
      payload.client_id !== settings.userPoolClientId ||
      !payload.sub ||
      !payload.jti
    )
      return undefined;
    const groups = payload['cognito:groups'];
    return {
      sub: payload.sub,
      exp: payload.exp ?? 0,
      iat: payload.iat ?? 0,
      jti: payload.jti,
      groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
      username: typeof payload.username === 'string' ? payload.username : '',
    };
  } catch {
    return undefined;
  }
}

export const resetAccessTokenVerifier = (): void => {
  jwks = undefined;
};
