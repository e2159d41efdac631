import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { awsRegion, config, SETTINGS } from '../config.ts';

/** The settings that are secrets: never in a function's environment in AWS, never logged. */
export type SecretSetting = 'paymentGatewayApiToken' | 'recaptchaSecret' | 'adIdRegistryApiKey';

let appSecrets: Promise<Record<string, unknown>> | undefined;

/** The stage's app secret (`APP_SECRETS_ARN`): one JSON object keyed by the settings' variable names. */
async function readAppSecrets(secretId: string): Promise<Record<string, unknown>> {
  const client = new SecretsManagerClient({ region: awsRegion() });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    const value: unknown = JSON.parse(SecretString ?? '');
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not a JSON object');
    return value as Record<string, unknown>;
  } catch (error) {
    // Said without the secret's text, and without the cause: JSON.parse quotes the start of what it
    // could not read, which would be the secret itself.
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`The app secret could not be read as a JSON object (${(error as Error).name})`);
  } finally {
    client.destroy();
  }
}

/**
 * A secret setting (the card gateway's API token, the reCAPTCHA secret): the environment's where
 * one is set (the local cloud, tests), else the stage's app secret in Secrets Manager, read once per
 * cold start (docs/billing-cards.md, "The gateway's token"). Answers undefined when neither holds it;
 * the caller answers its own catalogued refusal. A failed read is tried again on the next call.
 */
export async function secretSetting(name: SecretSetting): Promise<string | undefined> {
  const variable = SETTINGS[name].variable;
  const fromEnvironment = process.env[variable];
  if (fromEnvironment) return fromEnvironment;
  const secretId = config().appSecretsArn;
  if (!secretId) return undefined;
  appSecrets ??= readAppSecrets(secretId).catch((error: unknown) => {
    appSecrets = undefined;
    throw error;
  });
  const value = (await appSecrets)[variable];
  return typeof value === 'string' && value ? value : undefined;
}

/** Forgets the app secret read (tests that change it). */
export function resetSecrets(): void {
  appSecrets = undefined;
}
