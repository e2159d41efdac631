import { ERROR_CATALOGUE, type ErrorCode, type Language } from '@masterport/contract';
import {
  claimCardExpiryNotice,
  claimInvoiceMail,
  expiryMonthOf,
  getAccount,
  getUser,
  nowIso,
  type InvoiceItem,
  type PaymentMethodItem,
} from '@masterport/data';
import type { InvoicePayment } from '@masterport/contract';
import { table } from '../../adapters/db.ts';
import { mailer } from '../../adapters/mailer.ts';
import { config } from '../../config.ts';
import { layoutMail, type MailContent } from '../../mail/templates.ts';
// Money, days and months in the reader's words, as the invoice PDF writes them.
import { dayText, money, monthName } from '../invoices/invoice-pdf.ts';
import { nextMonth } from '../../billing-access/billing-clock.ts';
import { scheduledTryOn } from './payment-schedule.ts';

/**
 * The billing e-mails (docs/billing.md "Payments"): invoice ready, payment received, payment failed,
 * card expiring.
 * Each goes to the account's primary user, in the account's language (the invoices' own), once per
 * event: the event is claimed on the invoice first (`claimInvoiceMail`), so a replayed run, a
 * doubled schedule or two clicks send it once. A mail that cannot leave after its claim is logged by
 * the caller, not tried again: the invoice and its status stay on the billing page.
 */

interface FailedTry {
  /** The invoice's attempt number (its e-mail is claimed by it). */
  attempt: number;
  declineCode: string;
  card: Pick<PaymentMethodItem, 'brand' | 'last_four'>;
  /** The collection's tries so far, this one included: when the next one is. */
  tried: number;
}

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
const cardName = (card: { brand: string; last_four: string }, language: Language) =>
  `${BRAND_NAMES[card.brand] ?? (language === 'fr' ? 'carte' : 'card')} •••• ${card.last_four}`;

const WORDS = {
  en: {
    greeting: 'Hello,',
    footer: 'Sent by Masterport. Your invoices and cards are on the billing page.',
    ready: {
      subject: (number: number) => `Your Masterport invoice ${number}`,
      body: (number: number, month: string, total: string, due: string) =>
        `Invoice ${number} for ${month} is ready: ${total}, due on ${due}. When a card is on file, we charge it to your primary card; the invoice and its PDF are on the billing page.`,
      action: 'See the invoice',
    },
    received: {
      subject: (numbers: string) => `Payment received: invoice ${numbers}`,
      body: (numbers: string, amount: string, card: string, on: string) =>
        `Thank you: we received your payment of ${amount} for invoice ${numbers}, charged to ${card} on ${on}.`,
      action: 'See the invoice',
    },
    failed: {
      subject: (number: number) => `Payment failed: invoice ${number}`,
      body: (number: number, total: string, card: string, why: string, next: string) =>
        `We could not charge invoice ${number} (${total}) to ${card}: ${why} Update your card or add another one on the billing page, then pay the invoice there. ${next}`,
      nextTry: (on: string) => `Otherwise we will try again on ${on}.`,
      lastTry: (due: string) => `This was our last automatic try: the invoice is due on ${due}.`,
      action: 'Go to the billing page',
    },
    expiring: {
      subject: (card: string, month: string) => `Your ${card} expires at the end of ${month}`,
      body: (card: string, month: string, nextCharge: string) =>
        `Your primary card, ${card}, expires at the end of ${month}. We charge your invoices to it at each month end, next on ${nextCharge}: add a card that is still valid on the billing page and make it your primary card before then.`,
      action: 'Go to the billing page',
    },
  },
  fr: {
    greeting: 'Bonjour,',
    footer: 'Courriel envoyé par Masterport. Vos factures et vos cartes sont sur la page de facturation.',
    ready: {
      subject: (number: number) => `Votre facture Masterport ${number}`,
      body: (number: number, month: string, total: string, due: string) =>
        `La facture ${number} de ${month} est prête : ${total}, payable au plus tard le ${due}. Si une carte est enregistrée, nous la portons à votre carte principale; la facture et son PDF sont sur la page de facturation.`,
      action: 'Voir la facture',
    },
    received: {
      subject: (numbers: string) => `Paiement reçu : facture ${numbers}`,
      body: (numbers: string, amount: string, card: string, on: string) =>
        `Merci : nous avons reçu votre paiement de ${amount} pour la facture ${numbers}, porté à ${card} le ${on}.`,
      action: 'Voir la facture',
    },
    failed: {
      subject: (number: number) => `Échec du paiement : facture ${number}`,
      body: (number: number, total: string, card: string, why: string, next: string) =>
        `Nous n’avons pas pu porter la facture ${number} (${total}) à ${card} : ${why} Mettez votre carte à jour ou ajoutez-en une autre sur la page de facturation, puis payez-y la facture. ${next}`,
      nextTry: (on: string) => `Sinon, nous réessaierons le ${on}.`,
      lastTry: (due: string) =>
        `C’était notre dernier essai automatique : la facture est payable au plus tard le ${due}.`,
      action: 'Aller à la page de facturation',
    },
    expiring: {
      subject: (card: string, month: string) => `Votre ${card} expire à la fin de ${month}`,
      body: (card: string, month: string, nextCharge: string) =>
        `Votre carte principale, ${card}, expire à la fin de ${month}. Nous y portons vos factures à chaque fin de mois, la prochaine fois le ${nextCharge} : ajoutez sur la page de facturation une carte encore valide et faites-en votre carte principale d’ici là.`,
      action: 'Aller à la page de facturation',
    },
  },
} as const;

