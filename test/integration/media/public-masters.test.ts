import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { radioSpot } from '@masterport/media/test-fixtures';
import { ApiClient, signedInClient as signedIn } from '../support/client.ts';
import { uploadAsset, waitForProcessing } from '../support/processing.ts';

interface Master {
  id: string;
  created_on: string;
  hash_key: string;
  title: string;
  outputs: { output_key: string; size: number }[];
}
interface PublicMaster {
  title: string;
  owner: { name: string };
  preview: { url: string; kind: string } | null;
  status: string;
}

const link = (master: Pick<Master, 'created_on' | 'hash_key'>) =>
  `${encodeURIComponent(master.created_on)}/${master.hash_key}`;

describe("a master's public page", () => {
  it('shows the slate, plays the preview and downloads outputs to anyone with the link, and nothing to a guessed or renewed one', async () => {
    // Prepare
    const owner = await signedIn('public-owner');
    const created = await owner.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_RADIO',
      audio_type: '2trks',
      title: 'Public spot',
      unique_id: `PB${Date.now().toString(36).toUpperCase()}`,
      duration: 2,
      language: 'en',
      ratio: '16:9',
      announcer: 'Maple Foods',
      agency: 'North Agency',
      product: 'Syrup',
    });
    await uploadAsset(owner, created.body.master_id, 'radio', await radioSpot('wav', 2, -14));
    await waitForProcessing(owner, created.body.master_id);
    const master = (await owner.get<{ master: Master }>(`user/master-files/get-details/${created.body.master_id}`)).body
      .master;
    const output = master.outputs.find((entry) => entry.output_key !== 'SOURCE')!;
    const visitor = new ApiClient();
    const p = 'master-files';

    // Act
    const details = await visitor.get<{ master: PublicMaster & Record<string, unknown> }>(
      `${p}/get-details/${link(master)}`,
    );
    const outputs = await visitor.get<{ outputs: { output_key: string }[] }>(`${p}/get-outputs/${link(master)}`);
    const data = await visitor.get<{ file_data: { output: { output_key: string }; file_url: string } }>(
      `${p}/get-output-data/${link(master)}/${output.output_key}`,
    );
    const download = await visitor.get<{ download_url: string; filename: string }>(
      `${p}/get-download-url/${link(master)}/${output.output_key}`,
    );
    const bytes = Buffer.from(await (await fetch(download.body.download_url)).arrayBuffer());
    const source = await visitor.get(`${p}/get-download-url/${link(master)}/SOURCE`);
    const modifications = await visitor.get<{ modified_on: string; is_running: boolean }>(
      `${p}/get-modifications/${link(master)}`,
    );
    const missing = await visitor.post<{ outputs: unknown[]; pending: string[] }>(
      `${p}/update-missing-output/${link(master)}`,
      { output_keys: [output.output_key, 'MXF1080_SLATED'] },
    );
    const guessed = { created_on: master.created_on, hash_key: randomBytes(20).toString('base64url') };
    const statuses = await visitor.post<{ mastersStatus: { hash_key: string; status: string }[] }>(
      `${p}/update-status`,
      { master_files: [{ created_on: master.created_on, hash_key: master.hash_key }, guessed] },
    );
    const guessedDetails = await visitor.get(`${p}/get-details/${link(guessed)}`);
    const strangerDistribution = await visitor.get(
      `${p}/view-file-data/${link(master)}/${output.output_key}/${link(guessed)}`,
    );

    // Assess
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect(details.body.master).toMatchObject({
      title: 'Public spot',
      status: 'COMPLETED',
      preview: { kind: 'audio' },
    });
    expect(details.body.master.owner.name).not.toBe('');
    // No id of the account or its items in what the page reads (signed links name objects, and open only them, briefly).
    const { preview: _preview, thumbnail_url: _thumbnail, ...shown } = details.body.master;
    expect(JSON.stringify(shown)).not.toContain(master.id);
    expect(details.body.master).not.toHaveProperty('id');
    expect(outputs.body.outputs.map((entry) => entry.output_key)).toContain(output.output_key);
    expect(outputs.body.outputs.map((entry) => entry.output_key)).not.toContain('SOURCE');
    expect(data.body.file_data.output.output_key).toBe(output.output_key);
    expect(bytes.length).toBe(output.size);
    expect(source.status).toBe(404);
    expect(modifications.body).toMatchObject({ modified_on: expect.any(String), is_running: false });
    expect(missing.body.pending).toEqual(['MXF1080_SLATED']);
    expect(statuses.body.mastersStatus.map((entry) => entry.hash_key)).toEqual([master.hash_key]);
    expect([guessedDetails.status, guessedDetails.body.code]).toEqual([404, 'not_found']);
    expect(strangerDistribution.status).toBe(404);

    // Act: the owner renews the link; another account cannot
    const outsider = await signedIn('public-outsider');
    const refused = await outsider.post('user/master-files/renew-public-link', { master_id: master.id });
    const renewed = await owner.post<{ created_on: string; hash_key: string }>('user/master-files/renew-public-link', {
      master_id: master.id,
    });
    const oldLink = await visitor.get(`${p}/get-details/${link(master)}`);
    const newLink = await visitor.get(`${p}/get-details/${link(renewed.body)}`);

    // Assess
    expect(refused.body.code).toBe('data_restriction');
    expect(renewed.body.hash_key).not.toBe(master.hash_key);
    expect(renewed.body.hash_key.length).toBeGreaterThanOrEqual(22);
    expect(oldLink.status).toBe(404);
    expect(newLink.status).toBe(200);
  }, 180_000);
});
