import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  EMPTY_SPEC_RULES,
  SPEC_PRESETS,
  type CaptionJudgement,
  type CaptionSpecCheck,
  type SpecEvaluation,
} from '@masterport/contract';
import {
  createDb,
  getAccount,
  getMaster,
  nowIso,
  saveAccountWith,
  updateMasterFields,
  type MasterOutput,
} from '@masterport/data';
import { ApiClient, signedInClient } from './support/client.ts';
import { detailsWhen } from './support/distribution-details.ts';
import { OUTPUTS_BUCKET, SOURCES_BUCKET } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * Issue 32, station specs as data: a broadcaster saves its station's spec (a preset, or its own
 * rules) as versions; the wizard's review checks each master against it and names the loudness
 * variant made before delivery; a station that changes its spec has the spots it received judged
 * again, and their sender sees which no longer comply and delivers them again.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const suffix = Date.now().toString(36).slice(-4).toUpperCase();
const station = `S${suffix}`;
const uniqueId = `SPC${suffix}TV`;

interface Station {
  id: string;
  spec?: { version: number; preset: string | null; rules: unknown } | null;
}
interface PreviewDestination {
  call_letters: string;
  files: { name: string; kind: string; size: number | null; to_make: boolean }[];
  outputs_to_make: string[];
  spec_version: number | null;
  spec_checks: { unique_id: string; evaluation: SpecEvaluation }[];
  caption_checks: CaptionSpecCheck[];
  caption_timeline: Record<string, string>[];
}
interface Notice {
  call_letters: string;
  ref_number: string;
  distribution_id: string;
  unique_id: string;
  delivered_spec_version: number | null;
  spec_version: number;
  evaluation: SpecEvaluation;
  caption_check: CaptionJudgement | null;
}

const signedIn = (label: string, plan: 'content_creator' | 'broadcaster') => signedInClient(label, { plan });

async function expectOk<T>(response: Promise<{ status: number; body: T }>): Promise<T> {
  const answer = await response;
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** A TV master as processing leaves it, its slated MXF measured at -24.0 LKFS and -3.1 dBTP. */
async function readyTvMaster(owner: ApiClient, code = uniqueId) {
  const created = await expectOk(
    owner.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_TV_WEB',
      title: 'Spec Syrup',
      unique_id: code,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '8trks',
      use_video_audio: true,
      captions_filename: 'spot.scc',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
    }),
  );
  const id = created.master_id;
  const outputs: Record<string, MasterOutput> = {};
  for (const [key, extension] of [
    ['MXF1080_SLATED', 'mxf'],
    ['SLATE_XML_MXF1080_SLATED', 'xml'],
    ['SCC_CC', 'scc'],
  ] as const) {
    const body = randomBytes(500);
    const s3Key = `outputs/test/${id}/spot_${key}.${extension}`;
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    outputs[key] = {
      output_key: key,
      category: 'MXF_BROADCAST',
      filename: `spot_${key}.${extension}`,
      size: body.length,
      created_on: nowIso(),
      metadata: key === 'MXF1080_SLATED' ? { loudness_lkfs: -24.0, true_peak_dbtp: -3.1 } : {},
      bucket: 'outputs',
      s3_key: s3Key,
      hash_key: randomBytes(20).toString('base64url'),
      sha256: null,
    };
  }
  await updateMasterFields(db(), id, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs,
  });
  return id;
}

/**
 * The master's captions as an upload leaves them and its last run read them: the file in the sources
 * bucket, named by the upload (`sources`, `run_sources`, `captions_filename`).
 */
async function withCaptions(id: string, filename: string, text: string) {
  const stored = (await getMaster(db(), id))!;
  const key = `sources/${stored.account_id}/${id}/captions/${filename}`;
  await s3.send(new PutObjectCommand({ Bucket: SOURCES_BUCKET, Key: key, Body: text }));
  const source = {
    filename,
    size: Buffer.byteLength(text),
    key,
    upload_id: `upload-${id}`,
    uploaded_on: nowIso(),
    status: 'uploaded' as const,
    replaces: null,
  };
  await updateMasterFields(db(), id, {
    sources: { ...stored.sources, captions: source },
    run_sources: { ...stored.run_sources, captions: source },
    captions_filename: filename,
  });
}

/** Captions 1 and 3 read at 18 characters per second for 1.5 s; caption 2 at 6 for 2 s; 15 frames apart. */
const FAST_SRT = [
  '1\n00:00:00,500 --> 00:00:02,000\nCRUNCHY BARS, NOW IN STORES\n',
  '2\n00:00:02,500 --> 00:00:04,500\nMaple Foods.\n',
  '3\n00:00:05,000 --> 00:00:06,500\nAND ONLINE AT ACME DOT COM!\n',
].join('\n');
/**
 * "HELLO FROM ACME" (0.53-3.70 s: 3.17 s on screen), then "CRUNCHY BARS / NOW IN STORES" (3.77-6.01 s),
 * drop-frame: within every rule at the defaults.
 */
