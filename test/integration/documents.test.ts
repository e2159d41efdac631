import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { activatedUser, ApiClient } from './support/client.ts';
import { makePdf } from './support/pdf.ts';

const d = 'user/documents';
type Doc = {
  id: string;
  hash_key: string;
  thumbnail_url: string | null;
  created_on: string;
  title: string;
  status: string;
  pages: number | null;
  docket: string | null;
  tags: { id: string; name: string }[];
  size: number;
};
type Created = { document: Doc; upload: { url: string; headers: Record<string, string> } };

async function agency() {
  const user = await activatedUser('docs');
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

/** create, PUT the bytes where the API says, complete-upload. */
async function upload(client: ApiClient, bytes: Buffer, fields: { title: string; filename?: string; docket?: string }) {
  const created = await client.post<Created>(`${d}/create`, {
    title: fields.title,
    filename: fields.filename ?? 'instructions.pdf',
    size: bytes.length,
    docket: fields.docket,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const put = await fetch(created.body.upload.url, {
    method: 'PUT',
    headers: created.body.upload.headers,
    body: bytes,
  });
  expect(put.status).toBe(200);
  return {
    created: created.body.document,
    completed: await client.post<{ document: Doc }>(`${d}/complete-upload`, { document_id: created.body.document.id }),
  };
}

describe('documents', () => {
  it('uploads a PDF checked by its bytes, counts its pages, and finds it by a word of its text', async () => {
    // Prepare
    const client = await agency();
    const pdf = await makePdf(['Traffic instructions for the Maple Foods winter flight', 'Rotation: 50 % each spot']);

    // Act
    const { created, completed } = await upload(client, pdf, { title: 'Maple Foods flight', docket: 'DK-2026/114' });
    const byText = await client.post<{ documents_list: Doc[]; total: number }>(`${d}/get-list`, {
      filter_search_query: 'ROTATION',
    });
    const nothing = await client.post<{ documents_list: Doc[] }>(`${d}/get-list`, { filter_search_query: 'halloween' });
    const details = await client.get<{ document: Doc }>(`${d}/get-details/${created.id}`);
    const link = await client.post<{ download_url: string; filename: string }>(`${d}/get-download-url`, {
      document_id: created.id,
    });
    const downloaded = Buffer.from(await (await fetch(link.body.download_url)).arrayBuffer());
    const preview = await client.post<{ download_url: string }>(`${d}/get-download-url`, {
      document_id: created.id,
      inline: true,
    });
    const previewed = await fetch(preview.body.download_url);

    // Assess
    expect(created.status).toBe('uploading');
    expect(completed.body.document).toMatchObject({
      status: 'ready',
      pages: 2,
      docket: 'DK-2026/114',
      size: pdf.length,
    });
    expect(byText.body.documents_list.map((doc) => doc.id)).toEqual([created.id]);
    expect(nothing.body.documents_list).toEqual([]);
    expect(details.body.document.title).toBe('Maple Foods flight');
    expect(link.body.filename).toBe('instructions.pdf');
    expect(downloaded.equals(pdf)).toBe(true);
    expect([previewed.headers.get('content-type'), previewed.headers.get('content-disposition')]).toEqual([
      'application/pdf',
      'inline',
    ]);
    const thumbnail = Buffer.from(await (await fetch(completed.body.document.thumbnail_url!)).arrayBuffer());
    expect(thumbnail.subarray(0, 8).toString('latin1')).toBe('\x89PNG\r\n\x1a\n');
  });

  it('refuses a file named .pdf that is not a PDF, and leaves nothing behind', async () => {
    // Prepare
    const client = await agency();
    const fake = Buffer.from('%PDF-1.7\nthis is a text file pretending to be a PDF\n');

    // Act
    const { created, completed } = await upload(client, fake, { title: 'Not a PDF', filename: 'fake.pdf' });
    const details = await client.get(`${d}/get-details/${created.id}`);
    const textFile = await upload(client, Buffer.from('plain text'), { title: 'Plain text', filename: 'notes.pdf' });

    // Assess
    expect(completed.body).toMatchObject({
      code: 'document_not_pdf',
      message: 'This file is not a readable PDF. Export it again as PDF and upload it.',
    });
    expect(details.status).toBe(404);
    expect(textFile.completed.body.code).toBe('document_not_pdf');
  });

  it('refuses 5 MB or more, another extension, and a body larger than announced', async () => {
    // Prepare
    const client = await agency();
    const small = await makePdf(['small']);

    // Act
    const tooBig = await client.post(`${d}/create`, {
      title: 'Big',
      filename: 'big.pdf',
      size: 5 * 1024 * 1024 + 100 * 1024,
    });
    const wrongName = await client.post(`${d}/create`, { title: 'Word', filename: 'letter.docx', size: 1000 });
    const created = await client.post<Created>(`${d}/create`, {
      title: 'Liar',
      filename: 'liar.pdf',
      size: small.length,
    });
    const put = await fetch(created.body.upload.url, {
      method: 'PUT',
      headers: created.body.upload.headers,
      body: Buffer.concat([small, Buffer.alloc(1024)]),
    }).catch(() => undefined);
    const completed = await client.post(`${d}/complete-upload`, { document_id: created.body.document.id });

    // Assess
    expect(tooBig.body).toMatchObject({ code: 'validation_error', fields: { size: 'max_5mb' } });
    expect(wrongName.body).toMatchObject({ code: 'validation_error', fields: { filename: 'pdf_extension' } });
    // AWS refuses the body (its length is signed); the local S3 does not check, and the API does.
    expect(put?.ok === false || completed.body.code === 'upload_size_mismatch').toBe(true);
    expect(completed.status).toBe(400);
  });

  it('keeps tags (letters and digits, once each) and a docket, and renames', async () => {
    // Prepare
    const client = await agency();
    const { created } = await upload(client, await makePdf(['Script']), { title: 'Script' });

    // Act
    const tagged = await client.post<{ document: Doc }>(`${d}/tags/add`, { document_id: created.id, tag: 'Hiver2026' });
    const again = await client.post(`${d}/tags/add`, { document_id: created.id, tag: 'hiver2026' });
    const symbols = await client.post(`${d}/tags/add`, { document_id: created.id, tag: 'winter-2026' });
    const docket = await client.post<{ document: Doc }>(`${d}/update-docket`, {
      document_id: created.id,
      docket: 'A-77',
    });
    const renamed = await client.post<{ document: Doc }>(`${d}/save`, {
      document_id: created.id,
      title: 'Script, final',
    });
    const byTag = await client.post<{ documents_list: Doc[] }>(`${d}/search`, { query: 'hiver2026' });
    const untagged = await client.post<{ document: Doc }>(`${d}/tags/delete`, {
      document_id: created.id,
      tag_id: tagged.body.document.tags[0]!.id,
    });

    // Assess
    expect(tagged.body.document.tags.map((tag) => tag.name)).toEqual(['Hiver2026']);
    expect(again.body.code).toBe('duplicate_tag');
    expect(symbols.body).toMatchObject({ code: 'validation_error', fields: { tag: 'tag_format' } });
    expect(docket.body.document.docket).toBe('A-77');
    expect(renamed.body.document.title).toBe('Script, final');
    expect(byTag.body.documents_list.map((doc) => doc.id)).toContain(created.id);
    expect(untagged.body.document.tags).toEqual([]);
  });

  it('is another account’s business only: every call that takes its id answers data_restriction', async () => {
    // Prepare
    const owner = await agency();
    const { created } = await upload(owner, await makePdf(['Private']), { title: 'Private' });
    const other = new ApiClient();
    await other.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const id = created.id;

    // Act
    const answers = await Promise.all([
      other.get(`${d}/get-details/${id}`),
      other.post(`${d}/save`, { document_id: id, title: 'Mine now' }),
      other.post(`${d}/delete`, { document_id: id }),
      other.post(`${d}/tags/add`, { document_id: id, tag: 'stolen' }),
      other.post(`${d}/update-docket`, { document_id: id, docket: 'X' }),
      other.post(`${d}/get-download-url`, { document_id: id }),
      other.post(`${d}/complete-upload`, { document_id: id }),
    ]);
    const list = await other.post<{ documents_list: Doc[] }>(`${d}/get-list`, {});
    const still = await owner.get<{ document: Doc }>(`${d}/get-details/${id}`);

    // Assess
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(7).fill('data_restriction'));
    expect(list.body.documents_list.map((doc) => doc.id)).not.toContain(id);
    expect(still.body.document).toMatchObject({ title: 'Private', tags: [], docket: null });
  });

  it('pages by index: every ready document once across pages in date and title order, counted, an upload under way and a deleted one left out', async () => {
    // Prepare
    const client = await agency();
    const pdf = await makePdf(['Paging']);
    const titles = Array.from({ length: 45 }, (_, i) => `Card ${String((i * 17) % 45).padStart(2, '0')}`);
    const made: Doc[] = [];
    for (let from = 0; from < titles.length; from += 5) {
      made.push(
        ...(await Promise.all(
          titles
            .slice(from, from + 5)
            .map(async (title) => (await upload(client, pdf, { title })).completed.body.document),
        )),
      );
    }
    const uploading = await client.post<Created>(`${d}/create`, {
      title: 'Card under way',
      filename: 'instructions.pdf',
      size: pdf.length,
    });
    const gone = made.pop()!;
    expect((await client.post(`${d}/delete`, { document_id: gone.id })).status).toBe(200);
    type Page = { documents_list: Doc[]; page: number; pages_count: number; total: number };
    const pages = async (body: Record<string, unknown>) => {
      const answers = [];
      for (const page of [1, 2, 3, 4]) answers.push((await client.post<Page>(`${d}/get-list?page=${page}`, body)).body);
      return answers;
    };

    // Act
    const newest = await pages({});
    const byTitle = await pages({ order_by: 'title', order_card: 'asc' });
    const today = new Date().toISOString().slice(0, 10);
    const inRange = (
      await client.post<Page>(`${d}/get-list`, { filter_by_start_date: today, filter_by_end_date: today })
    ).body;
    const beforeRange = (await client.post<Page>(`${d}/get-list`, { filter_by_end_date: '2020-01-01' })).body;

    // Assess
    const byNewest = [...made].sort((a, b) => b.created_on.localeCompare(a.created_on) || b.id.localeCompare(a.id));
    expect(newest.flatMap((page) => page.documents_list.map((doc) => doc.id))).toEqual(byNewest.map((doc) => doc.id));
    expect(newest.map((page) => [page.documents_list.length, page.pages_count, page.total])).toEqual([
      [20, 3, 44],
      [20, 3, 44],
      [4, 3, 44],
      [0, 3, 44],
    ]);
    expect(byTitle.flatMap((page) => page.documents_list.map((doc) => doc.title))).toEqual(
      made.map((doc) => doc.title).sort(),
    );
    expect(newest.flatMap((page) => page.documents_list.map((doc) => doc.id))).not.toContain(
      uploading.body.document.id,
    );
    expect([inRange.total, inRange.documents_list.length]).toEqual([44, 20]);
    expect([beforeRange.total, beforeRange.documents_list]).toEqual([0, []]);
  });

  it('deletes a document and its file', async () => {
    // Prepare
    const client = await agency();
    const { created } = await upload(client, await makePdf(['Old rate card']), { title: 'Rate card' });
    const link = await client.post<{ download_url: string }>(`${d}/get-download-url`, { document_id: created.id });

    // Act
    const deleted = await client.post(`${d}/delete`, { document_id: created.id });
    const after = await client.get(`${d}/get-details/${created.id}`);
    const file = await fetch(link.body.download_url);

    // Assess
    expect(deleted.status).toBe(200);
    expect(after.status).toBe(404);
    expect(file.status).toBe(404);
  });

  it('links to the account’s masters from either side, shows on the master’s documents tab, and stays within the account', async () => {
    // Prepare
    const client = await agency();
    const { created } = await upload(client, await makePdf(['Clearance letter']), { title: 'Clearance' });
    const master = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_RADIO',
      title: 'Linked spot',
      unique_id: `DL${Date.now().toString(36).toUpperCase()}`,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '2trks',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
    });
    expect(master.status, JSON.stringify(master.body)).toBe(200);
    const masterId = master.body.master_id;
    const other = new ApiClient();
    await other.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });

    // Act
    const linked = await client.post<{ masters_list: { id: string }[] }>(`${d}/link-masters`, {
      document_id: created.id,
      master_ids: [masterId],
    });
    const tab = await client.post<{ documents_list: Doc[] }>('user/master-files/get-documents', {
      master_id: masterId,
    });
    const foreignLink = await other.post('user/master-files/link-documents', {
      master_id: masterId,
      document_ids: [created.id],
    });
    const foreignTab = await other.post('user/master-files/get-documents', { master_id: masterId });
    const unlinked = await client.post<{ documents_list: Doc[] }>('user/master-files/unlink-documents', {
      master_id: masterId,
      document_ids: [created.id],
    });
    const mastersAfter = await client.post<{ masters_list: { id: string }[] }>(`${d}/get-masters-list`, {
      document_id: created.id,
    });

    // Assess
    expect(linked.body.masters_list.map((line) => line.id)).toEqual([masterId]);
    expect(tab.body.documents_list.map((doc) => doc.id)).toEqual([created.id]);
    expect(foreignLink.body.code).toBe('data_restriction');
    expect(foreignTab.body.code).toBe('data_restriction');
    expect(unlinked.body.documents_list).toEqual([]);
    expect(mastersAfter.body.masters_list).toEqual([]);
  });

  it('opens by its public link without signing in, and the link dies with the document', async () => {
    // Prepare
    const client = await agency();
    const pdf = await makePdf(['Public rate card']);
    const { completed } = await upload(client, pdf, { title: 'Rate card 2027' });
    const { created_on: createdOn, hash_key: hashKey } = completed.body.document;
    const visitor = new ApiClient();
    const link = `documents/view-data/${encodeURIComponent(createdOn)}/${hashKey}`;

    // Act
    const page = await visitor.get<{
      document: { title: string; pages: number };
      owner: { name: string };
      view_url: string;
    }>(link);
    const inline = await fetch(page.body.view_url);
    const download = await visitor.get<{ download_url: string; filename: string }>(
      `documents/get-download-url/${encodeURIComponent(createdOn)}/${hashKey}`,
    );
    const guessed = await visitor.get(`documents/view-data/${encodeURIComponent(createdOn)}/${'A'.repeat(27)}`);
    await client.post(`${d}/delete`, { document_id: completed.body.document.id });
    const afterDelete = await visitor.get(link);

    // Assess
    expect(hashKey.length).toBeGreaterThanOrEqual(22); // at least 128 random bits
    expect(page.body).toMatchObject({
      document: { title: 'Rate card 2027', pages: 1 },
      owner: { name: expect.stringContaining('Agency') },
    });
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await inline.arrayBuffer()).equals(pdf)).toBe(true);
    expect(download.body.filename).toBe('instructions.pdf');
    expect(guessed.status).toBe(404);
    expect(afterDelete.status).toBe(404);
  });

  it('answers the distributions that carried a document (none before distributions exist), and a shared master’s documents', async () => {
    // Prepare
    const client = await agency();
    const { completed } = await upload(client, await makePdf(['Shared script']), { title: 'Shared script' });
    const master = await client.post<{ master_id: string; master: { created_on: string; hash_key: string } }>(
      'user/master-files/create',
      {
        mode: 'new_master',
        master_type: 'PUB_RADIO',
        title: 'Shared spot',
        unique_id: `DS${Date.now().toString(36).toUpperCase()}`,
        duration: 30,
        language: 'en',
        ratio: '16:9',
        audio_type: '2trks',
        announcer: 'Maple Foods',
        agency: 'North Agency',
        product: 'Syrup',
      },
    );
    await client.post(`${d}/link-masters`, {
      document_id: completed.body.document.id,
      master_ids: [master.body.master_id],
    });
    const visitor = new ApiClient();

    // Act
    const distributions = await client.post<{ distributions_list: unknown[] }>(`${d}/get-distributions-list/fr`, {
      document_id: completed.body.document.id,
    });
    const pdf = await client.get(`${d}/download-distributions-pdf/${'x'.repeat(16)}`);
    const shared = await visitor.post<{ documents_list: { title: string; hash_key: string }[] }>(
      'master-files/get-documents-list',
      { created_on: master.body.master.created_on, hash_key: master.body.master.hash_key },
    );
    const wrong = await visitor.post('master-files/get-documents-list', {
      created_on: master.body.master.created_on,
      hash_key: 'B'.repeat(27),
    });

    // Assess
    expect(distributions.body.distributions_list).toEqual([]);
    expect(pdf.status).toBe(404);
    expect(shared.body.documents_list).toEqual([
      expect.objectContaining({ title: 'Shared script', hash_key: completed.body.document.hash_key }),
    ]);
    expect(wrong.status).toBe(404);
  });

  it('lets the partner studio that made a master link its own documents to it; only the document’s owner unlinks', async () => {
    // Prepare: Demo Agency has authorised Demo Studio (demo data).
    const studio = new ApiClient();
    await studio.post('authenticate/login', { email: DEMO_USERS[2].email, password: DEMO_PASSWORD });
    const agencyClient = new ApiClient();
    await agencyClient.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const creatable = await studio.get<{ partner_studios_list: { id: string; account: { name: string } }[] }>(
      'user/master-files/get-partner-studios',
    );
    const forAgency = creatable.body.partner_studios_list.find((entry) => entry.account.name === 'Demo Agency')!;
    const master = await studio.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_RADIO',
      title: 'Studio spot',
      unique_id: `DP${Date.now().toString(36).toUpperCase()}`,
      partner_studio_id: forAgency.id,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '2trks',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
    });
    expect(master.status, JSON.stringify(master.body)).toBe(200);
    const { created } = await upload(studio, await makePdf(['Studio script']), { title: 'Studio script' });

    // Act
    const linked = await studio.post<{ documents_list: Doc[] }>('user/master-files/link-documents', {
      master_id: master.body.master_id,
      document_ids: [created.id],
    });
    const agencyTab = await agencyClient.post<{ documents_list: Doc[] }>('user/master-files/get-documents', {
      master_id: master.body.master_id,
    });
    const agencyUnlink = await agencyClient.post('user/master-files/unlink-documents', {
      master_id: master.body.master_id,
      document_ids: [created.id],
    });
    const studioUnlink = await studio.post<{ documents_list: Doc[] }>('user/master-files/unlink-documents', {
      master_id: master.body.master_id,
      document_ids: [created.id],
    });

    // Assess
    expect(linked.body.documents_list.map((doc) => doc.id)).toEqual([created.id]);
    expect(agencyTab.body.documents_list.map((doc) => doc.id)).toEqual([created.id]);
    expect(agencyUnlink.body.code).toBe('data_restriction');
    expect(studioUnlink.body.documents_list).toEqual([]);
  });
});
