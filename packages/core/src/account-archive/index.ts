/** A cancelled account's data archive (docs/billing.md, "Cancellation and the data archive"). */
export {
  accountDeletionView,
  accountFiles,
  failAccountArchive,
  failArchivePart,
  finishAccountArchive,
  prepareAccountArchive,
  sweepAccountDeletions,
} from './account-archive.ts';
export { splitIntoParts } from './archive-parts.ts';
