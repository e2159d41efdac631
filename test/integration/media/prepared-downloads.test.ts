import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { radioSpot } from '@masterport/media/test-fixtures';
import { ApiClient } from '../support/client.ts';
import { uploadAsset, waitForProcessing } from '../support/processing.ts';

interface Archive {
  id: string;
  status: 'preparing' | 'ready' | 'failed';
  filename: string;
  file_count: number;
  size: number;
  download_url: string | null;
}

/** The entries of a zip, as an unzip tool lists them, each checked against its CRC as it is read. */
async function zipEntries(bytes: Buffer): Promise<{ name: string; size: number }[]> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries: { name: string; size: number }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        stream.on('error', reject);
        stream.on('end', () => {
          entries.push({ name: entry.fileName, size });
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function processedRadioMaster() {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    master_type: 'PUB_RADIO',
    audio_type: '2trks',
    title: 'Zipped',
    unique_id: `ZP${Date.now().toString(36).toUpperCase()}`,
    duration: 2,
    language: 'en',
    ratio: '16:9',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  await uploadAsset(client, created.body.master_id, 'radio', await radioSpot('wav', 2, -14));
  const master = await waitForProcessing(client, created.body.master_id);
  expect(master.status).toBe('COMPLETED');
  return { client, master };
}

describe('downloads prepared in the background', () => {
  it('zips every output of a master (not its source) into one file, ready after a moment, and finds the same zip when asked again', async () => {
    // Prepare
    const { client, master } = await processedRadioMaster();
    const outputs = master.outputs.filter((output) => output.output_key !== 'SOURCE');

    // Act
    const asked = await client.post<{ archive: Archive }>('user/master-files/prepare-download', {
      master_id: master.id,
    });
    let archive = asked.body.archive;
    for (let tries = 0; archive.status === 'preparing' && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      archive = (
        await client.get<{ archive: Archive }>(`user/master-files/get-prepared-download/${asked.body.archive.id}`)
      ).body.archive;
    }
    const again = await client.post<{ archive: Archive }>('user/master-files/prepare-download', {
      master_id: master.id,
    });
    const zip = Buffer.from(await (await fetch(archive.download_url!)).arrayBuffer());

    // Assess
    expect(asked.status).toBe(200);
    expect(asked.body.archive).toMatchObject({ status: 'preparing', file_count: outputs.length, download_url: null });
    expect(archive).toMatchObject({
      status: 'ready',
      filename: `${master.outputs[0]!.filename.split('_')[0]}_ALL.zip`,
      size: zip.length,
    });
    expect(again.body.archive).toMatchObject({ id: archive.id, status: 'ready' });
    const entries = await zipEntries(zip);
    expect(entries.map((entry) => entry.name).sort()).toEqual(outputs.map((output) => output.filename).sort());
    for (const output of outputs)
      expect(entries.find((entry) => entry.name === output.filename)?.size, output.filename).toBe(output.size);
  }, 180_000);

  it('zips one category, refuses a category the master has no file in, and keeps other accounts out', async () => {
    const { client, master } = await processedRadioMaster();

    const radio = await client.post<{ archive: Archive }>('user/master-files/prepare-download', {
      master_id: master.id,
      category: 'RADIO_BROADCAST',
    });
    const captions = await client.post('user/master-files/prepare-download', {
      master_id: master.id,
      category: 'CLOSED_CAPTIONS',
    });
    const unknown = await client.post('user/master-files/prepare-download', {
      master_id: master.id,
      category: '__proto__',
    });
    const outsider = new ApiClient();
    await outsider.post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    const theirs = await outsider.get(`user/master-files/get-prepared-download/${radio.body.archive.id}`);
    const theirPrepare = await outsider.post('user/master-files/prepare-download', { master_id: master.id });

    expect(radio.body.archive).toMatchObject({
      file_count: master.outputs.filter((output) => output.category === 'RADIO_BROADCAST').length,
    });
    expect(radio.body.archive.filename).toMatch(/_RADIO_BROADCAST\.zip$/);
    expect(captions.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'validation_error', fields: { category: 'one_of' } });
    expect(theirs.body.code).toBe('data_restriction');
    expect(theirPrepare.body.code).toBe('data_restriction');
  }, 180_000);
});
