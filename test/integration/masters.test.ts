import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, activatedUser } from './support/client.ts';

const [broadcaster, agency] = DEMO_USERS;

async function signedIn(email: string, password: string) {
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password });
  expect(login.status).toBe(200);
  return client;
}

let counter = 0;
const uniqueId = () => `MP${Date.now().toString(36).toUpperCase()}${counter++}`.slice(0, 20);

const tvSlate = (overrides: Record<string, unknown> = {}) => ({
  master_type: 'PUB_TV_WEB',
  title: 'Winter sale',
  unique_id: uniqueId(),
  duration: 30,
  language: 'en',
  ratio: '16:9',
  audio_type: '8trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Maple syrup',
  captions_filename: 'winter.scc',
  ...overrides,
});

type Master = {
  id: string;
  unique_id: string | null;
  title: string;
  status: string;
  qc_status: string;
  locked: boolean;
  unique_id_kind: string | null;
};

describe('creating and editing masters', () => {
  it('creates a TV master from its slate and shows it on its page and in the list', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const slate = tvSlate({ unique_id: `abcd 1234 000h${counter++}`.slice(0, 16) });
    const created = await client.post<{ master_id: string; master: Master }>('user/master-files/create', {
      mode: 'new_master',
      ...slate,
    });
    expect(created.status).toBe(200);
    expect(created.body.master).toMatchObject({
      title: 'Winter sale',
      status: 'CREATED',
      qc_status: 'WAITING',
      is_draft: false,
    });
    expect(created.body.master.unique_id).toMatch(/^ABCD1234000H/);

    const details = await client.get<{ master: Master & { owner: { name: string } } }>(
      `user/master-files/get-details/${created.body.master_id}`,
    );
    expect(details.body.master).toMatchObject({ id: created.body.master_id, owner: { name: 'Demo Agency' } });

    const list = await client.post<{ masters_list: Master[] }>('user/master-files/get-list?page=1', {
      filter_search_query: 'maple',
    });
    expect(list.body.masters_list.map((master) => master.id)).toContain(created.body.master_id);
    const filtered = await client.post<{ masters_list: Master[] }>('user/master-files/get-list', {
      filter_by_type: 'PUB_RADIO',
    });
    expect(filtered.body.masters_list.map((master) => master.id)).not.toContain(created.body.master_id);
  });

  it('verifies unique IDs: recognises Ad-ID and ISCI, refuses one in use', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const isci = await client.post('user/master-files/validate-unique-id', { unique_id: 'ABCD1234' });
    expect(isci.body).toMatchObject({ success: true, kind: 'isci' });
    const id = uniqueId();
    await client.post('user/master-files/create', { mode: 'new_master', ...tvSlate({ unique_id: id }) });
    const taken = await client.post('user/master-files/validate-unique-id', { unique_id: id.toLowerCase() });
    expect(taken.status).toBe(400);
    expect(taken.body.code).toBe('unique_id_taken');
    const again = await client.post('user/master-files/create', { mode: 'new_master', ...tvSlate({ unique_id: id }) });
    expect(again.body.code).toBe('unique_id_taken');
    const otherAccount = await signedIn(broadcaster.email, DEMO_PASSWORD);
    expect((await otherAccount.post('user/master-files/validate-unique-id', { unique_id: id })).body.code).toBe(
      'unique_id_taken',
    );
    // A slate's code system: an Ad-ID's prefix may not start with 0, whatever the account follows.
    const notAdId = await client.post('user/master-files/validate-unique-id', {
      unique_id: '0ACM1234000',
      code_system: 'ad_id',
    });
    expect(notAdId.status).toBe(400);
    expect(notAdId.body).toMatchObject({ code: 'ad_code_invalid', fields: { unique_id: 'ad_id_format' } });
    const created = await client.post('user/master-files/create', {
      mode: 'draft',
      title: 'ISCI draft',
      unique_id: 'ACME12345678XH',
      code_system: 'isci',
    });
    expect(created.body).toMatchObject({ code: 'ad_code_invalid', fields: { unique_id: 'isci_format' } });
  });

  it('applies the seed\u2019s slate rules', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const square = await client.post('user/master-files/create', { mode: 'new_master', ...tvSlate({ ratio: '1:1' }) });
    expect(square.body.code).toBe('tv_ratio_required');
    const radio51 = await client.post('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ master_type: 'PUB_RADIO', captions_filename: undefined }),
    });
    expect(radio51.body.code).toBe('stereo_required');
    // A TV slate no longer names its captions file: the captions upload does, and processing waits for it.
    const noCaptions = await client.post<{ master: Master }>('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ captions_filename: undefined }),
    });
    expect(noCaptions.status).toBe(200);
    expect(noCaptions.body.master).toMatchObject({ status: 'CREATED', captions_filename: null });
    const draft = await client.post<{ master: Master }>('user/master-files/create', {
      mode: 'draft',
      ...tvSlate({ captions_filename: undefined }),
    });
    expect(draft.body.master).toMatchObject({ is_draft: true });
    const badCaptions = await client.post('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ captions_filename: 'captions.txt' }),
    });
    expect(badCaptions.body.fields).toEqual({ captions_filename: 'captions_extension' });
    const missing = await client.post('user/master-files/create', { mode: 'new_master', master_type: 'PUB_WEB' });
    expect(missing.body.code).toBe('validation_error');
    expect(Object.keys(missing.body.fields ?? {})).toEqual(
      expect.arrayContaining(['title', 'unique_id', 'duration', 'announcer']),
    );
  });

  it('edits a master, moves its unique ID, and refuses edits while locked', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const first = uniqueId();
    const created = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ unique_id: first }),
    });
    const second = uniqueId();
    const saved = await client.post<{ master: Master }>('user/master-files/save', {
      mode: 'edit_master',
      master_id: created.body.master_id,
      ...tvSlate({ unique_id: second, title: 'Spring sale' }),
    });
    expect(saved.body.master).toMatchObject({ title: 'Spring sale', unique_id: second });
    expect((await client.post('user/master-files/validate-unique-id', { unique_id: first })).status).toBe(200);

    await client.post('user/master-files/lock', { master_id: created.body.master_id });
    const locked = await client.post('user/master-files/save', {
      mode: 'edit_master',
      master_id: created.body.master_id,
      ...tvSlate({ unique_id: second }),
    });
    expect(locked.body.code).toBe('master_locked');
    const unlocked = await client.post<{ master: Master }>('user/master-files/unlock', {
      master_id: created.body.master_id,
    });
    expect(unlocked.body.master.locked).toBe(false);
  });

  it('keeps what the slate says of music only: said, kept by an edit that does not send it, changed, and only a boolean (issue 32)', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    type Said = { master_id: string; master: { music_only: boolean | null } };
    const unsaid = await client.post<Said>('user/master-files/create', { mode: 'new_master', ...tvSlate() });
    expect(unsaid.body.master.music_only).toBeNull();
    const created = await client.post<Said>('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ music_only: true }),
    });
    expect(created.body.master.music_only).toBe(true);
    const masterId = created.body.master_id;
    const { unique_id } = (await client.get<{ master: Master }>(`user/master-files/get-details/${masterId}`)).body
      .master;
    const edit = (overrides: Record<string, unknown>) =>
      client.post<Said>('user/master-files/save', {
        mode: 'edit_master',
        master_id: masterId,
        ...tvSlate({ unique_id, ...overrides }),
      });
    expect((await edit({ title: 'Jingle' })).body.master.music_only).toBe(true);
    expect((await edit({ music_only: false })).body.master.music_only).toBe(false);
    const refused = await edit({ music_only: 'yes' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation_error', fields: { music_only: 'required' } });
    const details = await client.get<{ master: { music_only: boolean | null } }>(
      `user/master-files/get-details/${masterId}`,
    );
    expect(details.body.master.music_only).toBe(false);
  });

  it('saves a draft with only a title, lists it, takes no file until an edit completes its slate, then reserves its ID', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const title = `Draft ${uniqueId()}`;
    // The SPA's blank form: the fields not filled in are empty strings.
    const created = await client.post<{ master_id: string; master: Master }>('user/master-files/create', {
      mode: 'draft',
      title,
      unique_id: '',
      announcer: '',
      agency: '',
      product: '',
    });
    expect(created.status).toBe(200);
    expect(created.body.master).toMatchObject({
      title,
      is_draft: true,
      status: 'CREATED',
      unique_id: null,
      unique_id_kind: null,
      master_type: null,
      duration: null,
      language: null,
      ratio: null,
      audio_type: null,
      announcer: null,
      agency: null,
      product: null,
    });
    const masterId = created.body.master_id;
    const list = await client.post<{ masters_list: Master[] }>('user/master-files/get-list?page=1', {});
    expect(list.body.masters_list.map((master) => master.id)).toContain(masterId);
    const found = await client.post<{ masters_list: Master[] }>('user/master-files/get-list?page=1', {
      filter_search_query: title.split(' ')[1],
    });
    expect(found.body.masters_list.map((master) => master.id)).toEqual([masterId]);

    // A confirmed save still asks every field.
    const titleOnly = await client.post('user/master-files/save', { mode: 'edit_master', master_id: masterId, title });
    expect(titleOnly.status).toBe(400);
    expect(titleOnly.body).toMatchObject({
      code: 'validation_error',
      fields: { unique_id: 'required', master_type: 'one_of', product: 'required' },
    });
    expect((await client.post('user/master-files/create', { mode: 'new_master', title })).body.code).toBe(
      'validation_error',
    );
    expect((await client.post('user/master-files/create', { mode: 'draft' })).body).toMatchObject({
      code: 'validation_error',
      fields: { title: 'required' },
    });

    const upload = await client.post('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'video',
      filename: 'spot.mov',
      size: 1000,
      content_type: 'video/quicktime',
    });
    expect(upload.status).toBe(400);
    expect(upload.body.code).toBe('slate_incomplete');

    // A draft saved again keeps what it was given, and may still be incomplete.
    const later = await client.post<{ master: Master }>('user/master-files/save', {
      mode: 'draft',
      master_id: masterId,
      title,
      product: 'Maple syrup',
    });
    expect(later.body.master).toMatchObject({ is_draft: true, product: 'Maple syrup', unique_id: null });

    const id = uniqueId();
    const completed = await client.post<{ master: Master }>('user/master-files/save', {
      mode: 'edit_master',
      master_id: masterId,
      ...tvSlate({ unique_id: id, title }),
    });
    expect(completed.status).toBe(200);
    expect(completed.body.master).toMatchObject({ is_draft: false, unique_id: id, master_type: 'PUB_TV_WEB' });
    expect((await client.post('user/master-files/validate-unique-id', { unique_id: id })).body.code).toBe(
      'unique_id_taken',
    );
    const uploadable = await client.post('user/uploads/create-multipart', {
      master_id: masterId,
      asset: 'video',
      filename: 'spot.mov',
      size: 1000,
      content_type: 'video/quicktime',
    });
    expect(uploadable.status).toBe(200);
  });

  it('deletes a draft that never had a unique ID', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const created = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'draft',
      title: 'Short-lived draft',
    });
    expect(created.status).toBe(200);
    const removed = await client.post('user/master-files/delete', { master_id: created.body.master_id });
    expect(removed.status).toBe(200);
    expect((await client.get(`user/master-files/get-details/${created.body.master_id}`)).status).not.toBe(200);
  });

  it('keeps each account\u2019s masters to itself', async () => {
    const agencyClient = await signedIn(agency.email, DEMO_PASSWORD);
    const created = await agencyClient.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate(),
    });
    const other = await signedIn(broadcaster.email, DEMO_PASSWORD);
    const details = await other.get(`user/master-files/get-details/${created.body.master_id}`);
    expect(details.status).toBe(401);
    expect(details.body.code).toBe('data_restriction');
    const edit = await other.post('user/master-files/save', {
      mode: 'edit_master',
      master_id: created.body.master_id,
      ...tvSlate(),
    });
    expect(edit.body.code).toBe('data_restriction');
    const statuses = await other.post<{ mastersStatus: unknown[] }>('user/master-files/update-status', {
      master_files_ids: [created.body.master_id],
    });
    expect(statuses.body.mastersStatus).toEqual([]);
    const own = await agencyClient.post<{ mastersStatus: { id: string }[] }>('user/master-files/update-status', {
      master_files_ids: [created.body.master_id],
    });
    expect(own.body.mastersStatus).toEqual([
      expect.objectContaining({ id: created.body.master_id, status: 'CREATED' }),
    ]);
  });

  it('offers only the master types the account may create', async () => {
    const { email, password } = await activatedUser('types');
    const client = await signedIn(email, password);
    // A fresh content-creator account has every type; languages are English and French.
    const types = await client.get<{ options_list: { value: string }[] }>('user/master-files/get-types-options');
    expect(types.body.options_list.map((option) => option.value)).toContain('PUB_RADIO');
    const languages = await client.get<{ options_list: { value: string; label: { fr: string } }[] }>(
      'user/master-files/get-languages-options?master_type=PUB_WEB',
    );
    expect(languages.body.options_list).toEqual([
      { value: 'en', label: { en: 'English', fr: 'Anglais' } },
      { value: 'fr', label: { en: 'French', fr: 'Français' } },
    ]);
    expect((await client.get('user/master-files/get-languages-options?master_type=NOPE')).body.code).toBe(
      'validation_error',
    );
    expect(
      (await client.get<{ options_list: unknown[] }>('user/master-files/get-ratios-options')).body.options_list,
    ).toHaveLength(5);
  });
});

