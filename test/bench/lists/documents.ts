import { listDocuments } from '@masterport/core/documents';
import { documentTableItem, keys, writeInBatches, type Db, type DocumentItem } from '@masterport/data';
import { benchAuth } from '../bench-auth.ts';
import type { ListScenario } from './scenario.ts';

/** A ready document as the upload's completion writes it (the text bounded as the PDF reader bounds it). */
function benchDocument(accountId: string, index: number): DocumentItem {
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  const title = `Rate card ${index}`;
  return {
    id: `${accountId}-doc-${index}`,
    account_id: accountId,
    title,
    filename: `rate-card-${index}.pdf`,
    size: 48_000,
    status: 'ready',
    pages: 2,
    docket: `DK-${index}`,
    tags: [],
    text: 'Traffic instructions for the winter flight. Rotation: 50 % each spot.',
    search_text: `${title.toLowerCase()} traffic instructions`,
    hash_key: `h${index}`,
    has_thumbnail: true,
    created_by: 'bench',
    created_on: created,
    modified_on: created,
  };
}

async function seed(db: Db, accountId: string, count: number): Promise<void> {
  const documents = Array.from({ length: count }, (_, index) => benchDocument(accountId, index));
  await writeInBatches(db, [
    ...documents.map((document) => ({ PutRequest: { Item: documentTableItem(document) } })),
    // The count each completed upload raised.
    { PutRequest: { Item: { ...keys.documentCount(accountId), type: 'document_count', count } } },
  ]);
}

export const scenarios: ListScenario[] = [
  {
    name: 'documents, page 1',
    seed,
    readPage: async (_db, accountId) => void (await listDocuments(benchAuth(accountId), 1, {})),
  },
  {
    name: 'documents by title, page 1',
    seed,
    readPage: async (_db, accountId) =>
      void (await listDocuments(benchAuth(accountId), 1, { order_by: 'title', order_card: 'asc' })),
  },
];
