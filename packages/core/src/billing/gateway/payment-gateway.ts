/**
 * The card gateway as the platform uses it (docs/billing-cards.md): a card form session to save a
 * card (verify) or pay (purchase), the customer cards are kept under, and a purchase with a saved
 * card's token. Helcim's adapter (`helcim-gateway.ts`) is the one implementation; its base URL is
 * configuration, so the same adapter talks to the local cloud's stand-in and to Helcim.
 */
export interface PaymentGateway {
  /** Opens a card form session (HelcimPay.js initialise); verify sessions have amount 0. */
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The gateway's customer with this code, if it has one. */
  findCustomer(customerCode: string): Promise<GatewayCustomer | undefined>;
  createCustomer(request: { businessName: string; contactName: string }): Promise<GatewayCustomer>;
  /** Charges a saved card. Throws `GatewayRefusal` (definite: nothing charged) or `GatewayUnanswered` (unknown). */
  purchase(request: PurchaseRequest): Promise<GatewayTransaction>;
}

export interface CheckoutRequest {
  paymentType: 'verify' | 'purchase';
  amountCents: number;
  customerCode: string;
}

export interface CheckoutSession {
  checkoutToken: string;
  /** Hashes the form's answer (`answerHashMatches`); never leaves the server. */
  secretToken: string;
}

export interface GatewayCustomer {
  customerCode: string;
}

export interface PurchaseRequest {
  cardToken: string;
  customerCode?: string;
  amountCents: number;
  /** The payer's address as our API saw it (the gateway's fraud checks). */
  ipAddress: string;
  /** Sent as the `idempotency-key` header: the same key and payload within 5 minutes replays the answer. */
  idempotencyKey: string;
}

export interface GatewayTransaction {
  transactionId: string;
  status: 'APPROVED';
  amountCents: number;
  cardToken: string;
}

/** How long one call to the gateway may take: well inside the API Lambdas' 29 s (charge-once.ts). */
export const GATEWAY_TIMEOUT_MS = 20_000;
