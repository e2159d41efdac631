import { readFileSync } from 'node:fs';
import { describe, expect, inject, it, vi } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE, ERROR_CATALOGUE, INVOICE_STATUS_NAMES } from '@masterport/contract';
import { readPdf } from '@masterport/core/documents';
import { TEST_CARDS } from '@masterport/local/payment-gateway';
import { fillCardAddress, typeCard } from './support/card-form.ts';
import { englishTextOn, journeyPage } from './support/journey.ts';

/**
 * Billing, from sign-up to a paid overdue invoice (issue 29), in French throughout: a content
 * creator signs up in three steps with a card typed in the gateway's form (the local stand-in of
 * HelcimPay.js), sees what a TV master will cost before creating it, gets the month's invoice,
 * opens it and reads its PDF back, is blocked once it is overdue, pays it after a declined card and
 * is let back in.
 *
 * The billing clock is never moved: it is one offset for the whole local cloud, and every later
 * journey of the project would see a month end of every demo account. Instead the month end runs
 * for this account only, in this process, on the local cloud's table, through the month end's own
 * steps (`finaliseMonthOf`, then `announceAndCollect`: the e-mail and the first charge), with this
 * process's clock set 30 days back while the invoice is issued: it is then 15 days past its due
 * date, one day into the overdue block (docs/billing.md, "Payment gates"). The sign-up card approves
 * the gateway's check but not a purchase (CVV 225, "exceeds balance"), so the month end's charge is
 * declined as a real card's would be, and the invoice stays unpaid.
 */
const appUrl = inject('appUrl');
const journey = journeyPage({ acceptDownloads: true });

const stamp = Date.now().toString(36).toUpperCase();
const email = `billing-${stamp.toLowerCase()}@example.test`;
const password = 'un mot de passe assez long';
const accountName = `Studio Gagnon ${stamp}`;
/** The content creator's $29 subscription taxed in Quebec: GST 5 % ($1.45) and QST 9.975 % ($2.89). */
const invoiceTotal = '33,34 $';
const DAY_MS = 86_400_000;

