import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { DESTINATION_PROBLEM_TEXT, FILE_VERIFICATION_TEXT } from '@masterport/contract';
import type { DestinationItem, DistributionItem } from '@masterport/data';
import { readPdf } from '../documents/read-pdf.ts';
import type { ReportInput } from './report-pdf.ts';

/**
 * The report as the Lambda makes it: our code bundled by esbuild (as CDK bundles the area), pdfkit
 * and the font package installed beside it (the areas' nodeModules) and loaded when a report is
 * made. The bundle is written inside the repository, so both resolve as they do beside the
 * deployed bundle.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const outDir = join(root, 'node_modules', '.cache', `report-bundle-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const now = '2026-11-24T15:00:00.000Z';
const distribution: DistributionItem = {
  id: 'dist000001',
  account_id: 'acct',
  ref_number: 'K7Q2M9X4T1',
  distribution_type: 'completed',
  draft: { notes: 'Campagne d’hiver' },
  master_files_ids: ['m1'],
  documents_ids: [],
  master_types: ['PUB_TV_WEB'],
  masters_titles: ['Érable d’hiver'],
  distribution_date: null,
  sent_on: now,
  completed_on: now,
  executions: 1,
  created_by: 'u',
  created_by_name: 'Adèle Gagnon',
  created_on: now,
  modified_on: now,
  destination_states: { CFTM: 'delivered' },
  revision: 1,
};
const destination: DestinationItem = {
  distribution_id: 'dist000001',
  call_letters: 'CFTM',
  station_account_id: 'b',
  owner_name: 'Télé Québec Démo',
  market: 'Montréal',
  band: 'TV',
  language: 'fr',
  method: 'ftp',
  state: 'delivered',
  problem: null,
  bytes_total: 10,
  bytes_sent: 10,
  attempts: 1,
  run: 1,
  execution: 1,
  started_on: now,
  delivered_on: now,
  marked_by_hand: false,
  marked: null,
  house_codes: {},
  link: null,
  by_link_for: null,
  modified_on: now,
  sources: [],
  files: [
    {
      master_file_id: 'm1',
      document_id: null,
      output_key: 'MXF1080_SLATED',
      name: 'MAPL1234000H_Erable-d-hiver.mxf',
      size: 10,
      bytes_sent: 10,
      sha256: 'a'.repeat(64),
      verified_by: 'size_sha256',
      delivered_on: now,
      loudness: -24.1,
      true_peak: -3.2,
    },
    // A file nothing but its size proves (a server with no checksum, too large to read back): said plainly.
    {
      master_file_id: 'm1',
      document_id: null,
      output_key: 'MXF1080',
      name: 'MAPL1234000H_Erable-d-hiver-long.mxf',
      size: 10,
      bytes_sent: 10,
      sha256: 'b'.repeat(64),
      verified_by: 'size',
      delivered_on: now,
      loudness: null,
      true_peak: null,
    },
  ],
};
const failed: DestinationItem = {
  ...destination,
  call_letters: 'CKOI',
  state: 'error',
  problem: 'login',
  files: [],
  delivered_on: null,
};
const input: ReportInput = {
  distribution,
  destinations: [destination, failed],
  senderName: 'Agence Nord',
  documents: [],
};

describe('the delivery report', () => {
  it('is a real PDF, in French with its accents, from the bundled code', async () => {
    mkdirSync(outDir, { recursive: true });
    await build({
      entryPoints: [fileURLToPath(new URL('./report-pdf.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: join(outDir, 'report.mjs'),
      external: ['dejavu-fonts-ttf', 'pdfkit'],
      logLevel: 'silent',
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const bundled = (await import(pathToFileURL(join(outDir, 'report.mjs')).href)) as typeof import('./report-pdf.ts');
    const pdf = await bundled.distributionReportPdf([input], 'fr');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(pdf);
    expect(text).toContain('Rapport de livraison');
    expect(text).toContain('Érable d’hiver');
    expect(text).toContain('taille + SHA-256');
    expect(text).toContain(`Vérification: ${FILE_VERIFICATION_TEXT.size.fr}`);
    expect(text).toContain('-24,1 LKFS');
    expect(text).toContain('a'.repeat(64));
    // A stopped destination says why in the reader's language, as the SPA does (one text, the contract's).
    expect(text).toContain(`Raison: ${DESTINATION_PROBLEM_TEXT.login.fr}`);
    expect(text).not.toContain('Raison: login');
  }, 60_000);
});