const CALM_SCC = [
  'Scenarist_SCC V1.0',
  '10:00:00;00\t94ae 94ae 9420 9420 94e0 94e0 c845 4c4c 4f20 4652 4fcd 20c1 43cd 4580 942c 942c 942f 942f',
  '10:00:03;00\t94ae 94ae 9420 9420 9440 9440 4352 d5ce 43c8 d920 c2c1 52d3 94e0 94e0 ce4f 5720 49ce 20d3 544f 5245 d380 942c 942c 942f 942f',
  '10:00:06;00\t942c 942c',
].join('\n\n');

let broadcaster = new ApiClient();
let agency = new ApiClient();
let master = '';

beforeAll(async () => {
  broadcaster = await signedIn('spec-station', 'broadcaster');
  await expectOk(
    broadcaster.post('user/call-letters/own/create', { id: station, market: 'Montréal', band: 'TV', language: 'fr' }),
  );
  const dm = 'user/account/profile/delivery-method';
  await expectOk(broadcaster.post(`${dm}/add-notification`, { email: `spec-${suffix.toLowerCase()}@station.test` }));
  await expectOk(broadcaster.post(`${dm}/activate`, { method: 'web' }));
  agency = await signedIn('spec-agency', 'content_creator');
  master = await readyTvMaster(agency);
}, 120_000);

/** The agency sends the master (or masters) to a station; answers once the station has them. */
async function sentAndDelivered(letters: string, masters = [master]) {
  const sent = await expectOk(
    agency.post<{ ref_number: string }>('user/distributions/create', {
      master_files_ids: masters,
      call_letters_ids: [letters],
    }),
  );
  await detailsWhen(agency, sent.ref_number, (distribution) =>
    distribution.destinations.every((destination) => destination.state === 'delivered'),
  );
}

const saveSpec = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<{ call_letter: Station; code?: string; fields?: Record<string, string> }>(
    'user/call-letters/own/save-spec',
    { id: station, preset: null, rules: null, version: 0, ...body },
  );

