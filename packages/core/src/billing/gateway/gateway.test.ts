import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../config.ts';
import { resetSecrets } from '../../adapters/secrets.ts';
import { GatewayRefusal } from './gateway-answers.ts';
import { paymentGateway } from './gateway.ts';

const VARIABLES = ['PAYMENT_GATEWAY_URL', 'PAYMENT_GATEWAY_API_TOKEN', 'APP_SECRETS_ARN'] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
beforeAll(() => {
  for (const name of VARIABLES) delete process.env[name];
  // Nothing answers here: a call that got as far as the network would fail otherwise.
  process.env.PAYMENT_GATEWAY_URL = 'http://127.0.0.1:9/v2';
  resetConfig();
  resetSecrets();
});
// The unit files share their modules (vitest.config.ts): the settings go back as they were.
afterAll(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfig();
  resetSecrets();
});

describe('the configured card gateway', () => {
  it('refuses a charge as our configuration problem, before any call, when no API token is set anywhere', async () => {
    // Act
    const refusal = await paymentGateway()
      .purchase({ cardToken: 'tok', amountCents: 100, ipAddress: '0.0.0.0', idempotencyKey: 'k'.repeat(25) })
      .catch((error: unknown) => error);

    // Assess
    expect(refusal).toBeInstanceOf(GatewayRefusal);
    expect((refusal as GatewayRefusal).code).toBe('configuration_problem');
  });
});
