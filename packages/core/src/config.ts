/**
 * Configuration is read once, through helpers that throw on a missing value, so a misconfigured
 * function fails at start-up instead of on a user's request.
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export const optionalEnv = (name: string): string | undefined => process.env[name] || undefined;

/** The region the SDK clients talk to (Lambda sets AWS_REGION). */
export const awsRegion = (): string => process.env.AWS_REGION ?? process.env.AWS_DEFAULT_REGION ?? 'us-east-1';

/**
 * The table's name alone: the events and workflow functions use the table but not the user pool,
 * the mail identity or the app's URL, so they are not given (or made to require) those.
 */
export const tableName = (): string => requireEnv('TABLE_NAME');

export interface AppConfig {
  tableName: string;
  userPoolId: string;
  userPoolClientId: string;
  region: string;
  /** The user pool's JWKS; derived from the pool in AWS, set explicitly for the local emulator. */
  jwksUrl: string;
  issuer: string;
  mailFrom: string;
  appUrl: string;
  /** True only on the local cloud: cookies without `Secure` so http://127.0.0.1 works. */
  insecureCookies: boolean;
  /** 'google' in production (secret from Secrets Manager), 'local' on the local cloud. */
  recaptcha: 'google' | 'local';
}

let cached: AppConfig | undefined;

export function appConfig(): AppConfig {
  if (cached) return cached;
  const region = awsRegion();
  const userPoolId = requireEnv('USER_POOL_ID');
  const issuer = optionalEnv('COGNITO_ISSUER') ?? `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
  cached = {
    tableName: tableName(),
    userPoolId,
    userPoolClientId: requireEnv('USER_POOL_CLIENT_ID'),
    region,
    issuer,
    jwksUrl: optionalEnv('COGNITO_JWKS_URL') ?? `${issuer}/.well-known/jwks.json`,
    mailFrom: requireEnv('MAIL_FROM'),
    appUrl: requireEnv('APP_URL').replace(/\/$/, ''),
    insecureCookies: process.env.LOCAL_CLOUD === '1',
    recaptcha: process.env.LOCAL_CLOUD === '1' ? 'local' : 'google',
  };
  return cached;
}

/** Tests and the local cloud change the environment between runs. */
export const resetAppConfig = (): void => {
  cached = undefined;
};
