import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countVideoFrames, outputKeysFor, probe } from '@masterport/media';
import { sourceAtRate, tvCaptions } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient } from '../support/client.ts';
import { uploadAsset, waitForProcessing } from '../support/processing.ts';

// The seeds recommend ProRes 23.98p sources: one goes through the local cloud's whole pipeline (QC,
// every output step, each output checked against its profile before it is recorded) and the master
// completes with every TV key (issue 27: it used to stop at LOUDNESS_ADJUSTMENTS on a timecode label).

async function download(client: ApiClient, masterId: string, key: string): Promise<string> {
  const link = await client.get<{ download_url: string; filename: string }>(
    `user/master-files/get-download-url/${masterId}/${key}`,
  );
  expect(link.status).toBe(200);
  const response = await fetch(link.body.download_url);
  const path = join(mkdtempSync(join(tmpdir(), 'mp-rates-')), link.body.filename);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

describe('a TV master from a 23.976p ProRes source', () => {
  it('passes QC and completes with every TV output key', { timeout: 900_000 }, async () => {
    // Prepare
    const client = new ApiClient();
    await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
    const created = await client.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      title: 'Film-rate spot',
      unique_id: `FR${Date.now().toString(36).toUpperCase()}`,
      duration: 2,
      language: 'en',
      ratio: '16:9',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
      master_type: 'PUB_TV_WEB',
      audio_type: '8trks',
      use_video_audio: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const masterId = created.body.master_id;

    // Act
    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    await uploadAsset(client, masterId, 'video', await sourceAtRate('23.976p', { width: 1920, height: 1080 }));
    const master = await waitForProcessing(client, masterId, 900_000);

    // Assess
    expect(master.processing_error).toBeNull();
    expect(master.quality_control.find((item) => item.check === 'frame_rate')).toMatchObject({ status: 'passed' });
    expect(master).toMatchObject({ status: 'COMPLETED', qc_status: 'PASSED' });
    expect(master.outputs.map((output) => output.output_key).sort()).toEqual(
      outputKeysFor('PUB_TV_WEB', { hasCaptions: true }).sort(),
    );
    // The early preview keeps the film rate and counts its timecode non-drop; TV keys are 2:3 pulled down.
    const preview = await download(client, masterId, 'MP4540');
    expect((await probe(preview)).video[0]?.frameRate).toEqual({ num: 24000, den: 1001 });
    expect((await probe(preview)).timecode).toBe('00:00:00:00');
    const mxf = await download(client, masterId, 'MXF1080_00H');
    expect([(await probe(mxf)).timecode, await countVideoFrames(mxf)]).toEqual(['00:00:00;00', 60]);
  });
});
