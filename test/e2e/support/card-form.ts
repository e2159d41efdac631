import type { Page } from 'playwright-core';
import { testCardExpiry } from '@masterport/local/payment-gateway';

/** The add-card dialog's billing address (a Quebec one), then on to the gateway's card form. */
export async function fillCardAddress(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Name on the card').fill('Sofia Roy');
  await dialog.getByLabel('Street address').fill('1000 Rue Sherbrooke O');
  await dialog.getByLabel('City').fill('Montréal');
  await dialog.getByLabel('Postal code').fill('H3A 3G4');
  await dialog.getByRole('combobox', { name: 'Province or state' }).click();
  await page.getByRole('option', { name: 'Quebec' }).click();
  await dialog.getByRole('button', { name: 'Continue to the card' }).click();
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
