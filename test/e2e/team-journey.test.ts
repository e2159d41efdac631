import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '@masterport/local';
import { ACTION_TIMEOUT_MS } from './support/browser.ts';
import { englishTextOn, fillSlate, journeyPage, openNewMaster, signIn, verifyAndConfirm } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
const colleagueEmail = `colleague-${Date.now()}@example.test`;
let colleague: Page;
let invitationUrl = '';

describe('a primary user brings a colleague into the account, with only what they need, and can take it back', () => {
  it('invites a colleague who may only create radio masters', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await page.goto(`${appUrl}/app/user/access`);
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a person' });
    await dialog.getByLabel('E-mail address').fill(colleagueEmail);
    // A role fills the keys, which stay editable: from Viewer to a custom set.
    await dialog.getByText('Viewer', { exact: true }).click();
    const seeDistributions = dialog.getByRole('checkbox', { name: 'See distributions', exact: true });
    expect(await seeDistributions.isChecked()).toBe(true);
    await seeDistributions.uncheck();
    await dialog.getByRole('checkbox', { name: 'Create and upload masters', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Radio masters', exact: true }).check();
    await dialog.getByText('Custom', { exact: true }).waitFor();
    // The demo agency's plan has no delivery settings: they are not offered at all.
    expect(await dialog.getByRole('checkbox', { name: 'Manage the delivery method', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    const row = page.getByRole('listitem').filter({ hasText: colleagueEmail });
    await row.getByText('Invited').waitFor();
    await row.getByText('2 permissions').waitFor();
  });

  it('gives the account its address and a logo, which the account switcher shows', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/user/identification`);
    const identity = page.getByRole('region', { name: 'Identification' });
    await identity.getByRole('combobox', { name: 'Province or state' }).click();
    await page.getByRole('option', { name: 'Quebec' }).click();
    await identity.getByLabel('Phone').fill('514 555-0123');
    await identity.getByRole('button', { name: 'Save identification' }).click();
    await page.getByText('The identification was saved.').waitFor();
    expect(await identity.getByLabel('Phone').inputValue()).toBe('514 555-0123');

    const canvas = createCanvas(800, 200);
    const context = canvas.getContext('2d');
    context.fillStyle = '#c0392b';
    context.fillRect(0, 0, 800, 200);
    const logo = join(mkdtempSync(join(tmpdir(), 'masterport-logo-')), 'logo.png');
    writeFileSync(logo, await canvas.encode('png'));
    await page.getByRole('region', { name: 'Logo' }).locator('input[type="file"]').setInputFiles(logo);
    await page.getByText('The logo was saved.').waitFor();
    await page.getByRole('img', { name: 'Logo of Demo Agency' }).waitFor();
    await page.getByRole('button', { name: 'Switch account' }).locator('img').waitFor();
  });

  it('adds the traffic desk as a public contact, its phone number written the international way', async () => {
    const { page } = journey;
    await page
      .getByRole('tab', { name: 'Contacts' })
      .or(page.getByRole('link', { name: 'Contacts' }))
      .first()
      .click();
    await page.getByRole('button', { name: 'Add a contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a contact' });
    await dialog.getByLabel('First name').fill('Marc');
    await dialog.getByLabel('Last name').fill('Roy');
    await dialog.getByLabel('E-mail address').fill('traffic@demo-agency.example');
    await dialog.getByLabel('Phone').fill('514 555-0199');
    await dialog.getByRole('switch', { name: 'Show on public pages' }).check();
    await dialog.getByRole('button', { name: 'Add the contact' }).click();
    const card = page.getByRole('listitem', { name: 'Marc Roy' });
    await card.getByText('+1 514 555 0199').waitFor();
    await card.getByText('Public').waitFor();
  });

  it('finds the account’s tabs from the profile page: they live under Settings', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/user/profile`);
    await page.getByRole('region', { name: 'Account settings' }).getByRole('link', { name: 'Access' }).click();
    await page.waitForURL(/\/app\/user\/access$/);
  });

  it('reads the access tab in French', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Personnes' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
    await page.getByRole('heading', { name: 'People' }).waitFor();
  });

  it('lets the colleague accept from the e-mail, create their user and land in the account', async () => {
    const context = await journey.page
      .context()
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 } });
    colleague = await context.newPage();
    colleague.setDefaultTimeout(ACTION_TIMEOUT_MS);
    await colleague.goto(`${appUrl}/_local/mail`);
    await colleague
      .getByRole('row', { name: new RegExp(colleagueEmail) })
      .getByRole('link', { name: /invites you to join Demo Agency/ })
      .click();
    await colleague.getByRole('link', { name: 'Accept the invitation' }).click();
    await colleague.getByRole('heading', { name: 'Join Demo Agency on Masterport' }).waitFor();
    invitationUrl = colleague.url();
    expect(new URL(invitationUrl).searchParams.get('lang')).toBe('en');
    await colleague.getByLabel('First name').fill('Chloé');
    await colleague.getByLabel('Last name').fill('Bouchard');
    await colleague.getByLabel(/^Password/).fill('a colleague joins');
    await colleague.getByLabel('Confirm the password').fill('a colleague joins');
    await colleague.getByRole('button', { name: 'Accept and continue' }).click();
    await colleague.waitForURL(/\/app\/masters$/);
  });

  it('says a used link can no longer be used, in the language the link names (the API’s refusal names none)', async () => {
    // A fresh browser (no language remembered) opens the used link as one sent in French reads.
    const context = await journey.page.context().browser()!.newContext();
    const stranger = await context.newPage();
    stranger.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const french = new URL(invitationUrl);
    french.searchParams.set('lang', 'fr');
    await stranger.goto(french.toString());
    await stranger.getByText('Cette invitation ne peut plus être utilisée').waitFor();
    await stranger.getByRole('button', { name: 'Demander une nouvelle invitation' }).waitFor();
    expect(await englishTextOn(stranger)).toEqual([]);
    await context.close();
  });

  it('lets the colleague create a radio master, and shows Distributions and Billing as restricted', async () => {
    const dialog = await openNewMaster(colleague);
    await fillSlate(colleague, dialog, {
      type: 'Radio',
      language: 'English',
      title: 'Colleague spot',
      uniqueId: `TEAM${Date.now().toString(36).toUpperCase()}`,
      duration: '2',
    });
    await verifyAndConfirm(dialog);
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await colleague.waitForURL(/\/app\/masters\/details\//);
    await colleague.goto(`${appUrl}/app/distributions`);
    await colleague
      .getByText("Either your user or the connected account doesn't have the permission to view this section.")
      .waitFor();
    // Controls whose call would be refused are not offered: no new distribution, no PDF to add.
    expect(await colleague.getByRole('button', { name: 'New distribution' }).count()).toBe(0);
    await colleague.goto(`${appUrl}/app/documents`);
    await colleague.getByRole('textbox', { name: 'Search' }).waitFor();
    expect(await colleague.getByRole('heading', { name: 'Add a document' }).count()).toBe(0);
    await colleague.goto(`${appUrl}/app/user/billing`);
    await colleague
      .getByText("Either your user or the connected account doesn't have the permission to view this section.")
      .waitFor();
    // What they may do, in their own words: Settings opens on their authorizations.
    await colleague.goto(`${appUrl}/app/user/authorizations`);
    const account = colleague.getByRole('region', { name: 'Demo Agency' });
    await account.getByText('Radio masters').waitFor();
    expect(await account.getByText('Send to stations').count()).toBe(0);
  });

  it('revokes the colleague, whose next action sends them to sign-in', async () => {
    const { page } = journey;
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: colleagueEmail });
    await row.getByText('Chloé Bouchard').waitFor();
    await row.getByRole('button', { name: `More actions for ${colleagueEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Revoke access' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke the access of Chloé Bouchard?' });
    await confirm.getByLabel(/Type “continue”/).fill('continue');
    await confirm.getByRole('button', { name: 'Revoke access' }).click();
    await row.waitFor({ state: 'detached' });

    await colleague.goto(`${appUrl}/app/masters`);
    await colleague.waitForURL(/\/account\/login/);
    await colleague.context().close();
  });
});
