import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { makePdf } from '../integration/support/pdf.ts';
import { englishTextOn, fillSlate, journeyPage, openNewMaster, signIn, verifyAndConfirm } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
const stamp = Date.now().toString(36);
const title = `Flight instructions ${stamp}`;

describe('an agency keeps its PDFs as documents', () => {
  it('adds a PDF, which the list shows with its page count', async () => {
    const { page } = journey;
    const file = join(mkdtempSync(join(tmpdir(), 'masterport-doc-')), `Flight_instructions_${stamp}.pdf`);
    writeFileSync(file, await makePdf([`Winter flight ${stamp}: rotate both spots evenly`, 'Second page']));
    await signIn(page, DEMO_USERS[1].email);
    await page.goto(`${appUrl}/app/documents`);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a PDF' }).click(),
    ]);
    await chooser.setFiles(file);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
  });

  it('finds it by a word of its text', async () => {
    const { page } = journey;
    await page.getByRole('textbox', { name: 'Search' }).fill(`${stamp} evenly`);
    await page.getByRole('row', { name: new RegExp(title) }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill(`${stamp} halloween`);
    await page.getByText('No document matches').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  it('links it to a master from the master’s documents tab, and the document lists the master', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: 'Masters', exact: true }).first().click();
    const dialog = await openNewMaster(page);
    const uniqueId = `DOC${stamp.toUpperCase()}`.slice(0, 20);
    await fillSlate(page, dialog, {
      type: 'Radio',
      language: 'English',
      title: `Spot with documents ${stamp}`,
      uniqueId,
      duration: '30',
    });
    await verifyAndConfirm(dialog);
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\//);
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('combobox', { name: 'Link a document' }).click();
    await page.getByRole('option', { name: title }).click();
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Masters' }).getByText(`Spot with documents ${stamp}`).waitFor();
    await page.locator(`iframe[title="${title}"]`).waitFor(); // the PDF, read in the page
    // Unlinked, then linked again from the document's side.
    await page.getByRole('button', { name: `Unlink Spot with documents ${stamp}` }).click();
    await page.getByText('Not linked to any master yet.').waitFor();
    await page.getByRole('combobox', { name: 'Link to a master: type its title or unique ID' }).fill(stamp);
    await page.getByRole('option', { name: new RegExp(`Spot with documents ${stamp}`) }).click();
    await page.getByRole('list', { name: 'Masters' }).getByText(`Spot with documents ${stamp}`).waitFor();
  });

  it('opens its public link in a fresh browser, without signing in', async () => {
    const { page } = journey;
    const link = await page.getByRole('textbox', { name: 'Public link' }).inputValue();
    const visitor = await page.context().browser()!.newContext();
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(link);
      await publicPage.getByRole('heading', { name: title, level: 1 }).waitFor();
      await publicPage.getByText('Demo Agency', { exact: true }).waitFor();
      expect(await publicPage.locator(`iframe[title="${title}"]`).count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });

  it('tags it, gives it a docket, reads it in French, then deletes it', async () => {
    const { page } = journey;
    await page.getByRole('textbox', { name: 'New tag' }).fill('Hiver2026');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove the tag Hiver2026' }).waitFor();
    await page.getByRole('textbox', { name: 'New tag' }).fill('not valid!');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Use letters and digits only, 30 at most.').waitFor();
    await page.getByRole('textbox', { name: 'Docket number' }).fill('DK-77');
    await page.getByRole('button', { name: 'Save the docket' }).click();
    await page.getByText('The docket is saved.').waitFor();

    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Étiquettes' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();

    await page.getByRole('button', { name: 'Delete the document' }).click();
    await page.getByRole('button', { name: 'Click again to delete' }).click();
    await page.waitForURL(/\/app\/documents$/);
    await page.getByRole('row', { name: new RegExp(title) }).waitFor({ state: 'detached' });
  });
});
