import { describe, expect, inject, it } from 'vitest';
import { DEMO_OPERATOR } from '@masterport/local';
import { activatedUser } from '../integration/support/client.ts';
import { zipEntries } from '../integration/support/zip.ts';
import { englishTextOn, journeyPage } from './support/journey.ts';

/**
 * An account's life around its plan (issue 30), in French throughout: a new agency asks for the
 * partner studio's plan at once, the demo operator approves it in /ops, the agency sees its new plan
 * and the prorated invoice; then it closes the account now with its data, downloads its archive from
 * /account-canceled and reactivates. A newly signed-up account, so the demo accounts later journeys
 * use are left as they were.
 */
const appUrl = inject('appUrl');
const journey = journeyPage({ acceptDownloads: true });
let agency: { email: string; password: string };

describe('an agency changes its plan, closes its account and brings it back, in French', () => {
  it('asks for the partner studio’s plan at once, and waits for an operator', async () => {
    const { page } = journey;
    agency = await activatedUser('plans-journey', 'fr', { baseUrl: appUrl, mailBaseUrl: appUrl });
    // French from the first page on (the language the SPA remembers), for every page of the journey.
    await page.addInitScript(() => localStorage.setItem('masterport.language', 'fr'));
    await page.goto(`${appUrl}/account/login`);
    await page.getByLabel('Courriel').fill(agency.email);
    await page.getByLabel('Mot de passe').fill(agency.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/app\/masters$/);

    await page.goto(`${appUrl}/app/change-plan`);
    await page.getByText('Forfait de votre compte : Agence ou créateur de contenu.').waitFor();
    await page.getByRole('button', { name: 'Choisir Studio partenaire' }).click();
    const ask = page.getByRole('dialog', { name: 'Passer au forfait Studio partenaire' });
    await ask.getByLabel('Dès qu’il est approuvé').check();
    await ask.getByRole('button', { name: 'Demander le changement' }).click();
    await page.getByText('Passage au forfait Studio partenaire : en attente d’approbation.').waitFor();
    expect(await englishTextOn(page)).toEqual([]);
  });

  it('is approved by the operator in /ops, then shows the new plan and the prorated month invoiced', async () => {
    const { page } = journey;
    await page.goto(`${appUrl}/ops`);
    const signIn = page.getByRole('form', { name: 'Connexion des opérateurs' });
    await signIn.getByLabel('Courriel').fill(DEMO_OPERATOR.email);
    await signIn.getByLabel('Mot de passe').fill(DEMO_OPERATOR.password);
    await signIn.getByRole('button', { name: 'Se connecter' }).click();
    const changes = page.getByRole('region', { name: 'Changements de forfait en attente d’approbation' });
    const row = changes.getByRole('listitem').filter({ hasText: agency.email });
    await row.getByText('Agence ou créateur de contenu vers Studio partenaire').waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await row.getByRole('button', { name: 'Approuver' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await signIn.waitFor();

    await page.goto(`${appUrl}/app/change-plan`);
    await page.getByText('Forfait de votre compte : Studio partenaire.').waitFor();
    // Its sections load side by side and grow as they do: clicked once they are all in place.
    await page.goto(`${appUrl}/app/user/billing`, { waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: /^Ouvrir la facture/ })
      .first()
      .click();
    await page.getByText('Changement de forfait, mois en cours au prorata').first().waitFor();
    expect(await englishTextOn(page)).toEqual([]);
  });

  it('closes the account now with its data, downloads its archive, and reactivates it', async () => {
    const { page } = journey;
    // The button is under the sections that load above it, which move it as they grow.
    await page.goto(`${appUrl}/app/user/billing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Annuler le compte' }).click();
    const choose = page.getByRole('dialog', { name: 'Fermer le compte' });
    await choose.getByLabel('Maintenant').check();
    await choose.getByLabel('Supprimer les données du compte').check();
    await choose.getByRole('button', { name: 'Continuer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler le compte?' });
    await confirm.getByLabel('Tapez « continuer » pour confirmer').fill('continuer');
    await confirm.getByRole('button', { name: 'Annuler le compte' }).click();
    await page.waitForURL(/\/account-canceled$/);
    await page.getByRole('heading', { name: 'Ce compte est annulé' }).waitFor();

    // The page asks again every 5 s while the archive is made (seconds on the local Step Functions).
    const link = page.getByRole('link', { name: 'Télécharger' }).first();
    await link.waitFor({ timeout: 60_000 });
    await page.getByText(/Ses données seront supprimées le/).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    const names = [...(await zipEntries(Buffer.concat(chunks))).keys()];
    expect(names).toEqual(expect.arrayContaining(['records/account.json', 'records/masters.csv']));

    await page.getByRole('button', { name: 'Réactiver le compte' }).click();
    await page.waitForURL(/\/app\/masters$/);
    await page.getByText('Le compte est de nouveau actif.').waitFor();
  });
});
