import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { fillCardAddress, typeCard } from './support/card-form.ts';
import { journeyPage, screenshots, signIn } from './support/journey.ts';

/**
 * Cards through the gateway (issue 29): the partner studio adds a card on its billing page through
 * the gateway's card form in its iframe (the local cloud's stand-in of HelcimPay.js), a declined
 * card first, then one that passes. Screenshots at 1280 and 390 px, EN and FR.
 */
const appUrl = inject('appUrl');
const journey = journeyPage();
const studio = DEMO_USERS[2];

describe('a partner studio keeps a card on file through the gateway’s form', () => {
  it('is told why a declined card was refused, then adds a card that passes and sees it listed', async () => {
    const { page } = journey;
    await signIn(page, studio.email);
    await page.goto(`${appUrl}/app/user/billing`);
    // The statement and the invoices come first, each saying what to expect while empty.
    await page.getByRole('region', { name: 'Statement' }).getByText('Balance due').waitFor();
    await page.getByRole('region', { name: 'Invoices' }).getByText('No invoice yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add a card' }).click();
    await fillCardAddress(page);
    await typeCard(page, '4124939999999990', '205');
    await page.getByRole('dialog', { name: 'Add a card' }).getByText('The card was declined.').waitFor();

    await fillCardAddress(page);
    await page.frameLocator('#helcimPayIframe').getByLabel('Card number').waitFor();
    await page.screenshot({ path: join(tmpdir(), 'masterport-card-form-en-1280.png') });
    await typeCard(page, '5413330089099130', '100');
    await page.getByText('The card ending in 9130 was added.').waitFor();
    // Beside the demo studio's own card (docs/billing.md, "Payment gates"), which stays the primary.
    await page.getByRole('listitem', { name: 'Mastercard ending in 9130' }).waitFor();
    await expect(page.locator('#helcimPayIframe').count()).resolves.toBe(0);
    await screenshots(page, 'billing-cards');
  });

  it('shows the add-payment page, which says a card is on file and leads on rather than asking for another', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/add-payment`);
    await page.getByRole('heading', { name: 'A card is on file' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).waitFor();
    await screenshots(page, 'add-payment');
  });
});
