import { isPublicFile, type FileView } from '@masterport/contract';
import { getAccount, getMasterByShare, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { signDownload } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';

const VIDEO = /\.(mp4|mov|webm|mxf)$/i;

/** One output of a master as its file page shows it (player, slate, download). */
export async function fileView(master: MasterItem, outputKey: string): Promise<FileView> {
  // SOURCE is the uploaded file itself: it stays behind the signed-in sources tab, never on a file page.
  const output = outputKey === 'SOURCE' ? undefined : master.outputs[outputKey];
  if (!output) throw new AppError('not_found');
  const captions = VIDEO.test(output.filename) ? master.outputs.WEBVTT_CC : undefined;
  const outputs = config().outputsBucket;
  const [owner, fileUrl, captionsUrl] = await Promise.all([
    getAccount(table(), master.account_id),
    signDownload(outputs, output.s3_key, output.filename),
    captions ? signDownload(outputs, captions.s3_key, captions.filename) : null,
  ]);
  return {
    master: {
      title: master.title,
      unique_id: master.unique_id,
      master_type: master.master_type,
      duration: master.duration,
      language: master.language,
      ratio: master.ratio,
      announcer: master.announcer,
      agency: master.agency,
      product: master.product,
      owner_name: owner?.name ?? '',
    },
    output: {
      output_key: output.output_key,
      category: output.category,
      filename: output.filename,
      size: output.size,
      created_on: output.created_on,
      metadata: output.metadata,
    },
    file_url: fileUrl,
    captions_url: captionsUrl,
  };
}

/** The public file page: anyone holding the master's created_on and hash_key. */
export async function publicFileView(createdOn: string, hashKey: string, outputKey: string): Promise<FileView> {
  const master = await getMasterByShare(table(), createdOn, hashKey);
  if (!master) throw new AppError('not_found');
  return fileView(master, publicOutputKey(master, outputKey));
}

/** An output the master's public link offers (`isPublicFile`): a broadcast file only when its owner turned them on for the link. */
export function publicOutputKey(master: MasterItem, outputKey: string): string {
  const output = master.outputs[outputKey];
  if (output && !isPublicFile(output, master.public_files)) throw new AppError('public_file_not_shared');
  return outputKey;
}

/** The same page signed in: the share keys must name a master the working account may open. */
export async function userFileView(
  auth: AuthContext,
  createdOn: string,
  hashKey: string,
  outputKey: string,
): Promise<FileView> {
  const shared = await getMasterByShare(table(), createdOn, hashKey);
  if (!shared) throw new AppError('not_found');
  return fileView(await ownMaster(auth, shared.id), outputKey);
}
