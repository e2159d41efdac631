import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createDb, nowIso, updateMasterFields, type MasterOutput } from '@masterport/data';
import { activatedUser, ApiClient } from './support/client.ts';

/**
 * Issue 28: what a master's public link offers. By default its viewing copy and captions only; the
 * broadcast files (MXF, ProRes) when the owner turns them on for the link, until a date if set.
 * Every public call that lists or serves a file applies it; a broadcast file is refused by default.
 */
const db = () => createDb(inject('tableName'));
const suffix = Date.now().toString(36).slice(-5).toUpperCase();

async function signedIn(label: string) {
  const user = await activatedUser(label, 'en', { plan: 'content_creator' });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

const output = (key: string, category: string, filename: string, size: number): [string, MasterOutput] => [
  key,
  {
    output_key: key,
    category,
    filename,
    size,
    created_on: nowIso(),
    metadata: {},
    bucket: 'outputs',
    s3_key: `outputs/test/${suffix}/${filename}`,
    hash_key: randomBytes(20).toString('base64url'),
    sha256: null,
  },
];

let owner = new ApiClient();
let masterId = '';
let link = '';
const anyone = new ApiClient();

beforeAll(async () => {
  owner = await signedIn('public-files-owner');
  const created = await owner.post<{ master_id: string; master: { created_on: string; hash_key: string } }>(
    'user/master-files/create',
    {
      mode: 'new_master',
      master_type: 'PUB_TV_WEB',
      title: 'Public files',
      unique_id: `PUBF${suffix}`,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '8trks',
      use_video_audio: true,
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
      captions_filename: 'spot.scc',
    },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  masterId = created.body.master_id;
  link = `${created.body.master.created_on}/${created.body.master.hash_key}`;
  await updateMasterFields(db(), masterId, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs: Object.fromEntries([
      output('MXF1080_SLATED', 'MXF_BROADCAST', 'spot_MXF1080_SLATED.mxf', 5000),
      output('PRORES1080_CUSTOM7', 'HIGH_QUALITY', 'spot_PRORES.mov', 4000),
      output('MP41080', 'WEB_OPTIMIZED', 'spot_MP41080.mp4', 3000),
      output('WEBVTT_CC', 'CLOSED_CAPTIONS', 'spot.vtt', 120),
    ]),
  });
});

/** Every public call that lists or serves one file, asked for `key` as a visitor holding the link. */
async function fileCalls(key: string) {
  const calls = {
    download: await anyone.get(`master-files/get-download-url/${link}/${key}`),
    fileView: await anyone.get(`master-files/view-file-data/${link}/${key}`),
    outputData: await anyone.get(`master-files/get-output-data/${link}/${key}`),
  };
  return Object.fromEntries(Object.entries(calls).map(([name, answer]) => [name, [answer.status, answer.body.code]]));
}
const listed = async () =>
  (await anyone.get<{ outputs: { output_key: string }[] }>(`master-files/get-outputs/${link}`)).body.outputs
    .map((entry) => entry.output_key)
    .sort();

describe("a master's public link", () => {
  it('offers the viewing copy and its captions by default, and refuses every broadcast file on every public call', async () => {
    // Act
    const outputs = await listed();
    const mxf = await fileCalls('MXF1080_SLATED');
    const prores = await fileCalls('PRORES1080_CUSTOM7');
    const viewing = await fileCalls('MP41080');
    const waited = await anyone.post<{ outputs: unknown[]; pending: string[] }>(
      `master-files/update-missing-output/${link}`,
      { output_keys: ['MXF1080_SLATED', 'MP41080'] },
    );

    // Assess
    expect(outputs).toEqual(['MP41080', 'WEBVTT_CC']);
    const refused = [403, 'public_file_not_shared'];
    expect(mxf).toEqual({ download: refused, fileView: refused, outputData: refused });
    expect(prores).toEqual({ download: refused, fileView: refused, outputData: refused });
    expect(viewing).toEqual({ download: [200, undefined], fileView: [200, undefined], outputData: [200, undefined] });
    expect([waited.body.outputs.length, waited.body.pending]).toEqual([1, []]);
  });

  it('offers the broadcast files once the owner turns them on, and no longer after the date set', async () => {
    // Act
    const turnedOn = await owner.post('user/master-files/save-public-files', {
      master_id: masterId,
      broadcast: true,
      until: null,
    });
    const onOutputs = await listed();
    const onMxf = await fileCalls('MXF1080_SLATED');
    const expired = await owner.post('user/master-files/save-public-files', {
      master_id: masterId,
      broadcast: true,
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    const expiredMxf = await fileCalls('MXF1080_SLATED');

    // Assess
    expect(turnedOn.status, JSON.stringify(turnedOn.body)).toBe(200);
    expect(onOutputs).toEqual(['MP41080', 'MXF1080_SLATED', 'PRORES1080_CUSTOM7', 'WEBVTT_CC']);
    expect(onMxf).toEqual({ download: [200, undefined], fileView: [200, undefined], outputData: [200, undefined] });
    expect(expired.status).toBe(200);
    expect(expiredMxf.download).toEqual([403, 'public_file_not_shared']);
  });

  it("lets only the master's owner decide, and shows the setting on the master", async () => {
    // Prepare
    const other = await signedIn('public-files-other');

    // Act
    const refused = await other.post('user/master-files/save-public-files', {
      master_id: masterId,
      broadcast: true,
      until: null,
    });
    const malformed = await owner.post('user/master-files/save-public-files', {
      master_id: masterId,
      broadcast: 'yes',
      until: 'tomorrow',
    });
    const turnedOff = await owner.post('user/master-files/save-public-files', {
      master_id: masterId,
      broadcast: false,
      until: null,
    });
    const master = await owner.get<{ master: { public_files: unknown } }>(`user/master-files/get-details/${masterId}`);

    // Assess
    expect([refused.status, refused.body.code]).toEqual([401, 'data_restriction']);
    expect([malformed.status, malformed.body.code]).toEqual([400, 'validation_error']);
    expect(turnedOff.status).toBe(200);
    expect(master.body.master.public_files).toEqual({ broadcast: false, until: null });
    expect(await listed()).toEqual(['MP41080', 'WEBVTT_CC']);
  });
});
