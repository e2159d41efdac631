import { describe, expect, inject, it } from 'vitest';
import { DEMO_USERS } from '@masterport/local';
import { englishTextOn, journeyPage, signIn } from './support/journey.ts';

const appUrl = inject('appUrl');
const journey = journeyPage();

describe('a broadcaster chooses the files its stations receive, and their names', () => {
  it('keeps the slated MXF for TV and adds MCC captions', async () => {
    const { page } = journey;
    await signIn(page, DEMO_USERS[0].email);
    await page.goto(`${appUrl}/app/user/delivery-content`);
    const tv = page.getByRole('region', { name: 'TV & web masters' });
    expect(await tv.getByRole('checkbox', { name: /^MXF1080_SLATED/ }).isChecked()).toBe(true);
    await tv.getByRole('checkbox', { name: /^MCC_CC/ }).check();
    await tv.getByText('3 files').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    expect(
      await page
        .getByRole('region', { name: 'TV & web masters' })
        .getByRole('checkbox', { name: /^MCC_CC/ })
        .isChecked(),
    ).toBe(true);
  });

  it('builds a file-name pattern and sees the name a spot would get', async () => {
    const { page } = journey;
    await page.getByRole('tab', { name: 'File names' }).click();
    const example = page.locator('[data-example-name]');
    await expect.poll(() => example.textContent()).toBe('MAPL1234000H_Winter-Morning.mxf');
    await page.getByRole('combobox', { name: 'Add a part' }).click();
    await page.getByRole('option', { name: 'Advertiser' }).click();
    await page.getByRole('button', { name: 'Move Advertiser up' }).click();
    await page.getByText('Hyphen -', { exact: true }).click();
    await expect.poll(() => example.textContent()).toBe('MAPL1234000H-Maple-Foods-Winter-Morning.mxf');
    await page.getByRole('button', { name: 'Remove Title' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.locator('[data-example-name]').textContent()).toBe('MAPL1234000H-Maple-Foods.mxf');
  });

  it('reads the file tabs in French', async () => {
    const { page } = journey;
    await page.getByRole('radiogroup', { name: 'Language' }).getByText('FR', { exact: true }).click();
    await page.getByRole('heading', { name: 'Modèle de nom' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Contenu livré' }).click();
    await page.getByRole('heading', { name: 'Masters télé et web' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Ardoise XML' }).click();
    await page.getByRole('heading', { name: 'Ce que dit l’ardoise XML' }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('radiogroup', { name: 'Langue' }).getByText('EN', { exact: true }).click();
  });
});
