import { isSlateComplete } from '@masterport/contract';
import {
  getAccount,
  getDestination,
  getDistribution,
  getMasters,
  getShare,
  type DestinationItem,
  type DistributionItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { publicMasterView } from '../master-access/public-master-view.ts';
import { signDownload } from '../adapters/storage.ts';
import { AppError } from '../errors.ts';
import { startDestinationRun } from './destination-run.ts';
import { recordLinkDownload } from './received-spots.ts';
import { distributionReportPdf } from './report-pdf.ts';
import { pdfFile, reportInput } from './reports.ts';

/** The destination a station's link opens (`/d/{created_on}/{hash_key}`), if both halves match. */
async function sharedDestination(createdOn: string, hashKey: string) {
  const share = await getShare(table(), createdOn, hashKey);
  if (share?.kind !== 'destination') throw new AppError('no_distribution');
  const [distributionId = '', letters = ''] = share.id.split('/');
  const [distribution, destination] = await Promise.all([
    getDistribution(table(), distributionId),
    getDestination(table(), distributionId, letters),
  ]);
  if (!distribution || !destination) throw new AppError('no_distribution');
  return { distribution, destination };
}

/** A file's id on the station's page: its place in the delivery. */
const fileId = (index: number) => `file-${index + 1}`;
/** Files are served once the delivery made them available (a web link is delivered when its e-mail leaves). */
const available = (destination: DestinationItem) =>
  destination.state === 'delivered' || destination.files.some((file) => file.delivered_on);

export async function publicDistribution(createdOn: string, hashKey: string) {
  const { distribution, destination } = await sharedDestination(createdOn, hashKey);
  const [sender, masters] = await Promise.all([
    getAccount(table(), distribution.account_id),
    getMasters(table(), distribution.master_files_ids),
  ]);
  const titles = new Map(masters.map((master) => [master.id, master.title]));
  // A distribution only carries masters with a complete slate (mastersToSend).
  const sent = masters.filter(isSlateComplete);
  const views = await Promise.all(sent.map((master) => (master.archived ? null : publicMasterView(master))));
  return {
    distribution: {
      ref_number: distribution.ref_number,
      waiting_housecode: destination.state === 'waiting_housecode',
      masters: sent.map((master, at) => {
        const measured = destination.files.find((file) => file.master_file_id === master.id && file.loudness !== null);
        return {
          id: master.id,
          title: master.title,
          unique_id: master.unique_id,
          duration: master.duration,
          house_code: destination.house_codes[master.id] ?? null,
          advertiser: master.announcer,
          agency: master.agency,
          product: master.product,
          language: master.language,
          ratio: master.ratio,
          audio_type: master.audio_type,
          loudness: measured?.loudness ?? null,
          true_peak: measured?.true_peak ?? null,
          thumbnail_url: views[at]?.thumbnail_url ?? null,
          preview: views[at]?.preview ?? null,
        };
      }),
      sender: { name: sender?.name ?? '' },
      call_letters: destination.call_letters,
      created_on: distribution.created_on,
      notes: distribution.draft.notes ?? '',
      files: available(destination)
        ? destination.files.map((file, index) => ({
            file_id: fileId(index),
            master_file_id: file.master_file_id,
            document_id: file.document_id,
            output_key: file.output_key,
            name: file.name,
            size: file.size,
            sha256: file.sha256,
            title: (file.master_file_id ? titles.get(file.master_file_id) : undefined) ?? file.name,
          }))
        : [],
    },
  };
}

/** A short-lived link to one file of the station's delivery, saved under the station's own file name. */
export async function publicDistributionDownload(createdOn: string, hashKey: string, id: string) {
  const { distribution, destination } = await sharedDestination(createdOn, hashKey);
  const index = destination.files.findIndex((_file, at) => fileId(at) === id);
  const file = destination.files[index];
  const source = destination.sources[index];
  if (!file || !source || !available(destination)) throw new AppError('not_found');
  const url = await signDownload(source.bucket, source.key, file.name);
  // A web-link station's "downloaded": the sender sees it as it sees a download from the inbox.
  await recordLinkDownload(distribution, destination, index);
  return { download_url: url };
}

/**
 * A destination gets its house codes (every master of the distribution has one) and its files
 * leave at once, named with them, as a new run of that destination only.
 */
export async function sendWithHouseCodes(
  distribution: DistributionItem,
  destination: DestinationItem,
  houseCodes: Record<string, string>,
): Promise<void> {
  if (destination.state === 'in_progress') throw new AppError('destination_busy');
  await startDestinationRun(distribution, destination, { house_codes: houseCodes });
}

/**
 * `distributions/save-housecode`: the station gives its codes for the masters (all of them, or
 * the ones it had not given); its files then leave at once, named with them, as a new run.
 */
export async function saveHouseCodes(
  createdOn: string,
  hashKey: string,
  codes: readonly { master_file_id: string; house_code: string }[],
) {
  const { distribution, destination } = await sharedDestination(createdOn, hashKey);
  if (codes.some((code) => !distribution.master_files_ids.includes(code.master_file_id)))
    throw new AppError('validation_error', { fields: { house_codes: 'not_found' } });
  const houseCodes = {
    ...destination.house_codes,
    ...Object.fromEntries(codes.map((code) => [code.master_file_id, code.house_code])),
  };
  if (distribution.master_files_ids.some((id) => !houseCodes[id]))
    throw new AppError('validation_error', { fields: { house_codes: 'required' } });
  await sendWithHouseCodes(distribution, destination, houseCodes);
  return publicDistribution(createdOn, hashKey);
}

/** `distributions/download/{created_on}/{hash_key}`: the station's delivery certificate, its own destination only, in its language. */
export async function publicDistributionReport(createdOn: string, hashKey: string) {
  const { distribution, destination } = await sharedDestination(createdOn, hashKey);
  const input = await reportInput(distribution);
  const pdf = await distributionReportPdf(
    [{ ...input, destinations: input.destinations.filter((entry) => entry.call_letters === destination.call_letters) }],
    destination.language,
  );
  return pdfFile(pdf, `masterport-${distribution.ref_number}-${destination.call_letters}.pdf`);
}