describe('a station spec', () => {
  it('is saved as versions, over the version read, from a preset or rule by rule, and only by the station’s owner', async () => {
    // Act
    const first = await saveSpec(broadcaster, { preset: 'us_tv_atsc_a85' });
    const stale = await saveSpec(broadcaster, { preset: 'ebu_r128', version: 0 });
    const same = await saveSpec(broadcaster, { preset: 'us_tv_atsc_a85', version: 1 });
    const outOfBounds = await saveSpec(broadcaster, {
      rules: { ...SPEC_PRESETS.ebu_r128, loudness: { target: -23.5, tolerance: 0.5 }, frame_rate: '50' },
      version: 1,
    });
    const unknownPreset = await saveSpec(broadcaster, { preset: 'bbc', version: 1 });
    const otherBroadcaster = await signedIn('spec-other', 'broadcaster');
    const notTheirs = await saveSpec(otherBroadcaster, { preset: 'ebu_r128', version: 1 });
    const agencyTries = await saveSpec(agency, { preset: 'ebu_r128', version: 1 });
    const own = await expectOk(broadcaster.get<{ call_letters_list: Station[] }>('user/call-letters/own/get'));

    // Assess
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.call_letter.spec).toMatchObject({
      version: 1,
      preset: 'us_tv_atsc_a85',
      rules: SPEC_PRESETS.us_tv_atsc_a85,
    });
    expect(stale.body.code).toBe('changed_meanwhile');
    expect(same.body.code).toBe('no_changes');
    expect([outOfBounds.status, outOfBounds.body.code]).toEqual([400, 'validation_error']);
    expect(outOfBounds.body.fields).toMatchObject({ 'rules.loudness.target': 'invalid', 'rules.frame_rate': 'one_of' });
    expect(unknownPreset.body.fields).toMatchObject({ preset: 'one_of' });
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect([agencyTries.status, agencyTries.body.code]).toEqual([401, 'account_permission']);
    expect(own.call_letters_list.find((item) => item.id === station)!.spec!.version).toBe(1);
  });

  it('passes a -24 master at send time, and the delivered spot records the version it was checked against', async () => {
    // Act
    const preview = await expectOk(
      agency.post<{ destinations: PreviewDestination[] }>('user/distributions/preview', {
        master_files_ids: [master],
        call_letters_ids: [station],
      }),
    );
    await sentAndDelivered(station);

    // Assess
    const [destination] = preview.destinations;
    expect(destination!.spec_version).toBe(1);
    expect(destination!.spec_checks.map((check) => [check.unique_id, check.evaluation.result])).toEqual([
      [uniqueId, 'passes'],
    ]);
    expect(destination!.outputs_to_make).toEqual([]);
    const inbox = await expectOk(
      broadcaster.post<{ received_spots: { unique_id: string }[] }>('user/distributions/received/get-list', {}),
    );
    expect(inbox.received_spots.map((spot) => spot.unique_id)).toContain(uniqueId);
  });

  it('changed to -23 LKFS: the review names the variant to make, and the sender sees the delivered spot to deliver again', async () => {
    // Act
    const changed = await saveSpec(broadcaster, { preset: 'ebu_r128', version: 1 });
    const preview = await expectOk(
      agency.post<{ destinations: PreviewDestination[] }>('user/distributions/preview', {
        master_files_ids: [master],
        call_letters_ids: [station],
      }),
    );
    const notices = await expectOk(agency.get<{ notices: Notice[] }>('user/distributions/get-spec-notices'));
    const othersNotices = await expectOk(
      (await signedIn('spec-bystander', 'content_creator')).get<{ notices: Notice[] }>(
        'user/distributions/get-spec-notices',
      ),
    );
    const unsent = await agency.post<{ code: string; details: string[] }>('user/distributions/create', {
      master_files_ids: [master],
      call_letters_ids: [station],
      redistribute_duplicate: 1,
    });

    // Assess
    expect(changed.body.call_letter.spec).toMatchObject({ version: 2, preset: 'ebu_r128' });
    const [destination] = preview.destinations;
    const evaluation = destination!.spec_checks[0]!.evaluation;
    expect(evaluation.result).toBe('new_output');
    expect(evaluation.outputs[0]).toMatchObject({ output_key: 'MXF1080_SLATED', delivered_key: 'MXF1080_SLATED_L23' });
    expect(evaluation.outputs[0]!.checks.find((check) => check.rule === 'loudness')).toMatchObject({
      result: 'new_output',
      measured: -24,
      wanted: -23,
      tolerance: 0.5,
    });
    expect(destination!.outputs_to_make).toEqual([`${uniqueId} MXF1080_SLATED_L23`]);
    // The variant and its XML slate are listed under the names the delivery will give them (the
    // station's default pattern: unique ID and title), their sizes not known before they are made.
    expect(destination!.files.filter((file) => file.to_make)).toEqual([
      { name: `${uniqueId}_Spec-Syrup.mxf`, kind: 'output', size: null, to_make: true },
      { name: `${uniqueId}_Spec-Syrup.xml`, kind: 'slate', size: null, to_make: true },
    ]);
    expect(notices.notices).toEqual([
      expect.objectContaining({
        call_letters: station,
        unique_id: uniqueId,
        delivered_spec_version: 1,
        spec_version: 2,
      }),
    ]);
    expect(notices.notices[0]!.evaluation.result).toBe('fails');
    expect(othersNotices.notices).toEqual([]);
    expect(unsent.body.code).toBe('distribution_outputs_missing');
    expect(unsent.body.details).toEqual(['MXF1080_SLATED_L23', 'SLATE_XML_MXF1080_SLATED_L23']);
  });

  it('delivers the spot again on its destination: the run waits for the variant instead of sending the -24 file', async () => {
    // Prepare
    const [notice] = (await expectOk(agency.get<{ notices: Notice[] }>('user/distributions/get-spec-notices'))).notices;
    const other = await signedIn('spec-intruder', 'content_creator');

    // Act
    const intruder = await other.post('user/distributions/destination/redistribute', {
      distribution_id: notice!.distribution_id,
      call_letters: station,
    });
    await expectOk(
      agency.post('user/distributions/destination/redistribute', {
        distribution_id: notice!.distribution_id,
        call_letters: station,
      }),
    );
    const redelivery = await detailsWhen(agency, notice!.ref_number, (distribution) =>
      distribution.destinations.every((destination) => destination.state === 'waiting_output'),
    );

    // Assess
    expect([intruder.status, intruder.body.code]).toEqual([401, 'data_restriction']);
    expect(redelivery.destinations.map((destination) => destination.state)).toEqual(['waiting_output']);
  });
});

describe('a station saved twice at the same moment', () => {
  it('never undoes a details save with a spec save made from the same read, or the other way round: the later is refused as changed meanwhile', async () => {
    // Prepare: a second station of the same broadcaster, as two tabs read it.
    const twin = `${station.slice(0, -1)}${station.endsWith('Z') ? 'Y' : 'Z'}`;
    await expectOk(
      broadcaster.post('user/call-letters/own/create', { id: twin, market: 'Laval', band: 'TV', language: 'fr' }),
    );

    // Act: one tab saves the details, the other the spec, at once.
    const [details, spec] = await Promise.all([
      broadcaster.post<{ code?: string }>('user/call-letters/own/save', {
        id: twin,
        market: 'Laval-Ouest',
        band: 'TV',
        language: 'fr',
      }),
      broadcaster.post<{ code?: string }>('user/call-letters/own/save-spec', {
        id: twin,
        preset: 'ebu_r128',
        rules: null,
        version: 0,
      }),
    ]);
    const own = await expectOk(broadcaster.get<{ call_letters_list: Station[] }>('user/call-letters/own/get'));

    // Assess: a save refused says so; every save answered 200 is in the stored station (before, the
    // later write put back what it had read, undoing the other's change).
    for (const answer of [details, spec]) if (answer.status !== 200) expect(answer.body.code).toBe('changed_meanwhile');
    expect([details, spec].some((answer) => answer.status === 200)).toBe(true);
    const stored = own.call_letters_list.find((entry) => entry.id === twin) as Station & { market?: string };
    expect(stored.market).toBe(details.status === 200 ? 'Laval-Ouest' : 'Laval');
    expect(stored.spec?.preset ?? null).toBe(spec.status === 200 ? 'ebu_r128' : null);
  });
});

