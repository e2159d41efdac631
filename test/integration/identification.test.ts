import { randomBytes } from 'node:crypto';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '@masterport/contract';
import { ApiClient, signedInClient } from './support/client.ts';
import { makePdf } from './support/pdf.ts';
import { createRadioMaster } from './support/processing.ts';

const i = 'user/account/profile/identification';
interface Identification {
  name: string;
  state: string;
  country: string;
  phone: string | null;
  language: string;
  logo_url: string | null;
  modified_on: string;
  city: string;
}
interface Session {
  account_logo_url: string | null;
  user_accounts: { logo_url: string | null }[];
}

const address = {
  address: '1 Place Ville-Marie',
  city: 'Montréal',
  state: 'QC',
  zip: 'H3B 2B6',
  country: 'CA',
  language: 'fr' as const,
};

/** A logo picture of the given size, as PNG bytes. */
async function pngLogo(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1c3d8f';
  context.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function uploadLogo(client: ApiClient, bytes: Buffer, contentType: 'image/png' | 'image/jpeg' = 'image/png') {
  const started = await client.post<{ upload_id: string; upload: { url: string; headers: Record<string, string> } }>(
    `${i}/save-logo`,
    { content_type: contentType, size: bytes.length },
  );
  if (started.status !== 200) return started;
  await fetch(started.body.upload.url, { method: 'PUT', headers: started.body.upload.headers, body: bytes });
  return client.post<{ identification: Identification }>(`${i}/complete-logo`, { upload_id: started.body.upload_id });
}

describe('the account’s identification', () => {
  it('lists countries in the caller’s language and a country’s provinces, and saves the address with a unique name', async () => {
    // Prepare
    const client = await signedInClient('identity');
    const other = await signedInClient('identity-other');
    const otherName = (await other.get<{ identification: Identification }>(`${i}/get`)).body.identification.name;

    // Act
    const countries = await client.get<{ countries_list: { code: string; name: string }[] }>(
      'user/account/get-countries?language=fr',
    );
    const provinces = await client.get<{ states_list: { code: string; name: string }[] }>('user/account/get-states/CA');
    const provincesInFrench = await client.get<{ states_list: { code: string; name: string }[] }>(
      'user/account/get-states/CA?language=fr',
    );
    const unknownCountry = await client.get('user/account/get-states/ZZ');
    const saved = await client.post<{ identification: Identification }>(`${i}/save`, {
      ...address,
      name: 'Productions Érable',
      phone: '514 555-0123',
    });
    const badState = await client.post(`${i}/save`, { ...address, name: 'Productions Érable', state: 'ZZ' });
    const takenName = await client.post(`${i}/save`, { ...address, name: otherName.toUpperCase() });
    // Two people filled the tab from the same read: the second save is told, not applied.
    const read = (await client.get<{ identification: Identification }>(`${i}/get`)).body.identification.modified_on;
    const first = await client.post(`${i}/save`, {
      ...address,
      name: 'Productions Érable',
      city: 'Laval',
      modified_on: read,
    });
    const second = await client.post(`${i}/save`, {
      ...address,
      name: 'Productions Érable',
      city: 'Gatineau',
      modified_on: read,
    });
    const kept = (await client.get<{ identification: Identification }>(`${i}/get`)).body.identification;
    const session = await client.post<{ account_name: string }>('user/load-data', {});

    // Assess
    expect(countries.body.countries_list.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(countries.body.countries_list.length).toBeGreaterThan(240);
    expect(provinces.body.states_list.map((state) => state.code)).toEqual(
      expect.arrayContaining(['QC', 'ON', 'BC', 'NU']),
    );
    expect(provinces.body.states_list).toHaveLength(13);
    expect(provinces.body.states_list.find((state) => state.code === 'BC')?.name).toBe('British Columbia');
    expect(
      Object.fromEntries(provincesInFrench.body.states_list.map((state) => [state.code, state.name])),
    ).toMatchObject({ QC: 'Québec', BC: 'Colombie-Britannique', PE: 'Île-du-Prince-Édouard' });
    expect(unknownCountry.body.code).toBe('not_found');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.identification).toMatchObject({
      name: 'Productions Érable',
      state: 'QC',
      phone: '+1 514 555 0123',
      language: 'fr',
    });
    expect([badState.status, badState.body.fields?.state]).toEqual([400, 'one_of']);
    expect([takenName.status, takenName.body.code]).toEqual([400, 'account_name_taken']);
    expect(session.body.account_name).toBe('Productions Érable');
    expect([first.status, second.status, second.body.code]).toEqual([200, 409, 'changed_meanwhile']);
    expect(kept.city).toBe('Laval');
  });

  it('takes a PNG or JPEG logo checked by its bytes, redrawn as a small PNG, shown in the session; refuses an SVG called PNG, a file over 1 MB, a picture too large to decode and another account’s upload', async () => {
    // Prepare
    const client = await signedInClient('logo');
    const wide = createCanvas(1600, 400);
    wide.getContext('2d').drawImage(await loadImage(await pngLogo(1600, 400)), 0, 0);
    const jpeg = await wide.encode('jpeg');
    // A small file whose header declares a picture of 30 000 px a side (gigabytes once decoded).
    const huge = await pngLogo(16, 16);
    huge.writeUInt32BE(30_000, 16);
    huge.writeUInt32BE(30_000, 20);
    const other = await signedInClient('logo-other');
    const othersUpload = await other.post<{
      upload_id: string;
      upload: { url: string; headers: Record<string, string> };
    }>(`${i}/save-logo`, { content_type: 'image/png', size: jpeg.length });
    await fetch(othersUpload.body.upload.url, { method: 'PUT', headers: othersUpload.body.upload.headers, body: jpeg });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    );

    // Act
    const accepted = await uploadLogo(client, jpeg, 'image/jpeg');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const session = await client.post<Session>('user/load-data', {});
    const logo = Buffer.from(await (await fetch(session.body.account_logo_url!)).arrayBuffer());
    const drawn = await loadImage(logo);
    const disguised = await uploadLogo(client, svg, 'image/png');
    const tooLarge = await client.post(`${i}/save-logo`, { content_type: 'image/png', size: 1024 * 1024 + 100 * 1024 });
    const svgType = await client.post(`${i}/save-logo`, { content_type: 'image/svg+xml', size: 200 });
    const bomb = await uploadLogo(client, huge);
    const stolen = await client.post(`${i}/complete-logo`, { upload_id: othersUpload.body.upload_id });
    const afterRefusals = await client.get<{ identification: Identification }>(`${i}/get`);

    // Assess
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(logo.subarray(1, 4).toString()).toBe('PNG');
    expect([drawn.width, drawn.height]).toEqual([512, 128]);
    expect(session.body.user_accounts[0]!.logo_url).toEqual(expect.any(String));
    expect([disguised.status, disguised.body.fields?.logo]).toEqual([400, 'logo_format']);
    expect([tooLarge.status, tooLarge.body.fields?.size]).toEqual([400, 'logo_too_large']);
    expect([svgType.status, svgType.body.fields?.content_type]).toEqual([400, 'logo_format']);
    expect([bomb.status, bomb.body.fields?.logo]).toEqual([400, 'logo_dimensions']);
    expect(stolen.body.code).toBe('not_found');
    expect(afterRefusals.body.identification.logo_url).toEqual(expect.any(String));
  });

  it('refuses a real file over 1 MB sent where an upload of a small file was signed', async () => {
    // Prepare: a picture that is a valid PNG in every way but its size (noise does not compress).
    const client = await signedInClient('logo-liar');
    const side = 700;
    const noisy = createCanvas(side, side);
    const context = noisy.getContext('2d');
    const pixels = context.createImageData(side, side);
    pixels.data.set(randomBytes(side * side * 4));
    for (let alpha = 3; alpha < pixels.data.length; alpha += 4) pixels.data[alpha] = 255;
    context.putImageData(pixels, 0, 0);
    const large = await noisy.encode('png');
    const started = await client.post<{ upload_id: string; upload: { url: string; headers: Record<string, string> } }>(
      `${i}/save-logo`,
      { content_type: 'image/png', size: 20_000 },
    );

    // Act
    const put = await fetch(started.body.upload.url, {
      method: 'PUT',
      headers: started.body.upload.headers,
      body: large,
    });
    const completed = await client.post(`${i}/complete-logo`, { upload_id: started.body.upload_id });
    const after = await client.get<{ identification: Identification }>(`${i}/get`);

    // Assess: the signed size is the first wall (S3 refuses a body longer than signed); the local
    // store does not check it and takes the file, so the second wall is what refuses here: the
    // completion reads no more than 1 MB of what arrived.
    expect(large.length).toBeGreaterThan(LOGO_MAX_BYTES);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const refused = put.ok ? [completed.status, completed.body.fields?.logo] : [put.status, completed.body.code];
    expect(refused).toEqual(put.ok ? [400, 'logo_too_large'] : [403, 'not_found']);
    expect(after.body.identification.logo_url).toBeNull();
  });

  it('shows the owner’s logo on its public master, document and playlist pages', async () => {
    // Prepare
    const client = await signedInClient('logo-public');
    const withLogo = await uploadLogo(client, await pngLogo(400, 100));
    expect(withLogo.status, JSON.stringify(withLogo.body)).toBe(200);
    const master = await createRadioMaster<{ id: string; created_on: string; hash_key: string }>(client, {
      slate: { title: 'Logo spot' },
    });
    const pdf = await makePdf(['Rate card']);
    const document = await client.post<{
      document: { id: string };
      upload: { url: string; headers: Record<string, string> };
    }>('user/documents/create', { title: 'Rate card', filename: 'rates.pdf', size: pdf.length });
    await fetch(document.body.upload.url, { method: 'PUT', headers: document.body.upload.headers, body: pdf });
    const shared = (
      await client.post<{ document: { created_on: string; hash_key: string } }>('user/documents/complete-upload', {
        document_id: document.body.document.id,
      })
    ).body.document;
    const playlist = (
      await client.post<{ playlist: { created_on: string; hash_key: string } }>('user/playlists/create', {
        name: 'Logo reel',
        master_ids: [master.id],
      })
    ).body.playlist;
    const link = (item: { created_on: string; hash_key: string }) =>
      `${encodeURIComponent(item.created_on)}/${item.hash_key}`;
    const visitor = new ApiClient();

    // Act
    const pages = await Promise.all([
      visitor
        .get<{ master: { owner: { logo_url: string | null } } }>(`master-files/get-details/${link(master)}`)
        .then((answer) => answer.body.master?.owner),
      visitor
        .get<{ owner: { logo_url: string | null } }>(`documents/view-data/${link(shared)}`)
        .then((answer) => answer.body.owner),
      visitor
        .get<{ playlist: { owner: { logo_url: string | null } } }>(`playlists/get-details/${link(playlist)}`)
        .then((answer) => answer.body.playlist?.owner),
    ]);
    // What each page's logo link serves: the logo as stored, a PNG of the uploaded picture's size.
    const served = await Promise.all(
      pages.map(async (owner) => {
        if (!owner?.logo_url) return null;
        const image = await loadImage(Buffer.from(await (await fetch(owner.logo_url)).arrayBuffer()));
        return [image.width, image.height];
      }),
    );

    // Assess
    expect(served).toEqual([
      [400, 100],
      [400, 100],
      [400, 100],
    ]);
  });
});
