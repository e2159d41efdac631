import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_USERS } from '@masterport/local';
import { fillSlate, openJourneyPage, openNewMaster, signIn, verifyAndConfirm } from './support/journey.ts';

const [, agency, studio] = DEMO_USERS;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await openJourneyPage());
});
afterAll(async () => {
  await browser?.close();
});

const uniqueId = `PS${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
const title = `Studio spot ${uniqueId}`;

describe('a partner studio creates a master for the agency that authorised it', () => {
  it('the agency sees the studio it authorised in its settings', async () => {
    await signIn(page, agency.email);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/app\/user\/identification$/);
    await page.getByRole('tab', { name: 'Partner studios' }).click();
    await page.waitForURL(/\/app\/user\/partner-studios$/);
    const card = page.locator('[data-studio="Demo Studio"]');
    await card.getByText('Authorised').waitFor();
    expect(await card.textContent()).toContain(agency.email);
  });

  it('the studio creates a radio master on the agency\u2019s behalf', async () => {
    await signIn(page, studio.email);
    const dialog = await openNewMaster(page);
    await dialog.getByRole('combobox', { name: 'Create for' }).click();
    await page.getByRole('option', { name: 'Demo Agency' }).click();
    await fillSlate(page, dialog, { type: 'Radio', language: 'English', title, uniqueId, duration: '30' });
    await verifyAndConfirm(dialog);
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
    await signIn(page, agency.email);
    const card = page.getByRole('link', { name: new RegExp(uniqueId) });
    await card.waitFor();
    expect(await card.textContent()).toContain('By partner studio Demo Studio');
  });
});
