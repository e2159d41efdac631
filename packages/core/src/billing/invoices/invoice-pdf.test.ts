import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceDetails } from '@masterport/contract';
import { readPdf } from '../../documents/read-pdf.ts';

/** The invoice as the billing Lambda makes it: bundled by esbuild, pdfkit and the font installed beside it. */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const outDir = join(root, 'node_modules', '.cache', `invoice-bundle-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const noMaster = { master_id: null, master_title: null, master_unique_id: null };
const invoice: InvoiceDetails = {
  id: 'inv0000001',
  number: 1042,
  month: '2026-10',
  issued_on: '2026-11-01',
  due_on: '2026-11-16',
  paid_on: null,
  status: 'overdue',
  total_cents: 20616,
  tax_date: '2026-10-31',
  customer: {
    name: 'Studio Érable',
    address: '1000 Rue Sherbrooke O',
    city: 'Montréal',
    state: 'QC',
    zip: 'H3A 3G4',
    country: 'CA',
  },
  gst_hst_registration: '123456789RT0001',
  qst_registration: '1234567890TQ0001',
  lines: [
    {
      item_key: 'MASTER',
      quantity: 1,
      unit_cents: 7900,
      amount_cents: 7900,
      master_id: 'm1',
      master_title: 'Érable d’hiver',
      master_unique_id: 'ABCD1234000H',
      taxes: [],
    },
    { item_key: 'STORAGE_90DAYS', quantity: 12.35, unit_cents: 25, amount_cents: 309, ...noMaster, taxes: [] },
    { item_key: 'SUBSCRIPTION', quantity: 1, unit_cents: 9900, amount_cents: 9900, ...noMaster, taxes: [] },
  ],
  tax_totals: [
    { kind: 'GST', rate_percent: 5, amount_cents: 905 },
    { kind: 'QST', rate_percent: 9.975, amount_cents: 1806 },
  ],
  subtotal_cents: 18109,
  tax_cents: 2711,
  payment: null,
};

describe('The invoice PDF', () => {
  it('prints the lines, taxes, totals, due date, status and our numbers in French with its accents, from the bundled code', async () => {
    // Prepare
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: [fileURLToPath(new URL('./invoice-pdf.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: join(outDir, 'invoice.mjs'),
      external: ['dejavu-fonts-ttf', 'pdfkit'],
      logLevel: 'silent',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const bundled = (await import(
      pathToFileURL(join(outDir, 'invoice.mjs')).href
    )) as typeof import('./invoice-pdf.ts');

    // Act
    const pdf = await bundled.invoicePdf(invoice, 'fr');

    // Assess: French money puts a narrow no-break space before "$" and between thousands
    const { text } = await readPdf(pdf);
    const plain = text.replace(/[\u00a0\u202f]/g, ' ');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(plain).toContain('Facture 1042');
    expect(plain).toContain('Master télé: Érable d’hiver (ABCD1234000H)');
    expect(plain).toContain('12,35 Go-mois');
    expect(plain).toContain('Stockage, fichiers de 0 à 3 mois');
    expect(plain).toContain('TPS 5 %');
    expect(plain).toContain('TVQ 9,975 %');
    expect(plain).toContain('18,06 $');
    expect(plain).toContain('206,16 $');
    expect(plain).toContain('Émise le: 1 novembre 2026 · Mois facturé: octobre 2026');
    expect(plain).toContain('Échéance: 16 novembre 2026');
    expect(plain).toContain('payable dans les 15 jours');
    expect(plain).toContain('En retard');
    expect(plain).toContain('123456789RT0001');
    expect(plain).toContain('1234567890TQ0001');
  }, 60_000);
});
