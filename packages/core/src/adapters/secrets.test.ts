import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { resetSecrets, secretSetting } from './secrets.ts';

/** Secrets Manager has no local emulator: its answers are injected. */
const secretsManager = mockClient(SecretsManagerClient);
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:masterport-app-AbCdEf';
const TOKEN = 'helcim-token-0123456789abcdef';

const VARIABLES = ['APP_SECRETS_ARN', 'PAYMENT_GATEWAY_API_TOKEN', 'RECAPTCHA_SECRET'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
beforeAll(() => {
  for (const name of VARIABLES) delete process.env[name];
  process.env.APP_SECRETS_ARN = SECRET_ARN;
  resetConfig();
});
afterEach(() => {
  secretsManager.reset();
  resetSecrets();
  delete process.env.PAYMENT_GATEWAY_API_TOKEN;
});
// The unit files share their modules (vitest.config.ts): the client and the settings go back as they were.
afterAll(() => {
  secretsManager.restore();
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfig();
  resetSecrets();
});

describe('secret settings', () => {
  it('reads the app secret once for every call at the same moment, and answers each key, or nothing for a key it lacks', async () => {
    // Prepare
    secretsManager
      .on(GetSecretValueCommand, { SecretId: SECRET_ARN })
      .resolves({ SecretString: JSON.stringify({ PAYMENT_GATEWAY_API_TOKEN: TOKEN }) });

    // Act
    const answers = await Promise.all([
      secretSetting('paymentGatewayApiToken'),
      secretSetting('paymentGatewayApiToken'),
      secretSetting('recaptchaSecret'),
    ]);
    const later = await secretSetting('paymentGatewayApiToken');

    // Assess
    expect(answers).toEqual([TOKEN, TOKEN, undefined]);
    expect(later).toBe(TOKEN);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it("takes the environment's value first, so the local cloud needs no secret", async () => {
    // Prepare
    process.env.PAYMENT_GATEWAY_API_TOKEN = 'local-token';

    // Act
    const token = await secretSetting('paymentGatewayApiToken');

    // Assess
    expect(token).toBe('local-token');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('says a secret that is not a JSON object without its text, and reads it again on the next call', async () => {
    // Prepare
    secretsManager
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: TOKEN })
      .resolves({ SecretString: JSON.stringify({ PAYMENT_GATEWAY_API_TOKEN: TOKEN }) });

    // Act
    const failure = await secretSetting('paymentGatewayApiToken').catch((error: unknown) => error as Error);
    const afterFix = await secretSetting('paymentGatewayApiToken');

    // Assess
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('could not be read as a JSON object');
    expect((failure as Error).message).not.toContain(TOKEN);
    expect(afterFix).toBe(TOKEN);
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
