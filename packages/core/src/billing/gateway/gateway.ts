import { secretSetting } from '../../adapters/secrets.ts';
import { config } from '../../config.ts';
import { GatewayRefusal } from './gateway-answers.ts';
import { helcimGateway } from './helcim-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/** The card form's script (HelcimPay.js `start.js`) as configured; the SPA is told it with each session. */
export function cardFormScriptUrl(): string {
  const url = config().paymentGatewayScriptUrl;
  if (!url) throw new GatewayRefusal('configuration_problem', 'PAYMENT_GATEWAY_SCRIPT_URL is not set');
  return url;
}

/**
 * The configured gateway: Helcim's adapter at the configured base (the stand-in's on the local
 * cloud), its token read when a call is made (the app secret in AWS, once per cold start).
 */
export function paymentGateway(): PaymentGateway {
  const baseUrl = config().paymentGatewayUrl;
  if (!baseUrl) throw new GatewayRefusal('configuration_problem', 'PAYMENT_GATEWAY_URL is not set');
  return helcimGateway({
    baseUrl,
    apiToken: async () => {
      const token = await secretSetting('paymentGatewayApiToken');
      if (!token) throw new GatewayRefusal('configuration_problem', 'The card gateway API token is not set');
      return token;
    },
  });
}
