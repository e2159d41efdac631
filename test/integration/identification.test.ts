import { createCanvas, loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { ApiClient, signedInClient } from './support/client.ts';

const i = 'user/account/profile/identification';
interface Identification { name: string; state: string; country: string; phone: string | null; language: string; logo_url: string | null; modified_on: string; city: string }
interface Session { account_logo_url: string | null; user_accounts: { logo_url: string | null }[] }

const address = { address: '1 Place Ville-Marie', city: 'Montréal', state: 'QC', zip: 'H3B 2B6', country: 'CA', language: 'fr' as const };

/** A logo picture of the given size, as PNG bytes. */
async function pngLogo(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1c3d8f';
  context.fillRect(0, 0, width, height);
  return canvas.encode('png');
}

async function uploadLogo(client: ApiClient, bytes: Buffer, contentType: 'image/png' | 'image/jpeg' = 'image/png') {
  const started = await client.post<{ upload_id: string; upload: { url: string; headers: Record<string, string> } }>(`${i}/save-logo`, { content_type: contentType, size: bytes.length });
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
    const countries = await client.get<{ countries_list: { code: string; name: string }[] }>('user/account/get-countries?language=fr');
    const provinces = await client.get<{ states_list: { code: string; name: string }[] }>('user/account/get-states/CA');
    const provincesInFrench = await client.get<{ states_list: { code: string; name: string }[] }>('user/account/get-states/CA?language=fr');
    const unknownCountry = await client.get('user/account/get-states/ZZ');
    const saved = await client.post<{ identification: Identification }>(`${i}/save`, { ...address, name: 'Productions Érable', phone: '514 555-0123' });
    const badState = await client.post(`${i}/save`, { ...address, name: 'Productions Érable', state: 'ZZ' });
    const takenName = await client.post(`${i}/save`, { ...address, name: otherName.toUpperCase() });
    // Two people filled the tab from the same read: the second save is told, not applied.
    const read = (await client.get<{ identification: Identification }>(`${i}/get`)).body.identification.modified_on;
    const first = await client.post(`${i}/save`, { ...address, name: 'Productions Érable', city: 'Laval', modified_on: read });
    const second = await client.post(`${i}/save`, { ...address, name: 'Productions Érable', city: 'Gatineau', modified_on: read });
    const kept = (await client.get<{ identification: Identification }>(`${i}/get`)).body.identification;
    const session = await client.post<{ account_name: string }>('user/load-data', {});

    // Assess
    expect(countries.body.countries_list.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(countries.body.countries_list.length).toBeGreaterThan(240);
    expect(provinces.body.states_list.map((state) => state.code)).toEqual(expect.arrayContaining(['QC', 'ON', 'BC', 'NU']));
    expect(provinces.body.states_list).toHaveLength(13);
    expect(provinces.body.states_list.find((state) => state.code === 'BC')?.name).toBe('British Columbia');
    expect(Object.fromEntries(provincesInFrench.body.states_list.map((state) => [state.code, state.name]))).toMatchObject({ QC: 'Québec', BC: 'Colombie-Britannique', PE: 'Île-du-Prince-Édouard' });
    expect(unknownCountry.body.code).toBe('not_found');
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.identification).toMatchObject({ name: 'Productions Érable', state: 'QC', phone: '+1 514 555 0123', language: 'fr' });
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
    const othersUpload = await other.post<{ upload_id: string; upload: { url: string; headers: Record<string, string> } }>(`${i}/save-logo`, { content_type: 'image/png', size: jpeg.length });
    await fetch(othersUpload.body.upload.url, { method: 'PUT', headers: othersUpload.body.upload.headers, body: jpeg });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');

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
});
