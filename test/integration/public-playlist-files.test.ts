import { randomBytes } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { createDb, nowIso, updateMasterFields } from '@masterport/data';
import { activatedUser, ApiClient } from './support/client.ts';
import { OUTPUTS_BUCKET } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * Issue 28: a playlist's public player offers "Download the ProRes files" only when its owner turns
 * the broadcast files on for the link (until a date if set); by default the call is refused.
 */
const db = () => createDb(inject('tableName'));
const s3 = localS3();
const suffix = Date.now().toString(36).slice(-5).toUpperCase();

async function signedIn(label: string) {
  const user = await activatedUser(label, 'en', { plan: 'content_creator' });
  const client = new ApiClient();
  expect((await client.post('authenticate/login', { email: user.email, password: user.password })).status).toBe(200);
  return client;
}

describe("a playlist's public player", () => {
  it('refuses the ProRes download by default, offers it once the owner turns it on, and only the owner decides', async () => {
    // Prepare
    const owner = await signedIn('playlist-files-owner');
    const other = await signedIn('playlist-files-other');
    const created = await owner.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_TV_WEB',
      title: 'Reel spot',
      unique_id: `PLF${suffix}`,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '8trks',
      use_video_audio: true,
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
      captions_filename: 'spot.scc',
    });
    const masterId = created.body.master_id;
    const s3Key = `outputs/test/${masterId}/spot_PRORES.mov`;
    const body = randomBytes(2000);
    await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
    await updateMasterFields(db(), masterId, {
      status: 'COMPLETED',
      qc_status: 'PASSED',
      is_running: false,
      progress: 100,
      outputs: {
        PRORES1080_CUSTOM7: {
          output_key: 'PRORES1080_CUSTOM7',
          category: 'HIGH_QUALITY',
          filename: 'spot_PRORES.mov',
          size: body.length,
          created_on: nowIso(),
          metadata: {},
          bucket: 'outputs',
          s3_key: s3Key,
          hash_key: randomBytes(20).toString('base64url'),
          sha256: null,
        },
      },
    });
    const made = await owner.post<{ playlist: { id: string; created_on: string; hash_key: string } }>(
      'user/playlists/create',
      { name: `Reel ${suffix}`, master_ids: [masterId] },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const playlist = made.body.playlist;
    const key = `${playlist.created_on}/${playlist.hash_key}`;
    const visitor = new ApiClient();
    const hasProres = async () =>
      (await visitor.get<{ playlist: { has_prores: boolean } }>(`playlists/get-details/${key}`)).body.playlist
        .has_prores;
    const save = (client: ApiClient, broadcast: boolean, until: string | null) =>
      client.post<{ playlist: { public_files: unknown } }>('user/playlists/save-public-files', {
        id: playlist.id,
        broadcast,
        until,
      });

    // Act
    const byDefault = { offered: await hasProres(), download: await visitor.get(`playlists/download/${key}/prores`) };
    const refused = await save(other, true, null);
    const turnedOn = await save(owner, true, null);
    const whenOn = { offered: await hasProres(), download: await visitor.get(`playlists/download/${key}/prores`) };
    await save(owner, true, new Date(Date.now() - 60_000).toISOString());
    const expired = { offered: await hasProres(), download: await visitor.get(`playlists/download/${key}/prores`) };

    // Assess
    expect([byDefault.offered, byDefault.download.status, byDefault.download.body.code]).toEqual([
      false,
      403,
      'public_file_not_shared',
    ]);
    expect([refused.status, refused.body.code]).toEqual([401, 'data_restriction']);
    expect(turnedOn.body.playlist.public_files).toEqual({ broadcast: true, until: null });
    expect([whenOn.offered, whenOn.download.status]).toEqual([true, 200]);
    expect([expired.offered, expired.download.status]).toEqual([false, 403]);
  });
});
