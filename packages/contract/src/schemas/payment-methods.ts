import * as z from 'zod';
import { emailField, idField, optionalString, requiredString } from './fields.ts';
import { countryCodeField, subdivisionCodeField } from './identification.ts';

/**
 * The account's cards (seed 000 "Billing": payment_methods_list, primary_payment_method). Only what
 * the gateway gives back is kept: its card token (never answered), the brand, the last four digits
 * and the expiry; plus the billing address the person types on our page (invoices' taxes follow its
 * province). The card number and the CVV are typed into the gateway's own form and never reach us.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export const cardBrandSchema = z.enum(CARD_BRANDS);
export type CardBrand = z.infer<typeof cardBrandSchema>;

export const billingAddressSchema = z.strictObject({
  name: requiredString(100),
  street: requiredString(255),
  city: requiredString(100),
  /** The province's code (ISO 3166-2's part after the dash): the invoices' taxes follow it. */
  province: subdivisionCodeField(),
  country: countryCodeField(),
  postal_code: requiredString(20),
  email: emailField().optional(),
  phone: optionalString(25),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: cardBrandSchema,
  last_four: z.string().regex(/^\d{4}$/),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  billing_address: billingAddressSchema,
  is_primary: z.boolean(),
  created_on: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponse = z.object({
  success: z.literal(true),
  payment_methods_list: z.array(paymentMethodSchema),
  primary_payment_method: z.object({ id: z.string() }).nullable(),
  /** The account's plan needs a card on file (docs/billing-cards.md): the primary cannot be deleted. */
  card_required: z.boolean(),
});

/** What the SPA needs to open the gateway's card form: its script and the session's checkout token. */
export const addPaymentMethodResponse = z.object({
  success: z.literal(true),
  checkout_token: z.string(),
  script_url: z.string(),
});

/** A gateway's checkout token: its own format, bounded here so nothing else rides in the field. */
const checkoutTokenField = () => z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{8,128}$/, { error: 'token' });
/** A value of the gateway's answer, as its form posted it; bounded, never interpreted beyond the hash. */
const gatewayValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/**
 * What the card form posted to the page (`eventMessage`), passed on as received: approved, the
 * gateway's `data` and its `hash` (checked against the session's secret); refused, the gateway's own
 * text ("Transaction Declined: 205 - ..."), which the API turns into the catalogue's message.
 */
export const savePaymentMethodBody = z.strictObject({
  checkout_token: checkoutTokenField(),
  billing_address: billingAddressSchema,
  result: z.discriminatedUnion('status', [
    z.strictObject({
      status: z.literal('SUCCESS'),
      // A record keeps the gateway's key order, which its hash is computed over.
      data: z.record(z.string().max(64), gatewayValue).refine((data) => Object.keys(data).length <= 60, 'max_60'),
      hash: z.string().regex(/^[a-f0-9]{64}$/, { error: 'hash' }),
    }),
    z.strictObject({ status: z.literal('ABORTED'), message: z.string().max(500) }),
  ]),
});

export const addPaymentMethodBody = z.strictObject({});

export const paymentMethodIdBody = z.strictObject({ id: idField() });
