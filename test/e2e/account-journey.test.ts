import { describe, expect, inject, it } from 'vitest';
import { fillCardAddress, typeCard } from './support/card-form.ts';
import { englishTextOn, journeyPage } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();

const email = `journey-${Date.now()}@example.test`;
const password = 'a long enough password';

describe('a new user, from sign-up to sign-out', () => {
  it('signs up with the user and account steps', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/account/create`);
    await page.getByLabel('First name').fill('Julie');
    await page.getByLabel('Last name').fill('Pelletier');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Account name').fill(`Pelletier Media ${Date.now()}`);
    await page.getByRole('combobox', { name: 'Plan' }).click();
    await page.getByRole('option', { name: 'Agency or content creator' }).click();
    await page.getByLabel('Address').fill('300 Rue Saint-Paul');
    await page.getByLabel('City').fill('Québec');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Quebec' }).click();
    await page.getByLabel('Postal code').fill('G1K 3W6');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The reCAPTCHA box (the local stand-in) is asked for before anything is sent.
    await page.getByText('Tick the box to confirm you are not a robot.').waitFor();
    await page.getByRole('checkbox', { name: /not a robot/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  });

  it('opens the activation e-mail on the local mail page and activates', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/_local/mail`);
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('link', { name: 'Activate your Masterport account' })
      .click();
    await page.getByRole('link', { name: 'Activate my account' }).click();
    await page.getByRole('heading', { name: 'Your e-mail is confirmed' }).waitFor();
    await page
      .getByRole('button', { name: 'Sign in' })
      .or(page.getByRole('link', { name: 'Sign in' }))
      .first()
      .click();
    await page.waitForURL(/\/account\/login/);
  });

  it('signs in, adds a card at sign-up’s billing step through the gateway’s form, sees its sign-up invoice and lands in the app', async () => {
    const { page } = journey;
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/app\/sign-up\/billing/);
    await page.getByRole('button', { name: 'Add a card' }).click();
    await fillCardAddress(page);
    await typeCard(page, '5413330089099130', '100');
    // The content creator's subscription, billed at month end: nothing is due today.
    await page.getByRole('table', { name: 'Your sign-up invoice' }).getByText('$29.00 a month').waitFor();
    await page.getByRole('link', { name: 'Start using Masterport' }).click();
    await page.waitForURL(/\/app\/masters/);
    expect(await page.getByRole('button', { name: 'Switch account' }).textContent()).toContain('Pelletier Media');
  });

  it('switches to French and shows French text', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('link', { name: 'Listes de lecture' }).waitFor();
    await page.getByRole('button', { name: 'Menu utilisateur' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.goto(`${appUrl}/app/user/profile`);
    await page.getByRole('heading', { name: 'Profil', exact: false }).first().waitFor();
    expect(await englishTextOn(page)).toEqual([]);
  });

  it('signs out, and opening a signed-in page asks to sign in, keeping the path', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Menu utilisateur' }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/account\/login/);
    await page.goto(`${appUrl}/app/masters`);
    await page.waitForURL(/\/account\/login\?redirect=%2Fapp%2Fmasters/);
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('mp_presence_t');
  });
});
