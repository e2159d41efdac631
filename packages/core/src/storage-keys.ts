import type { UploadAsset } from '@masterport/contract';
import type { DocumentItem, MasterItem } from '@masterport/data';
import { randomTag } from './random.ts';

// Object keys that more than one area builds: kept in the base layer, so the area that stores an
// object and the areas that read it (processing, demo masters, deliveries) agree without importing
// each other.

const safeName = (filename: string) =>
  filename
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .slice(-120);

/** Each source file has a key of its own, so a replacement never overwrites the file a run is reading. */
export const newSourceKey = (
  master: Pick<MasterItem, 'account_id' | 'id'>,
  asset: UploadAsset,
  filename: string,
): string => `sources/${master.account_id}/${master.id}/${asset}/${randomTag()}-${safeName(filename)}`;

/** Where a document's bytes live in the documents bucket. */
export const documentObjectKey = (document: Pick<DocumentItem, 'account_id' | 'id'>) =>
  `documents/${document.account_id}/${document.id}.pdf`;