describe('the Ad-ID registry, through validate-unique-id', () => {
  // The local cloud's registry stand-in knows MAPL1234000H (Maple Foods, Pure Maple Syrup, "Winter Morning", :30).
  const known = 'MAPL1234000H';
  const typed = { announcer: 'Maple Foods', product: 'Pure Maple Syrup', title: 'Winter Morning', duration: 30 };

  it('answers the registry’s facts of a code it knows, and no difference for a slate that says the same', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const answer = await client.post('user/master-files/validate-unique-id', {
      unique_id: 'mapl 1234 000h',
      code_system: 'ad_id',
      slate: typed,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      unique_id: known,
      kind: 'ad_id',
      registry: {
        status: 'found',
        record: {
          code: known,
          advertiser: 'Maple Foods',
          product: 'Syrup',
          title: 'Winter Morning',
          length_seconds: 30,
        },
        differences: [],
      },
    });
  });

  it('names each slate field that differs from the registry, as warnings: the call still answers 200', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const answer = await client.post('user/master-files/validate-unique-id', {
      unique_id: known,
      code_system: 'ad_id',
      slate: { ...typed, title: 'Summer Evening', duration: 15 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.registry).toMatchObject({
      status: 'found',
      differences: [
        { field: 'title', registry: 'Winter Morning' },
        { field: 'duration', registry: '30' },
      ],
    });
  });

  it('says the registry does not know a code, and asks nothing of a code under another system', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const unknown = await client.post('user/master-files/validate-unique-id', {
      unique_id: 'ZQXW9999000',
      code_system: 'ad_id',
      slate: typed,
    });
    expect(unknown.body).toMatchObject({ success: true, registry: { status: 'unknown_code' } });
    // The demo account follows free text: its own system asks nothing, even of a code the registry knows.
    const freeText = await client.post('user/master-files/validate-unique-id', { unique_id: known });
    expect(freeText.body).toMatchObject({ success: true, registry: { status: 'not_asked' } });
  });

  it('refuses a slate it cannot compare, in the field’s words, and tells another account nothing of a code in use', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const bad = await client.post('user/master-files/validate-unique-id', {
      unique_id: known,
      code_system: 'ad_id',
      slate: { duration: 'thirty', title: 'x'.repeat(64), brand: 'Pure Maple' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_error' });
    expect(bad.body.fields).toMatchObject({ 'slate.duration': 'required', 'slate.title': 'max_63' });
    // A code held by another account's master: refused as taken before the registry is asked.
    const held = uniqueId();
    const created = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      ...tvSlate({ unique_id: held }),
    });
    const otherAccount = await signedIn(broadcaster.email, DEMO_PASSWORD);
    const refused = await otherAccount.post('user/master-files/validate-unique-id', {
      unique_id: held,
      master_id: created.body.master_id,
      slate: typed,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'unique_id_taken' });
    expect(refused.body.registry).toBeUndefined();
  });
});

