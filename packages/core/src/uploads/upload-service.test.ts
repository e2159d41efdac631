import {
  CAPTIONS_MAX_BYTES,
  draftSlateFields,
  MEDIA_MAX_BYTES,
  requiredAssets,
  type UploadAsset,
} from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { getMaster } from '@masterport/data';
import { catalogueError } from '../errors.ts';
import { givenAccount, type GivenAccount } from '../testing/accounts.ts';
import { createMasterFromSlate } from '../masters/master-service.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { FAKE_SETTINGS, useFakePorts } from '../testing/fake-ports.ts';
import { MIN_PART_BYTES } from '../testing/fake-object-store.ts';
import { givenMaster } from '../testing/masters.ts';
import { abortUpload, completeUpload, listUploadedParts, startUpload } from './upload-service.ts';

const ports = useFakePorts();

/** What the user is answered (the catalogue code of the failure), or 'done'. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'done',
    (error: unknown) => {
      const answer = catalogueError(error);
      if (!answer) throw error;
      return answer.code;
    },
  );

const FILES: Record<string, string> = { captions: 'spot.scc', video: 'spot.mov' };
const fileFor = (asset: UploadAsset) => FILES[asset] ?? `spot-${asset}.wav`;

/** An upload started, its parts sent as the browser sends them (`sizes` bytes each). */
async function uploaded(owner: GivenAccount, masterId: string, asset: UploadAsset, sizes: readonly number[]) {
  const started = await startUpload(owner.auth, {
    masterId,
    asset,
    filename: fileFor(asset),
    size: sizes.reduce((sum, size) => sum + size, 0),
  });
  const parts = sizes.map((size, index) => ({
    PartNumber: index + 1,
    ETag: ports.objects.uploadPart(started.upload_id, index + 1, Buffer.alloc(size, index)),
  }));
  return { masterId, asset, uploadId: started.upload_id, key: started.key, parts };
}

async function newTvMaster() {
  const agency = await givenAccount('content_creator');
  const master = await givenMaster(agency, { state: 'new' });
  return { agency, master, required: requiredAssets(requireCompleteSlate(master)) };
}

describe('Function: startUpload', () => {
  it('refuses a file over its asset\u2019s limit (100 MB of captions, 30 GB of media) and takes one at the limit', async () => {
    // Prepare
    const { agency, master } = await newTvMaster();
    const start = (asset: UploadAsset, size: number) =>
      outcome(startUpload(agency.auth, { masterId: master.id, asset, filename: fileFor(asset), size }));

    // Act
    const answers = [
      await start('captions', CAPTIONS_MAX_BYTES + 1),
      await start('video', MEDIA_MAX_BYTES + 1),
      await start('captions', CAPTIONS_MAX_BYTES),
      await start('video', MEDIA_MAX_BYTES),
    ];

    // Assess
    expect(answers).toEqual(['upload_too_large', 'upload_too_large', 'done', 'done']);
    expect(ports.objects.openUploads).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file type the asset does not take, another account\u2019s master, a locked one and a draft without its slate', async () => {
    // Prepare
    const { agency, master } = await newTvMaster();
    const other = await givenAccount('content_creator');
    const locked = await givenMaster(agency, { state: 'new', change: { locked: true } });
    const draft = await createMasterFromSlate(agency.auth, draftSlateFields.parse({ title: 'Only a title' }), 'draft');
    const start = (owner: GivenAccount, masterId: string, filename: string) =>
      outcome(startUpload(owner.auth, { masterId, asset: 'captions', filename, size: 10 }));

    // Act
    const answers = [
      await start(agency, master.id, 'spot.mov'),
      await start(other, master.id, 'spot.scc'),
      await start(agency, locked.id, 'spot.scc'),
      await start(agency, draft.id, 'spot.scc'),
    ];

    // Assess
    expect(answers).toEqual(['upload_file_check', 'data_restriction', 'master_locked', 'slate_incomplete']);
  });
  it('names the field at fault: a size over the limit, a file type the asset does not take, an asset the master type does not take', async () => {
    // Prepare
    const agency = await givenAccount('content_creator');
    const radio = await givenMaster(agency, { type: 'PUB_RADIO', state: 'new' });
    const refusal = (asset: UploadAsset, filename: string, size: number) =>
      startUpload(agency.auth, { masterId: radio.id, asset, filename, size }).then(
        () => 'done',
        (error: unknown) => {
          const answer = catalogueError(error);
          if (!answer) throw error;
          return { code: answer.code, fields: answer.fields };
        },
      );

    // Act
    const answers = [
      await refusal('radio', 'huge.wav', MEDIA_MAX_BYTES + 1),
      await refusal('radio', 'spot.exe', 10),
      await refusal('video', 'spot.mov', 10),
    ];

    // Assess
    expect(answers).toEqual([
      { code: 'upload_too_large', fields: { size: 'max_30gb' } },
      { code: 'upload_file_check', fields: { filename: 'file_type' } },
      { code: 'upload_file_check', fields: { asset: 'one_of' } },
    ]);
  });
});