describe('a station group’s spec', () => {
  const grouped = `G${suffix}`;
  interface SpecGroup {
    id: string;
    spec?: { version: number; preset: string | null } | null;
  }
  const saveGroupSpec = (client: ApiClient, body: Record<string, unknown>) =>
    client.post<{ group: SpecGroup; code?: string; fields?: Record<string, string> }>(
      'user/call-letters/groups/save-spec',
      { preset: null, rules: null, version: 0, ...body },
    );
  const review = async () =>
    (
      await expectOk(
        agency.post<{ destinations: (PreviewDestination & { spec_group: string | null })[] }>(
          'user/distributions/preview',
          { master_files_ids: [master], call_letters_ids: [grouped] },
        ),
      )
    ).destinations[0]!;
  const noticed = async () =>
    (await expectOk(agency.get<{ notices: Notice[] }>('user/distributions/get-spec-notices'))).notices.filter(
      (notice) => notice.call_letters === grouped,
    );
  let group = '';

  beforeAll(async () => {
    await expectOk(
      broadcaster.post('user/call-letters/own/create', { id: grouped, market: 'Gatineau', band: 'TV', language: 'fr' }),
    );
    group = (
      await expectOk(
        broadcaster.post<{ group: SpecGroup }>('user/call-letters/groups/create', {
          name: `Outaouais ${suffix}`,
          call_letters: [grouped],
        }),
      )
    ).group.id;
    // Delivered before any spec, so the group's first spec judges it again.
    await sentAndDelivered(grouped);
  }, 60_000);

  it('is refused on bad input, over a stale version, unchanged, for another account’s group and without the key', async () => {
    // Act
    const badVersion = await saveGroupSpec(broadcaster, { id: group, version: -1 });
    const unknownPreset = await saveGroupSpec(broadcaster, { id: group, preset: 'bbc' });
    const outOfBounds = await saveGroupSpec(broadcaster, {
      id: group,
      rules: { ...SPEC_PRESETS.ebu_r128, true_peak_max: 3 },
    });
    const noId = await saveGroupSpec(broadcaster, { preset: 'ebu_r128' });
    const stale = await saveGroupSpec(broadcaster, { id: group, preset: 'ebu_r128', version: 4 });
    const unchanged = await saveGroupSpec(broadcaster, { id: group });
    const otherBroadcaster = await signedIn('spec-group-other', 'broadcaster');
    const notTheirs = await saveGroupSpec(otherBroadcaster, { id: group, preset: 'ebu_r128' });
    const agencyTries = await saveGroupSpec(agency, { id: group, preset: 'ebu_r128' });

    // Assess
    expect([badVersion.status, badVersion.body.fields]).toEqual([400, { version: 'invalid' }]);
    expect(unknownPreset.body.fields).toMatchObject({ preset: 'one_of' });
    expect([outOfBounds.status, outOfBounds.body.code]).toEqual([400, 'validation_error']);
    expect(outOfBounds.body.fields).toHaveProperty(['rules.true_peak_max']);
    expect(noId.status).toBe(400);
    expect(noId.body.fields).toHaveProperty('id');
    expect([stale.status, stale.body.code]).toEqual([409, 'changed_meanwhile']);
    expect(unchanged.body.code).toBe('no_changes');
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect([agencyTries.status, agencyTries.body.code]).toEqual([401, 'account_permission']);
    expect((await review()).spec_version).toBeNull();
  });

  it('binds its station without a spec of its own: the review checks against it, and its delivered spot is listed for the sender', async () => {
    // Act
    const saved = await saveGroupSpec(broadcaster, { id: group, preset: 'ebu_r128' });
    const destination = await review();
    const notices = await noticed();

    // Assess
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.group.spec).toMatchObject({ version: 1, preset: 'ebu_r128' });
    expect([destination.spec_version, destination.spec_group]).toEqual([1, `Outaouais ${suffix}`]);
    expect(destination.spec_checks[0]!.evaluation.result).toBe('new_output');
    expect(destination.outputs_to_make).toEqual([`${uniqueId} MXF1080_SLATED_L23`]);
    expect(notices).toEqual([
      expect.objectContaining({ unique_id: uniqueId, delivered_spec_version: null, spec_version: 1 }),
    ]);
  });

  it('gives way to the station’s own spec, and binds it again once the station has none; its versions only grow', async () => {
    // Act: the station's own -24 spec, then its own spec ended, then the group's changed.
    const own = await saveSpec(broadcaster, { id: grouped, preset: 'us_tv_atsc_a85' });
    const underOwn = await review();
    const noticesUnderOwn = await noticed();
    await expectOk(saveSpec(broadcaster, { id: grouped, version: 1 }));
    const underGroupAgain = await review();
    const changed = await saveGroupSpec(broadcaster, { id: group, preset: 'us_tv_atsc_a85', version: 1 });
    const underNewGroupSpec = await review();
    const noticesAfter = await noticed();
    const groups = await expectOk(broadcaster.get<{ groups_list: SpecGroup[] }>('user/call-letters/groups/get'));

    // Assess
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect([underOwn.spec_version, underOwn.spec_group, underOwn.spec_checks[0]!.evaluation.result]).toEqual([
      1,
      null,
      'passes',
    ]);
    expect(noticesUnderOwn).toEqual([]);
    expect([underGroupAgain.spec_version, underGroupAgain.spec_group]).toEqual([1, `Outaouais ${suffix}`]);
    expect(changed.body.group.spec).toMatchObject({ version: 2, preset: 'us_tv_atsc_a85' });
    expect([underNewGroupSpec.spec_version, underNewGroupSpec.spec_checks[0]!.evaluation.result]).toEqual([
      2,
      'passes',
    ]);
    expect(noticesAfter).toEqual([]);
    expect(groups.groups_list.find((entry) => entry.id === group)!.spec).toMatchObject({ version: 2 });
  });

  it('of another account never binds a station: an agency’s group of the same station changes nothing', async () => {
    // Prepare: another broadcaster's group holding this station, with a strict spec.
    const other = await signedIn('spec-group-lister', 'broadcaster');
    const theirs = (
      await expectOk(
        other.post<{ group: SpecGroup }>('user/call-letters/groups/create', {
          name: `Their list ${suffix}`,
          call_letters: [grouped],
        }),
      )
    ).group.id;

    // Act
    await expectOk(saveGroupSpec(other, { id: theirs, preset: 'ebu_r128' }));
    const destination = await review();

    // Assess: still the station's broadcaster's group spec, version 2 (-24 passes).
    expect([destination.spec_version, destination.spec_group]).toEqual([2, `Outaouais ${suffix}`]);
    expect(destination.spec_checks[0]!.evaluation.result).toBe('passes');
  });

  it('saved twice at the same moment with different rules: one wins whole, the other is refused, the versions stay one apart', async () => {
    // Prepare: the group's spec as both forms read it.
    const read = (
      await expectOk(broadcaster.get<{ groups_list: SpecGroup[] }>('user/call-letters/groups/get'))
    ).groups_list.find((entry) => entry.id === group)!.spec!.version;
    const custom = { ...SPEC_PRESETS.ebu_r128, loudness: { target: -22, tolerance: 1 } };

    // Act: two editors save different specs over the same version, at once.
    const answers = await Promise.all([
      saveGroupSpec(broadcaster, { id: group, preset: 'cbc_radio_canada', version: read }),
      saveGroupSpec(broadcaster, { id: group, rules: custom, version: read }),
    ]);
    const stored = (
      await expectOk(
        broadcaster.get<{ groups_list: (SpecGroup & { spec: { rules: unknown } })[] }>('user/call-letters/groups/get'),
      )
    ).groups_list.find((entry) => entry.id === group)!.spec;
    const destination = await review();

    // Assess: exactly one 200 and one 409 (never a 500); the stored spec is the winner's, preset and
    // rules together, one version on; the review checks against that version.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status !== 200)!;
    expect(loser.body.code).toBe('changed_meanwhile');
    const won = answers.findIndex((answer) => answer.status === 200);
    expect(stored).toEqual({
      version: read + 1,
      since: expect.any(String),
      preset: won === 0 ? 'cbc_radio_canada' : null,
      rules: won === 0 ? SPEC_PRESETS.cbc_radio_canada : custom,
    });
    expect(answers[won]!.body.group.spec).toEqual(stored);
    expect(destination.spec_version).toBe(read + 1);
  });
});

