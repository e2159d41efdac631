import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { createDb, nowIso, updateMasterFields, type MasterOutput } from '@masterport/data';
import { DEMO_PASSWORD, DEMO_USERS, LOCAL_STATION_S3_KEYS } from '@masterport/local';
import { ApiClient } from './support/client.ts';
import { OUTPUTS_BUCKET } from './support/in-process-task.ts';
import { localS3 } from './support/local-s3.ts';

/**
 * The demo's documented path (issue 25): the demo agency sends a TV spot to Demo West Television,
 * which receives into `demo-west-deliveries` with its own keys. Its MXF is several delivery parts
 * long, as a real spot is, so it goes up as a multipart upload and is confirmed by the COMPOSITE
 * SHA-256 S3 keeps; the files the other tests send fit in one part and never took this path.
 */
const ours = localS3();
const station = localS3(LOCAL_STATION_S3_KEYS);
const DEMO_BUCKET = 'demo-west-deliveries';
/** CHAN (Vancouver): a Demo West Television station no other test sends to. */
const WEST_STATION = 'CHAN';
/** DELIVERY_PART_BYTES of core's station-bucket.ts (not exported from the package): the ETag's and checksum's `-3` say it changed. */
const DELIVERY_PART_BYTES = 16 * 1024 * 1024;
const hex = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('a delivery of several parts to an S3 station', () => {
  it("arrives byte for byte in the demo station's bucket, confirmed by the checksum S3 keeps", async () => {
    const agency = new ApiClient();
    expect(
      (await agency.post('authenticate/login', { email: DEMO_USERS[1].email, password: DEMO_PASSWORD })).status,
    ).toBe(200);
    const uniqueId = `WEST${Date.now().toString(36).slice(-4).toUpperCase()}000H`;
    const created = await agency.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      master_type: 'PUB_TV_WEB',
      title: 'Pacific Spot',
      unique_id: uniqueId,
      duration: 30,
      language: 'en',
      ratio: '16:9',
      audio_type: '8trks',
      use_video_audio: true,
      announcer: 'Coast Foods',
      agency: 'Demo Agency',
      product: 'Salmon',
      captions_filename: 'spot.scc',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const masterId = created.body.master_id;

    // What processing leaves, put straight into the outputs bucket (encoding has its own tests): an
    // MXF of two whole delivery parts and a bit, with its SHA-256 recorded as processing records it.
    const mxf = randomBytes(2 * DELIVERY_PART_BYTES + 5 * 1024 * 1024 + 3);
    const bodies: Record<string, [filename: string, body: Buffer]> = {
      MXF1080_SLATED: ['spot_MXF1080_SLATED.mxf', mxf],
      SLATE_XML_MXF1080_SLATED: ['spot_MXF1080_SLATED.xml', Buffer.from('<slate/>')],
      SCC_CC: ['spot_SCC_CC.scc', Buffer.from('Scenarist_SCC V1.0\n\n10:00:00;00\t9420 9420\n')],
    };
    const outputs: Record<string, MasterOutput> = {};
    for (const [key, [filename, body]] of Object.entries(bodies)) {
      const s3Key = `outputs/test/${masterId}/${filename}`;
      await ours.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
      outputs[key] = {
        output_key: key,
        category: 'MXF_BROADCAST',
        filename,
        size: body.length,
        created_on: nowIso(),
        bucket: 'outputs',
        s3_key: s3Key,
        metadata: {},
        hash_key: randomBytes(20).toString('base64url'),
        sha256: key === 'MXF1080_SLATED' ? hex(body) : null,
      };
    }
    await updateMasterFields(createDb(inject('tableName')), masterId, {
      status: 'COMPLETED',
      qc_status: 'PASSED',
      is_running: false,
      progress: 100,
      outputs,
    });

    const sent = await agency.post<{ ref_number: string }>('user/distributions/create', {
      agency: 'Demo Agency',
      master_files_ids: [masterId],
      call_letters_ids: [WEST_STATION],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    type Destination = {
      call_letters: string;
      state: string;
      problem: string | null;
      files: { name: string; size: number; sha256: string | null; verified_by: string | null }[];
    };
    let destination: Destination | undefined;
    for (
      const deadline = Date.now() + 90_000;
      Date.now() < deadline;
      await new Promise((resolve) => setTimeout(resolve, 300))
    ) {
      const details = await agency.get<{ distribution: { destinations: Destination[] } }>(
        `user/distributions/get-details/${sent.body.ref_number}/en`,
      );
      destination = details.body.distribution.destinations.find((found) => found.call_letters === WEST_STATION);
      if (destination?.state === 'delivered' || destination?.state === 'error') break;
    }
    expect([destination?.state, destination?.problem]).toEqual(['delivered', null]);
    expect(destination!.files).toHaveLength(3);
    for (const file of destination!.files) expect([file.name, file.verified_by]).toEqual([file.name, 'size_sha256']);

    // In the station's bucket, read with the station's own keys: the same bytes, a multipart object.
    const listed = await station.send(new ListObjectsV2Command({ Bucket: DEMO_BUCKET, Prefix: 'incoming/' }));
    const mxfKey = (listed.Contents ?? [])
      .map((object) => object.Key!)
      .find((key) => key.includes(uniqueId) && key.endsWith('.mxf'));
    expect(mxfKey, JSON.stringify(listed.Contents?.map((object) => object.Key))).toBeDefined();
    const held = await station.send(new GetObjectCommand({ Bucket: DEMO_BUCKET, Key: mxfKey }));
    expect(hex(await held.Body!.transformToByteArray())).toBe(hex(mxf));
    expect(destination!.files.find((file) => file.name.endsWith('.mxf'))).toMatchObject({
      size: mxf.length,
      sha256: hex(mxf),
    });
    const head = await station.send(
      new HeadObjectCommand({ Bucket: DEMO_BUCKET, Key: mxfKey, ChecksumMode: 'ENABLED' }),
    );
    expect([head.ETag?.endsWith('-3"'), head.ChecksumType, head.ChecksumSHA256?.endsWith('-3')]).toEqual([
      true,
      'COMPOSITE',
      true,
    ]);
  }, 180_000);
});
