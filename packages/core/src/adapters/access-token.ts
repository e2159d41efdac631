import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/** Verifies a Cognito access token against the pool's JWKS; returns its subject or undefined. */
export async function verifyAccessToken(token: string): Promise<{ sub: string; exp: number } | undefined> {
  const settings = config();
  jwks ??= createRemoteJWKSet(new URL(settings.jwksUrl));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: settings.issuer });
    if (payload.token_use !== 'access' || payload.client_id !== settings.userPoolClientId || !payload.sub) return undefined;
    return { sub: payload.sub, exp: payload.exp ?? 0 };
  } catch {
    return undefined;
  }
}

export const resetAccessTokenVerifier = (): void => {
  jwks = undefined;
};
