import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { activatedUser, ApiClient } from './support/client.ts';

const p = 'user/account/profile';
type Content = {
  delivery_content: Record<string, string[]>;
  available: Record<string, string[]>;
  is_default: boolean;
  caption_timeline: Record<string, string>[];
};

async function broadcaster() {
  const user = await activatedUser('files', 'en', { plan: 'broadcaster' });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

describe('delivery content', () => {
  it('starts from defaults per kind of master, saves a choice, and refuses files a kind of master is not made in', async () => {
    // Prepare
    const client = await broadcaster();

    // Act
    const initial = await client.get<Content>(`${p}/delivery-content/get`);
    const choice = {
      PUB_TV_WEB: ['MXF1080_SLATED', 'MCC_CC'],
      PUB_WEB: ['MP41080', 'WEBM1080'],
      PUB_RADIO: ['RADIO_MP3_320'],
    };
    const saved = await client.post<Content>(`${p}/delivery-content/save`, { delivery_content: choice });
    const again = await client.post(`${p}/delivery-content/save`, { delivery_content: choice });
    const wrong = await client.post(`${p}/delivery-content/save`, {
      delivery_content: { ...choice, PUB_RADIO: ['MXF1080_SLATED'] },
    });
    const empty = await client.post(`${p}/delivery-content/save`, { delivery_content: { ...choice, PUB_WEB: [] } });
    const companion = await client.post(`${p}/delivery-content/save`, {
      delivery_content: { ...choice, PUB_TV_WEB: ['SLATE_XML_MXF1080_SLATED'] },
    });
    const after = await client.get<Content>(`${p}/delivery-content/get`);

    // Assess
    expect(initial.body).toMatchObject({
      is_default: true,
      delivery_content: { PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_CC'], PUB_RADIO: ['RADIO_MP3_320_24'] },
    });
    expect(initial.body.available.PUB_RADIO).toEqual([
      'SOURCE',
      'RADIO_MP3_320',
      'RADIO_MP3_320_14',
      'RADIO_MP3_320_16',
      'RADIO_MP3_320_24',
    ]);
    expect(saved.body).toMatchObject({ is_default: false, delivery_content: choice });
    expect(again.body.code).toBe('no_changes');
    expect(wrong.body).toMatchObject({
      code: 'output_not_for_type',
      fields: { 'delivery_content.PUB_RADIO': 'output_not_for_type' },
    });
    expect(empty.body).toMatchObject({
      code: 'validation_error',
      fields: { 'delivery_content.PUB_WEB': 'delivery_content_empty' },
    });
    expect(companion.body.code).toBe('output_not_for_type');
    expect(after.body.delivery_content).toEqual(choice);
    // MCC_CC counts from 10:00:00;00, as MXF1080_SLATED's program: nothing to warn of.
    expect([initial.body.caption_timeline, saved.body.caption_timeline]).toEqual([[], []]);
  });

  it('is saved with a caption file on another timeline than its MXF, and warns of it when saved and read', async () => {
    // Prepare
    const client = await broadcaster();
    const offset = {
      PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_OFFSET_CC'],
      PUB_WEB: ['MP41080'],
      PUB_RADIO: ['RADIO_MP3_320'],
    };

    // Act
    const saved = await client.post<Content>(`${p}/delivery-content/save`, { delivery_content: offset });
    const read = await client.get<Content>(`${p}/delivery-content/get`);

    // Assess
    const warning = {
      master_type: 'PUB_TV_WEB',
      caption_key: 'SCC_OFFSET_CC',
      caption_start: '01:00:00;00',
      mxf_key: 'MXF1080_SLATED',
      mxf_start: '10:00:00;00',
    };
    expect([saved.status, saved.body.delivery_content]).toEqual([200, offset]);
    expect([saved.body.caption_timeline, read.body.caption_timeline]).toEqual([[warning], [warning]]);
  });
});

describe('file names and XML slates', () => {
  it('keeps a file-name pattern of at least one attribute, and the XML slate’s attributes', async () => {
    // Prepare
    const client = await broadcaster();

    // Act
    const options = await client.get<{ attributes_list: string[]; separators_list: string[] }>(
      `${p}/filename-builder/get-attributes-options`,
    );
    const initial = await client.get<{ filename_builder: unknown; is_default: boolean }>(`${p}/filename-builder/get`);
    const saved = await client.post<{ filename_builder: unknown }>(`${p}/filename-builder/save`, {
      filename_builder: { attributes: ['announcer', 'unique_id', 'date'], separator: '-' },
    });
    const none = await client.post(`${p}/filename-builder/save`, {
      filename_builder: { attributes: [], separator: '-' },
    });
    const xmlOptions = await client.get<{ attributes_list: string[] }>(`${p}/xml-slate-builder/get-attributes-options`);
    const xmlInitial = await client.get<{ xml_slate_builder: { attributes: string[] }; is_default: boolean }>(
      `${p}/xml-slate-builder/get`,
    );
    const xmlSaved = await client.post<{ xml_slate_builder: { attributes: string[] } }>(`${p}/xml-slate-builder/save`, {
      xml_slate_builder: { attributes: ['unique_id', 'title', 'duration'] },
    });
    const xmlUnknown = await client.post(`${p}/xml-slate-builder/save`, {
      xml_slate_builder: { attributes: ['unique_id', 'colour'] },
    });

    // Assess
    expect(options.body.attributes_list).toHaveLength(26);
    expect(options.body.separators_list).toEqual(['_', '-', '.']);
    expect(initial.body).toEqual({
      success: true,
      filename_builder: { attributes: ['unique_id', 'title'], separator: '_' },
      is_default: true,
    });
    expect(saved.body.filename_builder).toEqual({ attributes: ['announcer', 'unique_id', 'date'], separator: '-' });
    expect(none.body).toMatchObject({
      code: 'validation_error',
      fields: { 'filename_builder.attributes': 'last_file_attribute' },
    });
    expect(xmlOptions.body.attributes_list).toContain('ndf_tc_duration');
    expect(xmlInitial.body.is_default).toBe(true);
    expect(xmlInitial.body.xml_slate_builder.attributes).toEqual(xmlOptions.body.attributes_list);
    expect(xmlSaved.body.xml_slate_builder.attributes).toEqual(['unique_id', 'title', 'duration']);
    expect(xmlUnknown.status).toBe(400);
  });

  it('are a broadcaster’s: an agency may not open them', async () => {
    // Prepare
    const agency = new ApiClient();
    await agency.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });

    // Act
    const answers = await Promise.all(
      [`${p}/delivery-content/get`, `${p}/filename-builder/get`, `${p}/xml-slate-builder/get`].map((path) =>
        agency.get(path),
      ),
    );

    // Assess
    expect(answers.map((answer) => answer.body.code)).toEqual([
      'account_permission',
      'account_permission',
      'account_permission',
    ]);
  });
});
