import { describe, expect, inject, it } from 'vitest';
import { createDb, updateMasterFields } from '@masterport/data';
import { DEMO_USERS } from '@masterport/local';
import {
  englishTextOn,
  fillSlate,
  journeyPage,
  makeReadyRadioMaster,
  openNewMaster,
  signIn,
  verifyAndConfirm,
} from '../support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();
const stamp = Date.now().toString(36).toUpperCase();
const radio = { title: `Review radio ${stamp}`, uniqueId: `RVR${stamp}`.slice(0, 20) };
const tvUniqueId = `RVT${stamp}`.slice(0, 20);

/** Issue 28: the wizard catches a mistake at the step where it is made, and shows what goes where before Send. */
describe('the wizard checks each step as it is left and reviews the distribution before Send, on a phone, in French', () => {
  it('makes a ready radio master, and a TV master as a finished processing run leaves it', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[1].email);
    await makeReadyRadioMaster(page, appUrl, radio);
    await page.goto(`${appUrl}/app/masters`);
    const dialog = await openNewMaster(page);
    await fillSlate(page, dialog, {
      type: 'TV & web',
      language: 'English',
      audio: /^5\.1/,
      title: `Review TV ${stamp}`,
      uniqueId: tvUniqueId,
      duration: '2',
    });
    await verifyAndConfirm(dialog);
    await dialog.getByRole('button', { name: 'Create master' }).click();
    await page.waitForURL(/\/app\/masters\/details\/[\w-]+/);
    const masterId = /\/details\/([\w-]+)/.exec(page.url())![1]!;
    // Processing is not what this journey tests (the TV master journey does): the master is put where a run leaves it.
    await updateMasterFields(createDb(inject('tableName')), masterId, {
      status: 'COMPLETED',
      qc_status: 'PASSED',
      is_running: false,
      progress: 100,
    });
  });

  it('refuses a TV and a radio master together at step 2, in the words Send would use', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/app/distributions`);
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Nouvelle distribution' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle distribution' });
    const closeDropdown = () => dialog.getByRole('heading', { name: 'Nouvelle distribution' }).click();
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    const masters = dialog.getByRole('combobox', { name: 'Masters' });
    await masters.click();
    await page.getByRole('option', { name: new RegExp(radio.uniqueId) }).click();
    await page.getByRole('option', { name: new RegExp(tvUniqueId) }).click();
    await closeDropdown();
    await dialog.getByRole('button', { name: 'Suivant' }).click();

    // Still on the masters step, the mistake said there.
    await dialog
      .getByTestId('masters-problems')
      .getByText(
        'Des masters de types différents (télé, web, radio) ne peuvent pas être envoyés ensemble aux diffuseurs.',
      )
      .waitFor();
    await expect.poll(() => masters.isVisible()).toBe(true);
    expect(await dialog.getByRole('combobox', { name: 'Indicatifs' }).count()).toBe(0);
  });

  it('goes on once the TV master is taken out, and reviews per station the method, the files as named there, the house codes and the cost', async () => {
    const { page } = journey;
    const dialog = page.getByRole('dialog', { name: 'Nouvelle distribution' });
    const closeDropdown = () => dialog.getByRole('heading', { name: 'Nouvelle distribution' }).click();
    await dialog.getByRole('combobox', { name: 'Masters' }).click();
    await page.getByRole('option', { name: new RegExp(tvUniqueId) }).click();
    await closeDropdown();
    await dialog.getByTestId('masters-problems').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Suivant' }).click();
    const stations = dialog.getByRole('combobox', { name: 'Indicatifs' });
    for (const letters of ['CKOI', 'CFRN']) {
      await stations.click();
      await stations.fill(letters);
      await page.getByRole('option', { name: new RegExp(`^${letters} ·`) }).click();
    }
    await closeDropdown();
    for (let step = 0; step < 3; step += 1) await dialog.getByRole('button', { name: 'Suivant' }).click();

    const review = dialog.getByTestId('wizard-review');
    await review.waitFor();
    const radioGroup = review.locator('[data-station="CKOI"]');
    const west = review.locator('[data-station="CFRN"]');
    await radioGroup.getByText('Lien Web', { exact: true }).waitFor();
    await west.getByText('Amazon S3', { exact: true }).waitFor();
    // Named as each broadcaster names files: the radio group's pattern starts with its own house code, given before the files go.
    await radioGroup
      .getByText(new RegExp(`^_?${radio.uniqueId}_Review-radio`))
      .first()
      .waitFor();
    await radioGroup.getByText(`code maison pour ${radio.uniqueId}`, { exact: false }).waitFor();
    await west.getByText('Aucun code maison requis.').waitFor();
    // Priced from the price book, as a master is before it is created: sending to Canadian stations is free.
    expect(await dialog.getByTestId('wizard-cost').textContent()).toBe('Gratuit');
    expect(await dialog.getByTestId('wizard-price-note').textContent()).toBe(
      'L’envoi aux diffuseurs canadiens ne coûte rien.',
    );
    await dialog.getByRole('button', { name: 'Envoyer' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });
});