describe('a station group’s stations changed', () => {
  // A station with a spot delivered before any spec, and a group with a strict spec (-23 LKFS: the
  // delivered -24 MXF does not meet it) that does not hold it yet.
  const member = `M${suffix}`;
  const neighbour = `N${suffix}`;
  let strict = '';
  let strictName = '';
  const listed = async () =>
    (await expectOk(agency.get<{ notices: Notice[] }>('user/distributions/get-spec-notices'))).notices.filter(
      (notice) => notice.call_letters === member,
    );
  const groupsNow = async () =>
    (
      await expectOk(
        broadcaster.get<{ groups_list: { id: string; call_letters_list: Station[] }[] }>(
          'user/call-letters/groups/get',
        ),
      )
    ).groups_list;
  const followed = async () =>
    (
      await expectOk(
        broadcaster.get<{ call_letters_list: (Station & { spec_in_force: unknown })[] }>('user/call-letters/own/get'),
      )
    ).call_letters_list.find((entry) => entry.id === member)!.spec_in_force;
  const saveMembers = (call_letters: string[]) =>
    broadcaster.post<{ code?: string }>('user/call-letters/groups/save-call-letters', { id: strict, call_letters });
  const newStrictGroup = async () => {
    strictName = `Strict ${suffix} ${Math.random().toString(36).slice(2, 6)}`;
    strict = (
      await expectOk(
        broadcaster.post<{ group: { id: string } }>('user/call-letters/groups/create', {
          name: strictName,
          call_letters: [],
        }),
      )
    ).group.id;
    await expectOk(
      broadcaster.post('user/call-letters/groups/save-spec', {
        id: strict,
        preset: 'ebu_r128',
        rules: null,
        version: 0,
      }),
    );
  };

  beforeAll(async () => {
    for (const [id, market] of [
      [member, 'Sherbrooke'],
      [neighbour, 'Magog'],
    ])
      await expectOk(broadcaster.post('user/call-letters/own/create', { id, market, band: 'TV', language: 'fr' }));
    await sentAndDelivered(member);
    await newStrictGroup();
  }, 60_000);

  it('lists the station’s delivered spot for its sender once the station joins a group with a spec it does not meet', async () => {
    // Act
    const before = await listed();
    await expectOk(saveMembers([member]));
    const after = await listed();
    const station = await followed();

    // Assess: judged against the group's spec (version 1) as the group's own change would, and the
    // stations table says the station follows it.
    expect(before).toEqual([]);
    expect(station).toMatchObject({ version: 1, preset: 'ebu_r128', group: { id: strict, name: strictName } });
    expect(after).toEqual([
      expect.objectContaining({ unique_id: uniqueId, delivered_spec_version: null, spec_version: 1 }),
    ]);
    expect(after[0]!.evaluation.result).toBe('fails');
  });

  it('takes the spot off the list once the station leaves the group, and lists it again when it is added back', async () => {
    // Act
    await expectOk(saveMembers([neighbour]));
    const out = await listed();
    const outside = await followed();
    await expectOk(saveMembers([neighbour, member]));
    const back = await listed();

    // Assess
    expect(out).toEqual([]);
    expect(outside).toBeNull();
    expect(back.map((notice) => notice.unique_id)).toEqual([uniqueId]);
  });

  it('takes the spot off the list when the group is deleted', async () => {
    // Act
    await expectOk(broadcaster.post('user/call-letters/groups/delete', { id: strict }));

    // Assess
    expect(await listed()).toEqual([]);
  });

  it('leaves the list as the group ends up when two membership changes are made at the same moment', async () => {
    // Each change judges the spots against the spec it reads; the slower must not leave a list the
    // final group contradicts (listed while the group no longer holds the station, or the reverse).
    await newStrictGroup();
    const ignoringNoChange = async (saved: Promise<{ status: number; body: { code?: string } }>) => {
      const answer = await saved;
      if (answer.status !== 200) expect(answer.body.code).toBe('no_changes');
    };
    for (const round of [1, 2, 3]) {
      // Prepare: the group holds the station.
      await ignoringNoChange(saveMembers([member]));

      // Act: one list takes the station out, the other keeps it and adds its neighbour, at once.
      const answers = await Promise.all([saveMembers([]), saveMembers([member, neighbour])]);
      const holds = (await groupsNow()).find((entry) => entry.id === strict)!.call_letters_list.map((s) => s.id);

      // Assess: both saved (the later read the group again), and the spot listed exactly when the
      // group ends up holding the station.
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await listed()).length, `round ${round}: the group holds ${holds.join(', ')}`).toBe(
        holds.includes(member) ? 1 : 0,
      );
    }

    // Act: the station added while the group is deleted.
    await ignoringNoChange(saveMembers([neighbour]));
    const [added, deleted] = await Promise.all([
      saveMembers([member, neighbour]),
      broadcaster.post<{ code?: string }>('user/call-letters/groups/delete', { id: strict }),
    ]);

    // Assess: the group is gone (an add after it is not_found), and so is the spot from the list.
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect([200, 404], JSON.stringify(added.body)).toContain(added.status);
    expect((await groupsNow()).some((entry) => entry.id === strict)).toBe(false);
    expect(await listed()).toEqual([]);
  });
});