describe('slate preview', () => {
  it('draws the slate the MXF outputs will carry as a PNG, from the fields the modal holds', async () => {
    const client = await signedIn(agency.email, DEMO_PASSWORD);
    const preview = await client.post<{ image: string; width: number; height: number }>(
      'user/master-files/preview-slate',
      tvSlate({ title: 'Winter: "50 %" off' }),
    );
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ width: 960, height: 540 });
    const png = Buffer.from(preview.body.image.replace('data:image/png;base64,', ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([960, 540]);
    const incomplete = await client.post('user/master-files/preview-slate', { ...tvSlate(), title: '' });
    expect(incomplete.body).toMatchObject({ code: 'validation_error', fields: { title: 'required' } });
  });
});

describe('the masters list, page by page', () => {
  it('pages by cursor: every master once, in order, across pages and filters, and a page beyond the end is empty', async () => {
    // Prepare: a new account with 30 web masters, 10 of them tagged by title.
    const { email, password } = await activatedUser('paging');
    const client = await signedIn(email, password);
    for (let i = 0; i < 30; i++) {
      const created = await client.post('user/master-files/create', {
        ...tvSlate({ master_type: 'PUB_WEB', audio_type: '2trks', captions_filename: undefined }),
        mode: 'new_master',
        title: `${i % 3 === 0 ? 'Pager' : 'Spot'} ${String(i).padStart(2, '0')}`,
      });
      expect(created.status).toBe(200);
    }
    type Page = { masters_list: Master[]; has_more: boolean };

    // Act
    const first = await client.post<Page>('user/master-files/get-list?page=1', {});
    const second = await client.post<Page>('user/master-files/get-list?page=2', {});
    const beyond = await client.post<Page>('user/master-files/get-list?page=4', {});
    const filtered = await client.post<Page>('user/master-files/get-list?page=1', { filter_search_query: 'pager' });

    // Assess
    expect([
      first.body.masters_list.length,
      first.body.has_more,
      second.body.masters_list.length,
      second.body.has_more,
    ]).toEqual([24, true, 6, false]);
    const titles = [...first.body.masters_list, ...second.body.masters_list].map((master) => master.title);
    expect(new Set(titles).size).toBe(30);
    expect(titles[0]).toBe('Spot 29');
    expect([beyond.status, beyond.body.masters_list, beyond.body.has_more]).toEqual([200, [], false]);
    expect(filtered.body.masters_list.map((master) => master.title)).toEqual([
      'Pager 27',
      'Pager 24',
      'Pager 21',
      'Pager 18',
      'Pager 15',
      'Pager 12',
      'Pager 09',
      'Pager 06',
      'Pager 03',
      'Pager 00',
    ]);
  });
});
