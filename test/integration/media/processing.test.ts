import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import {
  countVideoFrames,
  ffmpegVersion,
  measureStereoLoudness,
  outputKeysFor,
  parseWebVtt,
  probe,
} from '@masterport/media';
import { radioSpot, sourceAtRate, tvCaptions, tvMaster, webSpot } from '@masterport/media/test-fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { createDb, getMaster } from '@masterport/data';
import { ApiClient, mailsTo } from '../support/client.ts';
import { restartWithoutSources, uploadAsset, waitForProcessing } from '../support/processing.ts';
import { localS3 } from '../support/local-s3.ts';

const agency = DEMO_USERS[1];
let counter = 0;

async function newMaster(slate: Record<string, unknown>) {
  const client = new ApiClient();
  await client.post('authenticate/login', { email: agency.email, password: DEMO_PASSWORD });
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    title: 'Pipeline spot',
    unique_id: `PL${Date.now().toString(36).toUpperCase()}${counter++}`,
    duration: 2,
    language: 'en',
    ratio: '16:9',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
    ...slate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { client, masterId: created.body.master_id };
}

/** Output files are named `<UNIQUEID>_<KEY>.<ext>` (OUTPUTS.md decision 9), and unique IDs have no underscore. */
const uniqueIdOf = (master: { outputs: { output_key: string; filename: string }[] }) =>
  master.outputs.find((output) => output.output_key === 'MXF1080_SLATED')!.filename.split('_')[0]!;

async function saveUrl(url: string, name: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const path = join(mkdtempSync(join(tmpdir(), 'mp-dl-')), name);
  writeFileSync(path, Buffer.from(await response.arrayBuffer()));
  return path;
}

async function download(client: ApiClient, masterId: string, key: string): Promise<string> {
  const link = await client.get<{ download_url: string; filename: string }>(
    `user/master-files/get-download-url/${masterId}/${key}`,
  );
  expect(link.status).toBe(200);
  return saveUrl(link.body.download_url, link.body.filename);
}