describe('a spec’s caption rules', () => {
  const advised = `A${suffix}`;
  const strict = `E${suffix}`;
  const offset = `O${suffix}`;
  const fast = `SRT${suffix}TV`;
  const calm = `SCC${suffix}TV`;
  let fastMaster = '';
  let calmMaster = '';
  const captionsAt = (destinations: PreviewDestination[], letters: string) =>
    destinations.find((destination) => destination.call_letters === letters)!.caption_checks;

  beforeAll(async () => {
    // Two stations: one held to the defaults (17 characters per second), warned; one that reads
    // 20 a second, wants 1.6 s on screen, and makes caption findings errors.
    for (const [letters, rules] of [
      [advised, { ...EMPTY_SPEC_RULES, captions_required: true }],
      [
        strict,
        {
          ...EMPTY_SPEC_RULES,
          caption_reading_speed: 20,
          caption_min_seconds: 1.6,
          caption_findings_are_errors: true,
        },
      ],
    ] as const) {
      await expectOk(
        broadcaster.post('user/call-letters/own/create', { id: letters, market: 'Québec', band: 'TV', language: 'fr' }),
      );
      await expectOk(saveSpec(broadcaster, { id: letters, rules }));
    }
    // A third broadcaster's station, without a spec, whose delivery content pairs the 10h MXF with the 01h SCC.
    const offsetBroadcaster = await signedIn('spec-offset', 'broadcaster');
    await expectOk(
      offsetBroadcaster.post('user/call-letters/own/create', {
        id: offset,
        market: 'Lévis',
        band: 'TV',
        language: 'fr',
      }),
    );
    await expectOk(
      offsetBroadcaster.post('user/account/profile/delivery-content/save', {
        delivery_content: {
          PUB_TV_WEB: ['MXF1080_SLATED', 'SCC_OFFSET_CC'],
          PUB_WEB: ['MP41080'],
          PUB_RADIO: ['RADIO_MP3_320'],
        },
      }),
    );
    fastMaster = await readyTvMaster(agency, fast);
    calmMaster = await readyTvMaster(agency, calm);
    await withCaptions(fastMaster, 'fast.srt', FAST_SRT);
    await withCaptions(calmMaster, 'calm.scc', CALM_SCC);
  }, 60_000);

  it('judge each master’s captions per destination with its spec’s thresholds: advice at one, failures at the other', async () => {
    // Act
    const preview = await expectOk(
      agency.post<{ destinations: PreviewDestination[] }>('user/distributions/preview', {
        master_files_ids: [fastMaster, calmMaster, master],
        call_letters_ids: [advised, strict, offset],
      }),
    );
    const at = (letters: string) => preview.destinations.find((destination) => destination.call_letters === letters)!;

    // Assess: the master without a caption file has no caption check (captions_required says it).
    expect(captionsAt(preview.destinations, advised)).toEqual([
      {
        unique_id: fast,
        result: 'warns',
        findings: [{ rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 }],
      },
      { unique_id: calm, result: 'passes', findings: [] },
    ]);
    expect(captionsAt(preview.destinations, strict)).toEqual([
      {
        unique_id: fast,
        result: 'fails',
        findings: [{ rule: 'cue_too_short', count: 2, cue: 1, timecode: '00:00:00;15', measured: 1.5, threshold: 1.6 }],
      },
      { unique_id: calm, result: 'passes', findings: [] },
    ]);
    // A station without a spec has no caption check; its content's 01h SCC beside the 10h MXF is warned of.
    expect(captionsAt(preview.destinations, offset)).toEqual([]);
    expect([at(advised).caption_timeline, at(offset).caption_timeline]).toEqual([
      [],
      [
        {
          caption_key: 'SCC_OFFSET_CC',
          caption_start: '01:00:00;00',
          mxf_key: 'MXF1080_SLATED',
          mxf_start: '10:00:00;00',
        },
      ],
    ]);
    const required = at(advised).spec_checks.map((check) => [check.unique_id, check.evaluation.checks[0]!.rule]);
    expect(required.sort()).toEqual([
      [calm, 'captions_required'],
      [uniqueId, 'captions_required'],
      [fast, 'captions_required'],
    ]);
  });

  it('are refused out of bounds with the catalogue’s issues, for another broadcaster’s station, and another account’s master is not reviewed', async () => {
    // Act
    const outOfBounds = await saveSpec(broadcaster, {
      id: advised,
      rules: { ...EMPTY_SPEC_RULES, caption_reading_speed: 45, caption_min_gap_frames: 1.5 },
      version: 1,
    });
    const crossed = await saveSpec(broadcaster, {
      id: advised,
      rules: { ...EMPTY_SPEC_RULES, caption_min_seconds: 4, caption_max_seconds: 3 },
      version: 1,
    });
    const notTheirs = await saveSpec(await signedIn('spec-caption-other', 'broadcaster'), {
      id: advised,
      rules: { ...EMPTY_SPEC_RULES, caption_reading_speed: 20 },
      version: 1,
    });
    const intruder = await (
      await signedIn('spec-caption-intruder', 'content_creator')
    ).post<{ code: string }>('user/distributions/preview', {
      master_files_ids: [fastMaster],
      call_letters_ids: [advised],
    });

    // Assess
    expect([outOfBounds.status, outOfBounds.body.fields]).toEqual([
      400,
      { 'rules.caption_reading_speed': 'invalid', 'rules.caption_min_gap_frames': 'invalid' },
    ]);
    expect([crossed.status, crossed.body.fields]).toEqual([
      400,
      { 'rules.caption_min_seconds': 'caption_seconds_order' },
    ]);
    expect([notTheirs.status, notTheirs.body.code]).toEqual([404, 'not_found']);
    expect([intruder.status, intruder.body.code]).toEqual([401, 'data_restriction']);
  });
});