describe('Function: completeUpload', () => {
  it('puts the parts together, records the file uploaded, and starts processing once the last required file is in', async () => {
    // Prepare
    const { agency, master, required } = await newTvMaster();
    const uploads = [];
    for (const asset of required)
      uploads.push(await uploaded(agency, master.id, asset, asset === 'captions' ? [300] : [MIN_PART_BYTES, 1000]));

    // Act
    const answers = [];
    for (const upload of uploads) answers.push(await completeUpload(agency.auth, upload));

    // Assess
    expect(answers.map((answer) => [answer.source.status, answer.allUploaded])).toEqual(
      required.map((_asset, index) => ['uploaded', index === required.length - 1]),
    );
    expect(ports.objects.object(FAKE_SETTINGS.sourcesBucket, uploads[0]!.key)?.length).toBe(
      required[0] === 'captions' ? 300 : MIN_PART_BYTES + 1000,
    );
    expect(ports.workflow.startedOn('master-processing')).toHaveLength(1);
  });

  it('refuses parts S3 refuses (a part under 5 MiB but the last), the upload left to send again', async () => {
    // Prepare
    const { agency, master } = await newTvMaster();
    const upload = await uploaded(agency, master.id, 'video', [1000, 1000]);

    // Act
    const answer = await outcome(completeUpload(agency.auth, upload));

    // Assess
    expect(answer).toBe('upload_parts_invalid');
    expect((await getMaster(ports.db, master.id))!.sources.video).toMatchObject({
      status: 'uploading',
      upload_id: upload.uploadId,
    });
    expect(await listUploadedParts(agency.auth, upload)).toHaveLength(2);
  });

  it('answers upload_unknown to a second completion, and starts no second run', async () => {
    // Prepare
    const { agency, master, required } = await newTvMaster();
    const uploads = [];
    for (const asset of required) uploads.push(await uploaded(agency, master.id, asset, [500]));
    for (const upload of uploads) await completeUpload(agency.auth, upload);
    const completed = await getMaster(ports.db, master.id);

    // Act
    const again = await outcome(completeUpload(agency.auth, uploads[0]!));

    // Assess
    expect(again).toBe('upload_unknown');
    expect(await getMaster(ports.db, master.id)).toEqual(completed);
    expect(ports.workflow.startedOn('master-processing')).toHaveLength(1);
  });

  it('of two completions at the same moment, completes once', async () => {
    // Prepare
    const { agency, master } = await newTvMaster();
    const upload = await uploaded(agency, master.id, 'captions', [500]);

    // Act
    const answers = await Promise.all([
      outcome(completeUpload(agency.auth, upload)),
      outcome(completeUpload(agency.auth, upload)),
    ]);

    // Assess
    expect(answers.sort()).toEqual(['done', 'upload_unknown']);
    expect((await getMaster(ports.db, master.id))!.sources.captions).toMatchObject({
      status: 'uploaded',
      upload_id: upload.uploadId,
    });
  });
});

describe('Function: abortUpload', () => {
  it('gives back the file a cancelled replacement replaced, and drops the upload', async () => {
    // Prepare
    const { agency, master } = await newTvMaster();
    const first = await uploaded(agency, master.id, 'captions', [500]);
    await completeUpload(agency.auth, first);
    const replacement = await uploaded(agency, master.id, 'captions', [700]);

    // Act
    await abortUpload(agency.auth, replacement);

    // Assess
    expect((await getMaster(ports.db, master.id))!.sources.captions).toMatchObject({
      status: 'uploaded',
      key: first.key,
      upload_id: first.uploadId,
      replaces: null,
    });
    expect(await outcome(listUploadedParts(agency.auth, replacement))).toBe('upload_unknown');
  });
});