const filesUnder = async (bucket: string, prefix: string) =>
  ((await localS3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
    (object) => object.Key ?? '',
  );

describe('master processing, from the last upload to the outputs', () => {
  it('runs a radio spot through QC and makes the four radio MP3s', async () => {
    console.log((await ffmpegVersion()).ffmpeg);
    const { client, masterId } = await newMaster({ master_type: 'PUB_RADIO', audio_type: '2trks' });
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    const master = await waitForProcessing(client, masterId);

    expect(master.processing_error).toBeNull();
    expect(master).toMatchObject({ status: 'COMPLETED', qc_status: 'PASSED', preview_output_key: 'RADIO_MP3_320' });
    expect(master.outputs.map((output) => output.output_key).sort()).toEqual([
      'RADIO_MP3_320',
      'RADIO_MP3_320_14',
      'RADIO_MP3_320_16',
      'RADIO_MP3_320_24',
      'SOURCE',
    ]);

    // The public QC report answers anyone holding created_on and hash_key, and nobody else.
    const {
      body: { master: shared },
    } = await client.get<{ master: { created_on: string; hash_key: string } }>(
      `user/master-files/get-details/${masterId}`,
    );
    const report = await new ApiClient().get<{ quality_control: { qc_status: string; items: unknown[] } }>(
      `master-files/get-quality-control/${encodeURIComponent(shared.created_on)}/${shared.hash_key}`,
    );
    expect(report.status).toBe(200);
    expect(report.body.quality_control.qc_status).toBe('PASSED');
    expect(report.body.quality_control.items.length).toBeGreaterThan(3);
    const guessed = await new ApiClient().get(
      `master-files/get-quality-control/${encodeURIComponent(shared.created_on)}/${'A'.repeat(27)}`,
    );
    expect(guessed.status).toBe(404);

    // The file page of one output: public with the share keys, signed in for accounts that may open the master.
    const share = `${encodeURIComponent(shared.created_on)}/${shared.hash_key}`;
    type FileData = {
      file_data: {
        master: { title: string; owner_name: string };
        output: { output_key: string };
        file_url: string;
        captions_url: string | null;
      };
    };
    const page = await new ApiClient().get<FileData>(`master-files/view-file-data/${share}/RADIO_MP3_320`);
    expect(page.status).toBe(200);
    expect(page.body.file_data).toMatchObject({
      master: { title: 'Pipeline spot', owner_name: 'Demo Agency' },
      output: { output_key: 'RADIO_MP3_320' },
      captions_url: null,
    });
    expect((await probe(await saveUrl(page.body.file_data.file_url, 'page.mp3'))).audio[0]?.codec).toBe('mp3');
    expect((await new ApiClient().get(`master-files/view-file-data/${share}/SOURCE`)).status).toBe(404);
    expect(
      (
        await new ApiClient().get(
          `master-files/view-file-data/${encodeURIComponent(shared.created_on)}/${'A'.repeat(27)}/RADIO_MP3_320`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await client.get<FileData>(`user/master-files/view-file-data/${share}/RADIO_MP3_320`)).body.file_data.output
        .output_key,
    ).toBe('RADIO_MP3_320');
    const outsider = new ApiClient();
    await outsider.post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    expect((await outsider.get(`user/master-files/view-file-data/${share}/RADIO_MP3_320`)).body.code).toBe(
      'data_restriction',
    );

    const mp3 = await download(client, masterId, 'RADIO_MP3_320_24');
    const probed = await probe(mp3);
    expect(probed.audio[0]).toMatchObject({ codec: 'mp3', sampleRate: 44100, channels: 2 });
    const loudness = await measureStereoLoudness(
      { file: mp3, stream: 0, channel: 0 },
      { file: mp3, stream: 0, channel: 1 },
    );
    expect(Math.abs((loudness.integrated ?? 0) + 24)).toBeLessThanOrEqual(1);
  }, 300_000);

  // One TV run for two stories, as each whole TV run costs minutes: captions that arrive after the
  // video, and a loudness rejection fixed. (A TV master with captions that passes QC outright is
  // processing-source-rates.test.ts's.)
  // The source is the seeds' recommended one, ProRes 422 HQ at 23.976p (issue 27: such a master used to
  // stop at LOUDNESS_ADJUSTMENTS on a timecode label), so this one run also proves the film rate through
  // every step of the pipeline; the media tests read each key's pull-down.
  it('keeps a 23.976p ProRes TV master at WAITING_CAPTIONS until its captions arrive, rejects it far too loud, then fix-loudness makes every TV output', async () => {
    const { client, masterId } = await newMaster({
      master_type: 'PUB_TV_WEB',
      audio_type: '8trks',
      use_video_audio: true,
      // The slate says music only (issue 32): quality control and the XML slate take its word.
      music_only: true,
    });
    await uploadAsset(client, masterId, 'video', await sourceAtRate('23.976p', { width: 1920, height: 1080 }, 2, -16));
    const waiting = await waitForProcessing(client, masterId);
    expect(waiting).toMatchObject({ status: 'WAITING_CAPTIONS', qc_status: 'WAITING', is_running: false, outputs: [] });

    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    const rejected = await waitForProcessing(client, masterId, 600_000, 'WAITING_CAPTIONS');
    expect(rejected).toMatchObject({ captions_filename: 'tv-captions.scc' });
    expect(rejected.qc_status).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');
    expect(rejected.quality_control.find((item) => item.check === 'loudness')).toMatchObject({
      status: 'rejected',
      code: 'low_integrated_loudness',
    });
    expect(rejected.outputs.map((output) => output.output_key)).toEqual(['SOURCE']);

    expect((await client.post('user/master-files/fix-loudness', { master_id: masterId })).status).toBe(200);
    const fixed = await waitForProcessing(client, masterId, 600_000);
    expect(fixed.processing_error).toBeNull();
    expect(fixed).toMatchObject({ status: 'COMPLETED', qc_status: 'WARNING' });
    const keys = fixed.outputs.map((output) => output.output_key);
    // Every TV key of OUTPUTS.md, each recorded only after ffprobe matched it to its profile
    // (container, codec, size, frame rate, audio layout, frames, loudness: output-check.ts).
    expect([...keys].sort()).toEqual(outputKeysFor('PUB_TV_WEB', { hasCaptions: true }).sort());
    expect(keys).toEqual(
      expect.arrayContaining([
        'PRORES1080_CUSTOM7',
        'MP41080_LOUD_SUB',
        'MP4_CUSTOM1',
        'TVC_HD',
        'MXF1080_DF_DURATION',
      ]),
    );
    // The pictures the steps shared (the XDCAM program, the preview's program) went once the run was done.
    const runFiles = (await filesUnder('masterport-outputs', 'outputs/')).filter((key) =>
      key.includes(`/${masterId}/`),
    );
    expect(runFiles.filter((key) => key.includes('/work/'))).toEqual([]);
    expect(runFiles.length).toBeGreaterThan(keys.length - 1);

    const mxf = await download(client, masterId, 'MXF1080_00H');
    // The SHA-256 recorded when a file is made is the file's: deliveries compare stations' checksums with it.
    const stored = await getMaster(createDb(inject('tableName')), masterId);
    expect(stored?.outputs.MXF1080_00H?.sha256).toBe(createHash('sha256').update(readFileSync(mxf)).digest('hex'));
    expect(
      Object.values(stored?.outputs ?? {})
        .filter((output) => output.output_key !== 'SOURCE' && !output.sha256)
        .map((output) => output.output_key),
    ).toEqual([]);
    const probed = await probe(mxf);
    expect(probed.video[0]).toMatchObject({ codec: 'mpeg2video', width: 1920, height: 1080 });
    expect(probed.audio).toHaveLength(8);
    // TV keys are pulled down to 29.97 and count drop-frame; the early preview keeps the film rate and
    // counts its timecode non-drop.
    expect(fixed.quality_control.find((item) => item.check === 'frame_rate')).toMatchObject({ status: 'passed' });
    expect([probed.timecode, await countVideoFrames(mxf)]).toEqual(['00:00:00;00', 60]);
    const preview = await probe(await download(client, masterId, 'MP4540'));
    expect([preview.video[0]?.frameRate, preview.timecode]).toEqual([{ num: 24000, den: 1001 }, '00:00:00:00']);
    // Each MXF ships with its sidecar SCC and MCC, named like it and re-based to its program start.
    const uniqueId = uniqueIdOf(fixed);
    for (const [mxf, start] of [
      ['MXF1080_00H', '00:00:00;00'],
      ['MXF1080_CUSTOM1', '01:00:00;00'],
      ['MXF1080_SLATED', '10:00:00;00'],
    ] as const) {
      const scc = fixed.outputs.find((output) => output.output_key === `SIDECAR_SCC_${mxf}`);
      expect(scc?.filename).toBe(`${uniqueId}_${mxf}.scc`);
      const text = await (
        await fetch(
          (
            await client.get<{ download_url: string }>(
              `user/master-files/get-download-url/${masterId}/SIDECAR_SCC_${mxf}`,
            )
          ).body.download_url,
        )
      ).text();
      expect(
        text
          .split('\n')
          .find((line) => /^\d\d:/.test(line))
          ?.slice(0, 11),
      ).toBe(start);
      expect(fixed.outputs.find((output) => output.output_key === `SIDECAR_MCC_${mxf}`)?.filename).toBe(
        `${uniqueId}_${mxf}.mcc`,
      );
    }
    expect(fixed.outputs.find((output) => output.output_key === 'SOURCE')?.filename).toBe(`${uniqueId}_SOURCE.mov`);
    const vtt = await (
      await fetch(
        (await client.get<{ download_url: string }>(`user/master-files/get-download-url/${masterId}/WEBVTT_CC`)).body
          .download_url,
      )
    ).text();
    expect(vtt).toContain('WEBVTT');
    expect(vtt).toContain('HELLO FROM ACME');

    // The XML slate of an output, answered as a file by download-xml (by the output's key or the XML's).
    const xml = await client.file(`user/master-files/download-xml/${masterId}/MXF1080_SLATED`);
    expect(xml.status).toBe(200);
    expect(xml.headers.get('content-type')).toContain('application/xml');
    expect(xml.headers.get('content-disposition')).toContain(
      `attachment; filename="${fixed.outputs.find((o) => o.output_key === 'SLATE_XML_MXF1080_SLATED')?.filename}"`,
    );
    expect(xml.text).toMatch(/^<\?xml/);
    expect(xml.text).toContain(uniqueIdOf(fixed));
    // The slate states the loudness its MXF was measured at, after the fix.
    expect(Number(/<audio [^>]*measured="(-?[\d.]+)"/.exec(xml.text)?.[1])).toBeCloseTo(-24, 0);
    expect((await client.file(`user/master-files/download-xml/${masterId}/SLATE_XML_MXF1080_SLATED`)).text).toBe(
      xml.text,
    );
    expect((await client.file(`user/master-files/download-xml/${masterId}/RADIO_MP3_320`)).status).toBe(404);
    // A music-only slate: its XML slate says so, and its captions (spoken words, no music note) are told to mark the music.
    expect(xml.text).toMatch(/<audio [^>]*musicOnly="true"/);
    expect(fixed.quality_control.find((item) => item.check === 'caption_music')).toMatchObject({
      status: 'warning',
      message: expect.objectContaining({ en: expect.stringMatching(/^The slate says the spot is music only/) }),
    });

    // The player's second track: the 608 captions embedded in MP41080_DTV, decoded to WebVTT by
    // CREATING_PREVIEW, say what the captions' own WebVTT says, at the same times.
    const { master } = (
      await client.get<{ master: { preview_cc608_url: string | null } }>(`user/master-files/get-details/${masterId}`)
    ).body;
    expect(master.preview_cc608_url).toContain('cc1-608.vtt');
    const embedded = parseWebVtt(await (await fetch(master.preview_cc608_url!)).text());
    const captions = parseWebVtt(vtt);
    expect(embedded.map((cue) => cue.lines)).toEqual([['HELLO FROM ACME'], ['CRUNCHY BARS', 'NOW IN STORES']]);
    expect(embedded.map((cue) => cue.lines)).toEqual(captions.map((cue) => cue.lines));
    embedded.forEach((cue, index) => expect(Math.abs(cue.start - captions[index]!.start)).toBeLessThan(0.07));

    const outsider = new ApiClient();
    await outsider.post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    const denied = await outsider.file(`user/master-files/download-xml/${masterId}/MXF1080_SLATED`);
    expect(denied.status).toBe(401);
    expect(JSON.parse(denied.text).code).toBe('data_restriction');
  }, 900_000);
});

describe('failures, restarts and remade outputs', () => {
  it('leaves a master whose step fails twice in a catalogued error state, and restarts it', async () => {
    const { client, masterId } = await newMaster({ master_type: 'PUB_RADIO', audio_type: '2trks' });
    const path = await radioSpot('wav', 2, -14);
    await uploadAsset(client, masterId, 'radio', path);
    expect((await waitForProcessing(client, masterId)).status).toBe('COMPLETED');
    const sources = await client.post<{ sources_list: { asset: string }[] }>('user/master-files/get-sources-list', {
      master_id: masterId,
    });
    expect(sources.body.sources_list.map((source) => source.asset)).toEqual(['radio']);

    // The source disappears from S3: every attempt of the first step fails.
    await restartWithoutSources(client, localS3(), masterId);
    const failed = await waitForProcessing(client, masterId);
    expect(failed.processing_error).toMatchObject({ code: 'processing_failed', step: 'SOURCES_COPY' });
    expect(failed.is_running).toBe(false);
    // The e-mail follows the failure's record by a moment.
    const failureMails = async () =>
      (await mailsTo(agency.email))
        .filter((mail) => mail.body.text?.includes(`/app/masters/details/${masterId}?tab=details`))
        .map((mail) => mail.subject);
    await expect.poll(failureMails, { timeout: 10_000 }).toEqual(['Processing of “Pipeline spot” failed']);

    // A new upload starts a run by itself, and the master completes again.
    await uploadAsset(client, masterId, 'radio', path);
    const done = await waitForProcessing(client, masterId);
    expect(done).toMatchObject({ status: 'COMPLETED', processing_error: null });
    expect(done.outputs.map((output) => output.output_key)).toContain('RADIO_MP3_320_24');
  }, 300_000);

  it('remakes one output in a new run, keeping the others', async () => {
    const { client, masterId } = await newMaster({ master_type: 'PUB_RADIO', audio_type: '2trks' });
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    const first = await waitForProcessing(client, masterId);
    const before = first.outputs.find((output) => output.output_key === 'RADIO_MP3_320_24')!;
    const remade = await client.post('user/master-files/recreate-output', {
      master_id: masterId,
      output_key: 'RADIO_MP3_320_24',
    });
    expect(remade.status).toBe(200);
    const second = await waitForProcessing(client, masterId);
    expect(second.status).toBe('COMPLETED');
    const after = second.outputs.find((output) => output.output_key === 'RADIO_MP3_320_24')!;
    expect(after.filename).toBe(before.filename);
    expect(after.created_on > before.created_on).toBe(true);
    const untouched = (key: string, m: typeof first) =>
      m.outputs.find((output) => output.output_key === key)!.created_on;
    expect(untouched('RADIO_MP3_320', second)).toBe(untouched('RADIO_MP3_320', first));
    expect(second.outputs).toHaveLength(first.outputs.length);
    // The first run's file of the remade key is gone from the bucket: the master keeps exactly the files it lists.
    const masterFiles = (await filesUnder('masterport-outputs', 'outputs/')).filter((key) =>
      key.includes(`/${masterId}/`),
    );
    // A radio master's transcript (its words, its draft captions) is its first run's: a remade output keeps it.
    const transcriptFiles = masterFiles.filter((key) => key.includes('/transcript/'));
    expect(transcriptFiles.map((key) => key.slice(key.lastIndexOf('_TRANSCRIPT'))).sort()).toEqual([
      '_TRANSCRIPT.json',
      '_TRANSCRIPT_DRAFT.srt',
      '_TRANSCRIPT_DRAFT.vtt',
    ]);
    expect(transcriptFiles.every((key) => key.includes('/r1/'))).toBe(true);
    const files = masterFiles.filter((key) => !transcriptFiles.includes(key));
    expect(files.map((key) => key.split('/').at(-1)).sort()).toEqual(
      second.outputs
        .filter((output) => output.output_key !== 'SOURCE')
        .map((output) => output.filename)
        .sort(),
    );
    expect(files.filter((key) => key.endsWith(after.filename))).toEqual([expect.stringContaining('/r2/')]);
    const busy = await client.post('user/master-files/restart-workflow', { master_id: 'nope-nope' });
    expect(busy.status).toBe(404);
  }, 300_000);

  it('runs a web spot: QC, then the MP4 and WebM versions at web loudness', async () => {
    const { client, masterId } = await newMaster({
      master_type: 'PUB_WEB',
      audio_type: '2trks',
      ratio: '16:9',
      use_video_audio: true,
    });
    await uploadAsset(client, masterId, 'video', await webSpot());
    const master = await waitForProcessing(client, masterId);
    expect(master.processing_error).toBeNull();
    expect(master.status).toBe('COMPLETED');
    expect(['PASSED', 'WARNING']).toContain(master.qc_status);
    const keys = master.outputs.map((output) => output.output_key);
    expect(keys).toEqual(expect.arrayContaining(['SOURCE', 'MP41080_LOUD', 'MP4720_LOUD', 'WEBM1080']));
    const loud = master.outputs.find((output) => output.output_key === 'MP41080_LOUD')!;
    expect(Math.abs(Number(loud.metadata.loudness_lkfs) + 14)).toBeLessThanOrEqual(0.1);
    // Its loudness range is stored beside its source's (the QC tab and the XML slate show both).
    expect(loud.metadata).toMatchObject({
      loudness_range_lu: expect.any(Number),
      source_loudness_range_lu: expect.any(Number),
    });
    expect(master.quality_control.find((item) => item.check === 'loudness_range')).toMatchObject({
      status: 'passed',
      measured: expect.stringMatching(/^\d+\.\d LU$/),
    });

    // Processing took six thumbnail candidates; the master shows the second until the user picks one.
    type Thumbs = { thumbnails_list: { id: string; url: string; at: number; selected: boolean }[] };
    const thumbs = await client.get<Thumbs>(`user/master-files/get-thumbnails?id=${masterId}`);
    expect(thumbs.body.thumbnails_list.map((thumb) => thumb.selected)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect((await probe(await saveUrl(thumbs.body.thumbnails_list[4]!.url, 'thumb.jpg'))).video[0]).toMatchObject({
      codec: 'mjpeg',
      width: 480,
    });
    const chosen = await client.post<{ master: { thumbnail_url: string | null } }>('user/master-files/save-thumbnail', {
      master_id: masterId,
      thumbnail_id: '4',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.master.thumbnail_url).toContain('thumb-5.jpg');
    expect(
      (await client.get<Thumbs>(`user/master-files/get-thumbnails?id=${masterId}`)).body.thumbnails_list[4]!.selected,
    ).toBe(true);
    expect(
      (await client.post('user/master-files/save-thumbnail', { master_id: masterId, thumbnail_id: '9' })).status,
    ).toBe(404);
    await client.post('user/master-files/lock', { master_id: masterId });
    expect(
      (await client.post('user/master-files/save-thumbnail', { master_id: masterId, thumbnail_id: '0' })).body.code,
    ).toBe('master_locked');
    const outsider = new ApiClient();
    await outsider.post('authenticate/login', { email: DEMO_USERS[0].email, password: DEMO_PASSWORD });
    expect((await outsider.get(`user/master-files/get-thumbnails?id=${masterId}`)).body.code).toBe('data_restriction');
  }, 300_000);
});

describe('picture levels', () => {
  it('rejects a TV master whose picture is beyond the EBU R103 tolerance when the slate asks for video levels', async () => {
    const { client, masterId } = await newMaster({
      master_type: 'PUB_TV_WEB',
      audio_type: '8trks',
      use_video_audio: true,
      test_brng: true,
    });
    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    await uploadAsset(client, masterId, 'video', await tvMaster({ superWhite: true }));
    const rejected = await waitForProcessing(client, masterId);
    expect(rejected).toMatchObject({ qc_status: 'REJECTED', status: 'QUALITY_CONTROL' });
    const levels = rejected.quality_control.find((item) => item.check === 'video_levels');
    expect(levels).toMatchObject({ status: 'rejected', code: 'qc_failed' });
    expect(levels?.message.en).toContain('Rejected for broadcast specs');
    expect(rejected.outputs.map((output) => output.output_key)).toEqual(['SOURCE']);
  }, 120_000);
});
