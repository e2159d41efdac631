import { DOCUMENTS_PAGE_SIZE, DOCUMENTS_SCAN_BOUND } from '@masterport/contract';
import { documentTableItem, keys, writeInBatches, type Db, type DocumentItem } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import { listDocuments } from './documents.ts';

const ports = useFakePorts();

/** A ready document as the upload's completion writes it, created `index` minutes into 2026 (a higher index is newer). */
function readyDocument(owner: GivenAccount, index: number, title: string): DocumentItem {
  const created = new Date(Date.parse('2026-01-01T00:00:00Z') + index * 60_000).toISOString();
  return {
    id: `${owner.account.id}-doc-${index}`,
    account_id: owner.account.id,
    title,
    filename: `document-${index}.pdf`,
    size: 48_000,
    status: 'ready',
    pages: 1,
    docket: null,
    tags: [],
    text: '',
    search_text: title.toLowerCase(),
    hash_key: `hash-${owner.account.id}-${index}`,
    has_thumbnail: false,
    created_by: owner.auth.userId,
    created_on: created,
    modified_on: created,
  };
}

/** The documents and the account's count, written at once as many completed uploads would leave them. */
async function givenDocuments(db: Db, owner: GivenAccount, documents: readonly DocumentItem[]): Promise<void> {
  await writeInBatches(db, [
    ...documents.map((document) => ({ PutRequest: { Item: documentTableItem(document) } })),
    {
      PutRequest: {
        Item: { ...keys.documentCount(owner.account.id), type: 'document_count', count: documents.length },
      },
    },
  ]);
}

describe('Function: listDocuments', () => {
  it('says a search stopped at the bound before the account\u2019s oldest documents, and counts only the matches it read', async () => {
    // Prepare: the oldest document matches but lies beyond the newest DOCUMENTS_SCAN_BOUND; two newer ones match.
    const agency = await givenAccount('content_creator');
    const documents = Array.from({ length: DOCUMENTS_SCAN_BOUND + 1 }, (_, index) =>
      readyDocument(
        agency,
        index,
        index === 0 || index % 500 === 1 ? `Clearance letter ${index}` : `Rate card ${index}`,
      ),
    );
    await givenDocuments(ports.db, agency, documents);

    // Act
    const searched = await listDocuments(agency.auth, 1, { filter_search_query: 'clearance' });
    const unfiltered = await listDocuments(agency.auth, 1, {});

    // Assess
    expect(searched.documents_list.map((document) => document.title)).toEqual([
      'Clearance letter 501',
      'Clearance letter 1',
    ]);
    expect([searched.total, searched.pages_count, searched.searched_all]).toEqual([2, 1, false]);
    expect(unfiltered.documents_list).toHaveLength(DOCUMENTS_PAGE_SIZE);
    expect([unfiltered.total, unfiltered.searched_all]).toEqual([DOCUMENTS_SCAN_BOUND + 1, true]);
  });

  it('says a search read every document when the account has as many as the bound', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const documents = Array.from({ length: DOCUMENTS_SCAN_BOUND }, (_, index) =>
      readyDocument(agency, index, index === 0 ? 'Clearance letter' : `Rate card ${index}`),
    );
    await givenDocuments(ports.db, agency, documents);

    // Act
    const searched = await listDocuments(agency.auth, 1, { filter_search_query: 'clearance' });

    // Assess
    expect(searched.documents_list.map((document) => document.title)).toEqual(['Clearance letter']);
    expect([searched.total, searched.searched_all]).toEqual([1, true]);
  });
});