describe('a spec’s caption rules changed after delivery', () => {
  // A station that receives a spot with SRT captions, one with SCC captions and one without, before any spec.
  const letters = `K${suffix}`;
  const srt = `KSRT${suffix}TV`;
  const scc = `KSCC${suffix}TV`;
  let version = 0;
  const listed = async () =>
    (await expectOk(agency.get<{ notices: Notice[] }>('user/distributions/get-spec-notices'))).notices
      .filter((notice) => notice.call_letters === letters)
      .sort((a, b) => a.unique_id.localeCompare(b.unique_id));
  const saved = async (rules: Record<string, unknown>) => {
    await expectOk(saveSpec(broadcaster, { id: letters, rules: { ...EMPTY_SPEC_RULES, ...rules }, version }));
    version += 1;
  };

  beforeAll(async () => {
    await expectOk(
      broadcaster.post('user/call-letters/own/create', { id: letters, market: 'Rimouski', band: 'TV', language: 'fr' }),
    );
    const srtMaster = await readyTvMaster(agency, srt);
    const sccMaster = await readyTvMaster(agency, scc);
    await withCaptions(srtMaster, 'fast.srt', FAST_SRT);
    await withCaptions(sccMaster, 'calm.scc', CALM_SCC);
    await sentAndDelivered(letters, [srtMaster, sccMaster, master]);
  }, 60_000);

  it('lists the spots whose SRT or SCC captions break a tightened spec that makes caption findings errors, never the one without captions', async () => {
    // Act: 17 characters a second (the default) and 3 s on screen at most, as errors.
    await saved({ caption_max_seconds: 3, caption_findings_are_errors: true });
    const notices = await listed();

    // Assess: each listed by its captions alone (its files meet every other rule), with the findings.
    expect(notices.map((notice) => [notice.unique_id, notice.evaluation.result, notice.caption_check])).toEqual([
      [
        scc,
        'passes',
        {
          result: 'fails',
          findings: [{ rule: 'cue_too_long', count: 1, cue: 1, timecode: '00:00:00;16', measured: 3.17, threshold: 3 }],
        },
      ],
      [
        srt,
        'passes',
        {
          result: 'fails',
          findings: [{ rule: 'reading_speed', count: 2, cue: 1, timecode: '00:00:00;15', measured: 18, threshold: 17 }],
        },
      ],
    ]);
    expect(notices.every((notice) => notice.spec_version === 1)).toBe(true);
  });

  it('takes them off the list once the spec is loosened, and lists nothing for the same findings taken as advice', async () => {
    // Act
    await saved({ caption_reading_speed: 20, caption_max_seconds: 4, caption_findings_are_errors: true });
    const loosened = await listed();
    await saved({ caption_max_seconds: 3, caption_findings_are_errors: false });
    const advice = await listed();

    // Assess
    expect(loosened).toEqual([]);
    expect(advice).toEqual([]);
  });

  it('shows the captions’ advice on a spot listed for another rule', async () => {
    // Act: the station now wants -23 LKFS; the delivered MXFs were made at -24.
    await saved({ loudness: { target: -23, tolerance: 0.5 } });
    const notices = await listed();

    // Assess: all three listed for their loudness; the captioned ones carry their advice, the other none.
    expect(notices.map((notice) => [notice.unique_id, notice.evaluation.result, notice.caption_check?.result])).toEqual(
      [
        [scc, 'fails', 'passes'],
        [srt, 'fails', 'warns'],
        [uniqueId, 'fails', undefined],
      ].sort((a, b) => a[0]!.localeCompare(b[0]!)),
    );
  });
});

