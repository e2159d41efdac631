import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient } from './support/client.ts';

const [broadcaster, agency] = DEMO_USERS;
let counter = 0;

async function radioMaster() {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: agency.email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_RADIO',
    title: 'Radio spot',
    unique_id: `UP${Date.now().toString(36).toUpperCase()}${counter++}`,
    duration: 30,
    language: 'fr',
    ratio: '16:9',
    audio_type: '2trks',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status).toBe(200);
  return { client, masterId: created.body.master_id };
}

const PART = 5 * 1024 * 1024;

describe('multipart uploads straight to S3', () => {
  it('uploads a source in parts with presigned URLs, resumes from the listed parts, and completes', async () => {
    const { client, masterId } = await radioMaster();
    const size = PART + 1234;
    const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'radio',
      filename: 'spot final.wav',
      size,
      content_type: 'audio/wav',
    });
    expect(started.status).toBe(200);
    expect(started.body.key).toMatch(new RegExp(`^sources/[\\w-]+/${masterId}/radio/[0-9a-f]{8}-spot_final\\.wav$`));
    const ref = { master_id: masterId, asset: 'radio', upload_id: started.body.upload_id, key: started.body.key };

    const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
      ...ref,
      part_numbers: [1, 2],
    });
    const first = await fetch(signed.body.urls['1']!, { method: 'PUT', body: new Uint8Array(PART).fill(1) });
    expect(first.status).toBe(200);

    // A page reload later: the parts already in S3 are listed, so only part 2 is sent.
    const listed = await client.post<{ parts: { PartNumber: number; ETag: string; Size: number }[] }>(
      'user/uploads/list-parts',
      ref,
    );
    expect(listed.body.parts).toEqual([{ PartNumber: 1, ETag: first.headers.get('etag'), Size: PART }]);
    const second = await fetch(signed.body.urls['2']!, { method: 'PUT', body: new Uint8Array(1234).fill(2) });

    const completed = await client.post<{ all_uploaded: boolean; source: { status: string } }>(
      'user/uploads/complete-multipart',
      {
        ...ref,
        parts: [
          { PartNumber: 1, ETag: first.headers.get('etag') },
          { PartNumber: 2, ETag: second.headers.get('etag') },
        ],
      },
    );
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ all_uploaded: true, source: { status: 'uploaded' } });
    // The object-created event of the last source started processing: no browser call did.
    const details = await client.get<{ master: { status: string } }>(`user/master-files/get-details/${masterId}`);
    expect(details.body.master.status).not.toBe('CREATED');
  });

  it('answers a completion with parts never uploaded, or too small, with a clear 400, and keeps answering', async () => {
    const { client, masterId } = await radioMaster();
    const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'radio',
      filename: 'spot.wav',
      size: PART * 2,
    });
    const ref = { master_id: masterId, asset: 'radio', upload_id: started.body.upload_id, key: started.body.key };

    // Act: a part that was never sent, then a first part under S3's 5 MiB minimum followed by another.
    const neverSent = await client.post('user/uploads/complete-multipart', {
      ...ref,
      parts: [{ PartNumber: 1, ETag: '"0123456789abcdef0123456789abcdef"' }],
    });
    const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
      ...ref,
      part_numbers: [1, 2],
    });
    const small = await fetch(signed.body.urls['1']!, { method: 'PUT', body: new Uint8Array(1024).fill(1) });
    const last = await fetch(signed.body.urls['2']!, { method: 'PUT', body: new Uint8Array(1024).fill(2) });
    const tooSmall = await client.post('user/uploads/complete-multipart', {
      ...ref,
      parts: [
        { PartNumber: 1, ETag: small.headers.get('etag') },
        { PartNumber: 2, ETag: last.headers.get('etag') },
      ],
    });

    // Assess
    expect([neverSent.status, neverSent.body.code]).toEqual([400, 'upload_parts_invalid']);
    expect([tooSmall.status, tooSmall.body.code]).toEqual([400, 'upload_parts_invalid']);
    expect((await client.post('user/uploads/list-parts', ref)).status).toBe(200);
  });

  it('orders a completion\u2019s parts listed out of order (a client may list them in any order), and answers a part listed twice with a clear 400', async () => {
    // Prepare: both parts of an upload in S3.
    const { client, masterId } = await radioMaster();
    const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'radio',
      filename: 'spot.wav',
      size: PART + 2048,
    });
    const ref = { master_id: masterId, asset: 'radio', upload_id: started.body.upload_id, key: started.body.key };
    const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
      ...ref,
      part_numbers: [1, 2],
    });
    const first = await fetch(signed.body.urls['1']!, { method: 'PUT', body: new Uint8Array(PART).fill(1) });
    const second = await fetch(signed.body.urls['2']!, { method: 'PUT', body: new Uint8Array(2048).fill(2) });
    const parts = [
      { PartNumber: 1, ETag: first.headers.get('etag') },
      { PartNumber: 2, ETag: second.headers.get('etag') },
    ];

    // Act
    const twice = await client.post('user/uploads/complete-multipart', {
      ...ref,
      parts: [parts[1], parts[0], parts[0]],
    });
    const reversed = await client.post<{ all_uploaded: boolean }>('user/uploads/complete-multipart', {
      ...ref,
      parts: [...parts].reverse(),
    });

    // Assess: S3's InvalidPartOrder is the catalogue's 400, without harm to the upload, which then completes in order.
    expect([twice.status, twice.body.code]).toEqual([400, 'upload_parts_invalid']);
    expect([reversed.status, reversed.body.all_uploaded]).toEqual([200, true]);
  });

  it('aborts an upload; its parts are gone', async () => {
    const { client, masterId } = await radioMaster();
    const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'radio',
      filename: 'spot.mp3',
      size: PART * 2,
    });
    const ref = { master_id: masterId, asset: 'radio', upload_id: started.body.upload_id, key: started.body.key };
    const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
      ...ref,
      part_numbers: [1],
    });
    await fetch(signed.body.urls['1']!, { method: 'PUT', body: new Uint8Array(PART) });
    expect((await client.post('user/uploads/abort-multipart', ref)).status).toBe(200);
    const listed = await client.post('user/uploads/list-parts', ref);
    expect(listed.body.code).toBe('upload_unknown');
  });

  it('refuses another account\u2019s master and forged upload references', async () => {
    const { client, masterId } = await radioMaster();
    const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'radio',
      filename: 'a.wav',
      size: 100,
    });
    const other = new ApiClient();
    await other.post('authenticate/login', { email: broadcaster.email, password: DEMO_PASSWORD });
    const foreign = await other.post('user/uploads/sign-parts', {
      master_id: masterId,
      asset: 'radio',
      upload_id: started.body.upload_id,
      key: started.body.key,
      part_numbers: [1],
    });
    expect(foreign.body.code).toBe('data_restriction');
    const forged = await client.post('user/uploads/sign-parts', {
      master_id: masterId,
      asset: 'radio',
      upload_id: started.body.upload_id,
      key: 'sources/other/key.wav',
      part_numbers: [1],
    });
    expect(forged.body.code).toBe('upload_unknown');
  });
});
