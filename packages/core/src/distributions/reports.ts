import type { Language } from '@masterport/contract';
import {
  getAccount,
  getDocument,
  getDistribution,
  listDestinations,
  listDistributionIdsFor,
  type DistributionItem,
} from '@masterport/data';
import { distributionCarrier } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { distributionsCarrying } from './distribution-list.ts';
import { ownDistribution } from './distributions.ts';
import { distributionReportPdf, type ReportInput } from './report-pdf.ts';

export async function reportInput(distribution: DistributionItem): Promise<ReportInput> {
  const [destinations, sender, documents] = await Promise.all([
    listDestinations(table(), distribution.id),
    getAccount(table(), distribution.account_id),
    Promise.all(distribution.documents_ids.map((id) => getDocument(table(), id))),
  ]);
  return {
    distribution,
    destinations,
    senderName: sender?.name ?? '',
    documents: documents.filter((document) => document !== undefined),
  };
}

export const pdfFile = (content: Buffer, filename: string) => ({
  content: content.toString('base64'),
  content_type: 'application/pdf',
  filename,
  base64: true,
});

/** `download-pdf/{id}`: one distribution's delivery report. */
export async function distributionReport(auth: AuthContext, distributionId: string) {
  const distribution = await ownDistribution(auth, distributionId);
  if (distribution.distribution_type === 'draft') throw new AppError('no_distribution');
  return pdfFile(
    await distributionReportPdf([await reportInput(distribution)], auth.language),
    `masterport-${distribution.ref_number}.pdf`,
  );
}

/** The report of every distribution (of the caller's account) that carried a master or a document, newest first. */
async function reportOf(auth: AuthContext, ids: readonly string[], language: Language, filename: string) {
  const items = (await Promise.all(ids.map((id) => getDistribution(table(), id)))).filter(
    (item): item is DistributionItem => item?.account_id === auth.accountId,
  );
  if (items.length === 0) throw new AppError('no_distribution');
  return pdfFile(await distributionReportPdf(await Promise.all(items.map(reportInput)), language), filename);
}

/** `user/master-files/download-distributions-pdf/{id}`: the report of every distribution of the master. */
export async function masterDistributionsPdf(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  return reportOf(
    auth,
    await listDistributionIdsFor(table(), distributionCarrier.master(master.id)),
    auth.language,
    `masterport-${master.unique_id}-distributions.pdf`,
  );
}

/** The master page's distributions tab. */
export async function masterDistributions(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  return distributionsCarrying(auth, distributionCarrier.master(master.id));
}

export async function documentDistributionsReport(auth: AuthContext, ids: readonly string[], documentTitle: string) {
  return reportOf(
    auth,
    ids,
    auth.language,
    `masterport-${documentTitle.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 60)}-distributions.pdf`,
  );
}
