import { GatewayRefusal, type GatewayRefusalCode } from '../billing/gateway/gateway-answers.ts';
import type { PaymentGateway, PurchaseRequest } from '../billing/gateway/payment-gateway.ts';

/**
 * The card gateway's port, answering each purchase as the test says (an approval or a card's
 * decline) after a moment, so calls at once overlap; it keeps every purchase it was asked for.
 */
export class ScriptedGateway implements PaymentGateway {
  readonly purchases: PurchaseRequest[] = [];
  constructor(public answer: 'approve' | GatewayRefusalCode = 'approve') {}
  async purchase(request: PurchaseRequest) {
    this.purchases.push(request);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (this.answer !== 'approve') throw new GatewayRefusal(this.answer, `Transaction Declined: ${this.answer}`);
    return {
      transactionId: `T${this.purchases.length}`,
      status: 'APPROVED' as const,
      amountCents: request.amountCents,
      cardToken: request.cardToken,
    };
  }
  startCheckout(): never {
    throw new Error('not used');
  }
  findCustomer(): never {
    throw new Error('not used');
  }
  createCustomer(): never {
    throw new Error('not used');
  }
}