/** French text as the page shows it: its narrow and ordinary non-breaking spaces read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('une créatrice de contenu paie sa facture par carte, en français', () => {
  it('s’inscrit en trois étapes, sa carte saisie dans le formulaire de la passerelle', async () => {
    const { page } = journey;
    await page.addInitScript(() => localStorage.setItem('masterport.language', 'fr'));
    await page.goto(`${appUrl}/account/create`);
    await page.getByLabel('Prénom').fill('Sofia');
    await page.getByRole('textbox', { name: /^Nom\b/ }).fill('Gagnon');
    await page.getByLabel('Courriel').fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirmer le mot de passe' }).fill(password);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await page.getByLabel('Nom du compte').fill(accountName);
    await page.getByRole('combobox', { name: 'Forfait' }).click();
    await page.getByRole('option', { name: 'Agence ou créateur de contenu' }).click();
    await page.getByLabel('Adresse').fill('1000 Rue Sherbrooke O');
    await page.getByLabel('Ville').fill('Montréal');
    await page.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.getByRole('combobox', { name: 'Province' }).click();
    await page.getByRole('option', { name: 'Québec' }).click();
    await page.getByLabel('Code postal').fill('H3A 3G4');
    await page.getByRole('checkbox', { name: /pas un robot/ }).check();
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('heading', { name: 'Consultez vos courriels' }).waitFor();

    await page.goto(`${appUrl}/_local/mail`);
    await page
      .getByRole('row', { name: new RegExp(email) })
      .getByRole('link', { name: 'Activez votre compte Masterport' })
      .click();
    await page.getByRole('link', { name: 'Activer mon compte' }).click();
    await page.getByRole('heading', { name: 'Votre courriel est confirmé' }).waitFor();
    await page
      .getByRole('link', { name: 'Se connecter' })
      .or(page.getByRole('button', { name: 'Se connecter' }))
      .first()
      .click();
    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe').fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();

    // The third step: the card, typed in the gateway's form, never in ours.
    await page.waitForURL(/\/app\/sign-up\/billing/);
    // Where a call that bills sends a paid plan without a card: it asks for one.
    await page.goto(`${appUrl}/app/add-payment`);
    await page.getByRole('heading', { name: 'Ajouter un mode de paiement' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter une carte' }).waitFor();
    await page.goto(`${appUrl}/app/sign-up/billing`);
    await page.getByRole('button', { name: 'Ajouter une carte' }).click();
    await fillCardAddress(page, 'fr');
    await typeCard(page, TEST_CARDS.mastercard, '225');
    await page.getByRole('table', { name: 'Votre facture d’inscription' }).getByText('29,00 $ par mois').waitFor();
    expect(await englishTextOn(page)).toEqual([]);
    await page.getByRole('link', { name: 'Commencer à utiliser Masterport' }).click();
    await page.waitForURL(/\/app\/masters/);
  });

  it('voit ce que coûtera un master télé avant de le créer', async () => {
    const { page } = journey;
    await page
      .getByRole('button', { name: /^(Nouveau master|Créez votre premier master)$/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau master' });
    const choose = async (field: string, option: string | RegExp) => {
      await dialog.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
    };
    await choose('Type de master', 'Télé et web');
    await choose('Langue', 'Français');
    await choose('Audio', /^5\.1/);
    await dialog.getByLabel(/^Titre/).fill(`Sirop d’érable ${stamp}`);
    await dialog.getByLabel(/Identifiant unique/).fill(`BIL${stamp}`.slice(0, 20));
    await dialog.getByLabel(/Durée/).fill('30');
    await dialog.getByLabel('Annonceur').fill('Érablière Gagnon');
    await dialog.getByLabel('Agence').fill('Studio Gagnon');
    await dialog.getByLabel('Produit').fill('Sirop d’érable');
    await dialog.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await dialog.getByText('Parfait. Cet identifiant est disponible.').waitFor();
    await dialog.getByRole('button', { name: 'Suivant', exact: true }).click();

    // The content creator's price of a TV master, from the price book, before anything is created.
    expect(plain(await dialog.getByTestId('master-price').textContent())).toBe(
      'Ce master coûtera 89,00 $ plus taxes, facturé à son premier traitement.',
    );
    await dialog.getByRole('button', { name: 'Créer le master' }).click();
    await page.waitForURL(/\/app\/masters\/details\//);
  });

  it('reçoit la facture du mois, débitée sans succès, et se voit bloquée une fois l’échéance passée', async () => {
    const { page } = journey;
    const session = await page.request.post(`${appUrl}/api/user/load-data`, {
      data: {},
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    const { account_id: accountId } = (await session.json()) as { account_id: string };
    // The month end's own steps for this account alone, issued 30 days ago (see the header).
    const { announceAndCollect, billingNow, finaliseMonthOf } = await import('@masterport/core/billing');
    const month = (await billingNow()).toISOString().slice(0, 7);
    const realNow = Date.now();
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow - 30 * DAY_MS);
    const invoice = await finaliseMonthOf(accountId, month).finally(() => clock.mockRestore());
    expect(invoice).toMatchObject({ status: 'open', total_cents: 3334 });
    await announceAndCollect(invoice!);
    // Announced, and its charge to the sign-up card declined, in the account's language.
    await page.goto(`${appUrl}/_local/mail`);
    const mails = page.getByRole('row', { name: new RegExp(email) });
    await mails.getByRole('link', { name: `Votre facture Masterport ${invoice!.number}` }).waitFor();
    await mails.getByRole('link', { name: `Échec du paiement : facture ${invoice!.number}` }).waitFor();

    // Overdue past the grace period: every page but billing sends to the overdue page.
    await page.goto(`${appUrl}/app/masters`);
    await page.waitForURL(/\/app\/account-payment-overdue/);
    await page.getByRole('heading', { name: 'Paiement en retard' }).waitFor();
    await page.getByText(invoiceTotal).waitFor();
    expect(await englishTextOn(page)).toEqual([]);
  });

  it('ouvre la facture depuis la facturation et en lit le PDF', async () => {
    const { page } = journey;
    await page.getByRole('link', { name: 'Aller à la facturation pour payer' }).click();
    await page.waitForURL(/\/app\/user\/billing$/);
    const invoices = page.getByRole('table', { name: 'Factures' });
    const row = invoices.getByRole('row').filter({ hasText: INVOICE_STATUS_NAMES.fr.overdue });
    expect(plain(await row.textContent())).toContain(invoiceTotal);
    await row.getByRole('link', { name: /^Ouvrir la facture \d+$/ }).click();
    await page.waitForURL(/\/app\/user\/billing\/view-invoice\//);
    const heading = page.getByRole('heading', { level: 1, name: /^Facture \d+$/ });
    const number = /(\d+)$/.exec((await heading.textContent()) ?? '')?.[1];
    expect(number).toBeDefined();
    await page.getByRole('table', { name: 'Lignes de la facture' }).getByText('Abonnement', { exact: false }).waitFor();
    expect(await englishTextOn(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Télécharger le PDF' }).click(),
    ]);
    const text = plain((await readPdf(readFileSync((await download.path())!))).text);
    expect(text).toContain(`Facture ${number}`);
    expect(text).toContain('TPS 5 %');
    expect(text).toContain('TVQ 9,975 %');
    expect(text).toContain('123456789RT0001');
    expect(text).toContain('1234567890TQ0001');
    expect(text).toContain(invoiceTotal);
    expect(text).toContain('Montréal');
  });

  it('paie la facture après un refus de la carte, et retrouve l’accès aussitôt', async () => {
    const { page } = journey;
    await page.getByRole('button', { name: 'Payer maintenant' }).click();
    const pay = page.getByRole('dialog', { name: 'Payer par carte' });
    await pay.getByRole('button', { name: `Payer ${invoiceTotal}` }).click();
    // The sign-up card, declined again in the catalogue's French words; nothing charged.
    await pay.getByText(ERROR_CATALOGUE.insufficient_funds.fr).waitFor();
    await pay.getByText('Rien n’a été débité.', { exact: false }).waitFor();

    await pay.getByRole('button', { name: 'Ajouter une carte' }).click();
    await fillCardAddress(page, 'fr');
    await typeCard(page, TEST_CARDS.visa, '100');
    await page.getByText('La carte se terminant par 9990 a été ajoutée.').waitFor();
    await pay.getByRole('radio', { name: /Visa se terminant par 9990/ }).check();
    await pay.getByRole('button', { name: `Payer ${invoiceTotal}` }).click();
    await page.getByText(`Merci : ${invoiceTotal} a été payé.`, { exact: false }).waitFor();
    await page.getByTestId('invoice-paid-with').getByText('Visa se terminant par 9990').waitFor();
    expect(await page.getByText(INVOICE_STATUS_NAMES.fr.paid, { exact: true }).count()).toBe(1);

    await page.goto(`${appUrl}/app/masters`);
    await page.getByRole('button', { name: 'Nouveau master' }).first().waitFor();
    expect(page.url()).toMatch(/\/app\/masters$/);
  });
});
