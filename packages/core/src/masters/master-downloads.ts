import type { OutputCategory } from '@masterport/contract';
import { getArchive } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { prepareArchive, toArchiveView } from '../archives/prepare-archive.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';

/**
 * "Download all" and a category's download on the outputs tab: one zip of the master's outputs
 * (the uploaded source keeps its own download and its permission), prepared in the background.
 */
export async function prepareMasterDownload(auth: AuthContext, masterId: string, category?: OutputCategory) {
  const master = await ownMaster(auth, masterId);
  const outputs = Object.values(master.outputs)
    .filter((output) => output.output_key !== 'SOURCE' && (!category || output.category === category))
    .sort((a, b) => a.filename.localeCompare(b.filename));
  if (outputs.length === 0) throw new AppError('not_found');
  const archive = await prepareArchive({
    accountId: master.account_id,
    subject: { kind: 'master', id: master.id },
    filename: `${master.unique_id}_${category ?? 'ALL'}.zip`,
    files: outputs.map((output) => ({
      bucket: output.bucket,
      key: output.s3_key,
      name: output.filename,
      size: output.size,
    })),
  });
  return toArchiveView(archive);
}

/** A prepared download, for whoever may open its master (the owner's users, its partner studio). */
export async function masterDownload(auth: AuthContext, archiveId: string) {
  const archive = await getArchive(table(), archiveId);
  if (!archive || archive.subject.kind !== 'master') throw new AppError('not_found');
  await ownMaster(auth, archive.subject.id);
  return toArchiveView(archive);
}
