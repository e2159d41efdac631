import type { Page } from 'playwright-core';
import { testCardExpiry } from '@masterport/local/payment-gateway';

/** The add-card dialog's words in each language the journeys use (web/src/locales/<language>/cards.json). */
const CARD_DIALOG = {
  en: {
    dialog: 'Add a card',
    holder: 'Name on the card',
    street: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    province: 'Province or state',
    quebec: 'Quebec',
    continue: 'Continue to the card',
  },
  fr: {
    dialog: 'Ajouter une carte',
    holder: 'Nom sur la carte',
    street: 'Adresse',
    city: 'Ville',
    postalCode: 'Code postal',
    province: 'Province ou État',
    quebec: 'Québec',
    continue: 'Continuer vers la carte',
  },
} as const;

/** The add-card dialog's billing address (a Quebec one), then on to the gateway's card form. */
export async function fillCardAddress(page: Page, language: 'en' | 'fr' = 'en'): Promise<void> {
  const words = CARD_DIALOG[language];
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.getByLabel(words.holder).fill('Sofia Roy');
  await dialog.getByLabel(words.street).fill('1000 Rue Sherbrooke O');
  await dialog.getByLabel(words.city).fill('Montréal');
  await dialog.getByLabel(words.postalCode).fill('H3A 3G4');
  await dialog.getByRole('combobox', { name: words.province }).click();
  await page.getByRole('option', { name: words.quebec }).click();
  await dialog.getByRole('button', { name: words.continue }).click();
}

/** Types a card into the gateway's form in its iframe (the local stand-in of HelcimPay.js) and sends it. */
export async function typeCard(page: Page, number: string, cvv: string): Promise<void> {
  const form = page.frameLocator('#helcimPayIframe');
  await form.getByLabel('Cardholder name').fill('Sofia Roy');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(testCardExpiry());
  await form.getByLabel('CVV').fill(cvv);
  await form.getByRole('button', { name: 'Process' }).click();
}
