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

/** The configured gateway: Helcim's adapter at the configured base (the stand-in's on the local cloud). */
export function paymentGateway(): PaymentGateway {
  const { paymentGatewayUrl: baseUrl, paymentGatewayApiToken: apiToken } = config();
  if (!baseUrl || !apiToken)
    throw new GatewayRefusal('configuration_problem', 'PAYMENT_GATEWAY_URL or PAYMENT_GATEWAY_API_TOKEN is not set');
  return helcimGateway({ baseUrl, apiToken });
}
