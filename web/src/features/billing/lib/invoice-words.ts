import {
  INVOICE_ITEM_NAMES,
  INVOICE_STATUS_NAMES,
  isStorageItem,
  STORAGE_QUANTITY_UNIT,
  TAX_KIND_NAMES,
  type BillingLine,
  type InvoicePaymentStatus,
  type TaxKind,
} from '@masterport/contract';
import { numberFormat } from '#lib/format.ts';
import { formatDecimal } from '#lib/format-number.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '#lib/i18n.ts';

/**
 * The contract's wording of invoice items, payment statuses and taxes, which the invoice PDF prints too: the
 * screens read it from there rather than keep a second copy in the locale files.
 */
const languageOf = (language: string) => (isLanguage(language) ? language : DEFAULT_LANGUAGE);

export const itemName = (line: Pick<BillingLine, 'item_key'>, language: string): string =>
  INVOICE_ITEM_NAMES[languageOf(language)][line.item_key];

export const statusName = (status: InvoicePaymentStatus, language: string): string =>
  INVOICE_STATUS_NAMES[languageOf(language)][status];

/** A line's quantity in the reader's language: GB-months with two decimals for storage, a count otherwise. */
export const lineQuantity = (line: Pick<BillingLine, 'item_key' | 'quantity'>, language: string): string =>
  isStorageItem(line.item_key)
    ? `${formatDecimal(line.quantity, language, 2)} ${STORAGE_QUANTITY_UNIT[languageOf(language)]}`
    : formatDecimal(line.quantity, language, 0);

/** A tax at its rate, as the PDF prints it: "GST 5 %", "TVQ 9,975 %". */
export const taxAtRate = (tax: { kind: TaxKind; rate_percent: number }, language: string): string =>
  `${TAX_KIND_NAMES[languageOf(language)][tax.kind]} ${numberFormat(language, { maximumFractionDigits: 3 }).format(tax.rate_percent)} %`;
