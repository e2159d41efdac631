import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ACTION_TIMEOUT_MS, launchChromium } from './support/browser.ts';

const appUrl = inject('appUrl');
const [, agency, studio] = DEMO_USERS;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
});
afterAll(async () => { await browser?.close(); });

const uniqueId = `PS${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const title = `Studio spot ${uniqueId}`;

async function signIn(email: string) {
  await page.context().clearCookies();
  await page.goto(`${appUrl}/account/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\/masters$/);
}

describe('a partner studio creates a master for the agency that authorised it', () => {
  it('the agency sees the studio it authorised in its settings', async () => {
    await signIn(agency.email);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/app\/user\/partner-studios$/);
    const card = page.locator('[data-studio="Demo Studio"]');
    await card.getByText('Authorised').waitFor();
    expect(await card.textContent()).toContain(agency.email);
  });

  it('the studio creates a radio master on the agency\u2019s behalf', async () => {
    await signIn(studio.email);
    await page.getByRole('button', { name: /^(New master|Create your first master)$/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New master' });
    await dialog.getByRole('combobox', { name: 'Create for' }).click();
    await page.getByRole('option', { name: 'Demo Agency' }).click();
    await dialog.getByRole('combobox', { name: 'Master type' }).click();
    await page.getByRole('option', { name: 'Radio', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel(/Unique ID/).fill(uniqueId);
    await dialog.getByLabel(/Duration/).fill('30');
    await dialog.getByLabel('Advertiser').fill('Maple Foods');
    await dialog.getByLabel('Agency').fill('North Agency');
    await dialog.getByLabel('Product').fill('Maple syrup');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Perfect. This ID is available.').waitFor();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('Created on behalf of Demo Agency').waitFor();
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\/[\w-]+\?tab=sources/);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();

    // Listed with the masters made for clients, not with the studio's own.
    await page.getByRole('link', { name: 'Masters', exact: true }).first().click();
    await page.getByText('Made for clients').click();
    const card = page.getByRole('link', { name: new RegExp(uniqueId) });
    await card.waitFor();
    expect(await card.textContent()).toContain('For Demo Agency');
  });

  it('the agency finds it among its masters, made by the studio', async () => {
    await signIn(agency.email);
    const card = page.getByRole('link', { name: new RegExp(uniqueId) });
    await card.waitFor();
    expect(await card.textContent()).toContain('By partner studio Demo Studio');
  });
});