describe('the review and the Ad-ID registry', () => {
  // The local registry stand-in knows MAPL1235000H: Maple Foods, Pure Maple Butter, "Matin d’hiver", 0:15.
  const known = 'MAPL1235000H';
  const plain = `R${suffix}`;
  interface RegistryCheck {
    unique_id: string;
    title: string;
    registry: { status: string; differences?: { field: string; registry: string }[] };
  }
  const review = async (masters: string[]) =>
    (
      await expectOk(
        agency.post<{ registry_checks: RegistryCheck[] }>('user/distributions/preview', {
          master_files_ids: masters,
          call_letters_ids: [plain],
        }),
      )
    ).registry_checks;

  beforeAll(async () => {
    // A station without a spec: the send below goes as it is.
    await expectOk(
      broadcaster.post('user/call-letters/own/create', { id: plain, market: 'Sherbrooke', band: 'TV', language: 'fr' }),
    );
  });

  it('asks nothing of the registry while the sender’s codes are free text', async () => {
    expect(await review([master])).toEqual([]);
  });

  it('warns per master where the slate disagrees with the registry or the registry does not know the code, and sends anyway', async () => {
    // Prepare: the sender's codes follow Ad-ID; a master under a code the registry knows, with another slate.
    const owner = (await getMaster(db(), master))!.account_id;
    const account = (await getAccount(db(), owner))!;
    await saveAccountWith(db(), account, { ...account, ad_code_system: 'ad_id' }, []);
    const registered = await readyTvMaster(agency, known);

    // Act
    const checks = await review([master, registered]);
    const sent = await agency.post('user/distributions/create', {
      master_files_ids: [registered],
      call_letters_ids: [plain],
    });

    // Assess
    expect(checks).toEqual([
      { unique_id: uniqueId, title: 'Spec Syrup', registry: { status: 'unknown_code' } },
      expect.objectContaining({ unique_id: known, title: 'Spec Syrup' }),
    ]);
    expect(checks[1]!.registry).toMatchObject({
      status: 'found',
      differences: [
        { field: 'product', registry: 'Butter' },
        { field: 'title', registry: 'Matin d’hiver' },
        { field: 'duration', registry: '15' },
      ],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  });
});