const invoiceLink = (invoiceId: string) => `${config().appUrl}/app/user/billing/view-invoice/${invoiceId}`;
const billingLink = () => `${config().appUrl}/app/user/billing`;

/** The account's language and its primary user's address: where its billing e-mails go. */
async function billingContact(accountId: string): Promise<{ language: Language; email: string } | undefined> {
  const account = await getAccount(table(), accountId);
  const user = account && (await getUser(table(), account.primary_user_id));
  if (!account || !user) return undefined;
  return { language: account.language === 'fr' ? 'fr' : 'en', email: user.email };
}

async function send(
  contact: { language: Language; email: string },
  content: Omit<MailContent, 'greeting' | 'footer'>,
  link: string,
) {
  const words = WORDS[contact.language];
  await mailer.send(
    layoutMail(contact.language, contact.email, { ...content, greeting: words.greeting, footer: words.footer }, link),
  );
}

/** Invoice ready: its number, total, due date and a link to it; sent when the month end issues it. */
export async function mailInvoiceReady(invoice: InvoiceItem): Promise<void> {
  const contact = await billingContact(invoice.account_id);
  if (!contact || !(await claimInvoiceMail(table(), invoice.id, 'ready', nowIso()))) return;
  const w = WORDS[contact.language].ready;
  await send(
    contact,
    {
      subject: w.subject(invoice.number),
      body: w.body(
        invoice.number,
        monthName(contact.language, invoice.month),
        money(contact.language, invoice.total_cents),
        dayText(contact.language, invoice.due_on),
      ),
      action: w.action,
    },
    invoiceLink(invoice.id),
  );
}

/** Payment received: one e-mail for the invoices one charge paid (each invoice's receipt is claimed once). */
export async function mailPaymentReceived(
  accountId: string,
  invoices: readonly InvoiceItem[],
  payment: InvoicePayment,
): Promise<void> {
  const contact = await billingContact(accountId);
  if (!contact) return;
  const claimed: InvoiceItem[] = [];
  for (const invoice of invoices)
    if (await claimInvoiceMail(table(), invoice.id, 'received', nowIso())) claimed.push(invoice);
  if (claimed.length === 0) return;
  const w = WORDS[contact.language].received;
  const numbers = claimed.map((invoice) => invoice.number).join(', ');
  await send(
    contact,
    {
      subject: w.subject(numbers),
      body: w.body(
        numbers,
        money(
          contact.language,
          claimed.reduce((sum, invoice) => sum + invoice.total_cents, 0),
        ),
        cardName({ brand: payment.card_brand, last_four: payment.last_four }, contact.language),
        dayText(contact.language, payment.paid_on.slice(0, 10)),
      ),
      action: w.action,
    },
    claimed.length === 1 ? invoiceLink(claimed[0]!.id) : billingLink(),
  );
}

/**
 * Payment failed (a scheduled try): why, in the decline's catalogue words, what to do (update the
 * card on the billing page and pay there), and when the next automatic try is.
 */
export async function mailPaymentFailed(accountId: string, invoice: InvoiceItem, failed: FailedTry): Promise<void> {
  const contact = await billingContact(accountId);
  if (!contact || !(await claimInvoiceMail(table(), invoice.id, `failed#${failed.attempt}`, nowIso()))) return;
  const w = WORDS[contact.language].failed;
  const why = (ERROR_CATALOGUE[failed.declineCode as ErrorCode] ?? ERROR_CATALOGUE.card_declined)[contact.language];
  const nextTryOn = scheduledTryOn(invoice.issued_on, failed.tried);
  await send(
    contact,
    {
      subject: w.subject(invoice.number),
      body: w.body(
        invoice.number,
        money(contact.language, invoice.total_cents),
        cardName(failed.card, contact.language),
        why,
        nextTryOn
          ? w.nextTry(dayText(contact.language, nextTryOn))
          : w.lastTry(dayText(contact.language, invoice.due_on)),
      ),
      action: w.action,
    },
    billingLink(),
  );
}

/**
 * Card expiring: the account's primary card expires at the end of `card`'s expiry month, before the
 * next month end charges it (docs/billing.md "Payments"). Sent once per card (claimed on the card).
 */
export async function mailCardExpiring(card: PaymentMethodItem): Promise<boolean> {
  const contact = await billingContact(card.account_id);
  if (!contact || !(await claimCardExpiryNotice(table(), card))) return false;
  const w = WORDS[contact.language].expiring;
  const month = expiryMonthOf(card);
  const name = cardName(card, contact.language);
  await send(
    contact,
    {
      subject: w.subject(name, monthName(contact.language, month)),
      body: w.body(name, monthName(contact.language, month), dayText(contact.language, `${nextMonth(month)}-01`)),
      action: w.action,
    },
    billingLink(),
  );
  return true;
}
