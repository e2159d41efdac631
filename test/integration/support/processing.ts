import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { ApiClient } from './client.ts';
import { SOURCES_BUCKET } from './in-process-task.ts';

export interface MasterView {
  id: string;
  status: string;
  qc_status: string;
  is_running: boolean;
  preview_output_key: string | null;
  processing_error: { step: string } | null;
  outputs: {
    output_key: string;
    category: string;
    filename: string;
    size: number;
    created_on: string;
    metadata: Record<string, unknown>;
  }[];
  quality_control: {
    check: string;
    status: string;
    code: string | null;
    measured: string | null;
    message: { en: string; fr: string };
  }[];
}

/** Uploads a local file as one asset, the way the upload tab does (one part is enough here). */
/** Uploads a file as the upload tab does; `declaredSize`: a size the browser said that the bytes are not. */
export async function uploadAsset(
  client: ApiClient,
  masterId: string,
  asset: string,
  path: string,
  declaredSize?: number,
): Promise<void> {
  const { size } = await stat(path);
  const started = await client.post<{ upload_id: string; key: string }>('user/uploads/create-multipart', {
    master_id: masterId,
    asset,
    filename: basename(path),
    size: declaredSize ?? size,
  });
  if (started.status !== 200) throw new Error(`create-multipart: ${JSON.stringify(started.body)}`);
  const ref = { master_id: masterId, asset, upload_id: started.body.upload_id, key: started.body.key };
  const signed = await client.post<{ urls: Record<string, string> }>('user/uploads/sign-parts', {
    ...ref,
    part_numbers: [1],
  });
  const put = await fetch(signed.body.urls['1']!, { method: 'PUT', body: await readFile(path) });
  const completed = await client.post('user/uploads/complete-multipart', {
    ...ref,
    parts: [{ PartNumber: 1, ETag: put.headers.get('etag') }],
  });
  if (completed.status !== 200) throw new Error(`complete: ${JSON.stringify(completed.body)}`);
}

/**
 * Polls the master page's call until processing has stopped, as the SPA does. `leaving` is the
 * stage a master waits in before an upload restarts it (WAITING_CAPTIONS): the run starts from the
 * upload's S3 event, a moment after the upload call answers, so that stage does not count as done.
 */
export async function waitForProcessing(
  client: ApiClient,
  masterId: string,
  timeoutMs = 240_000,
  leaving?: string,
): Promise<MasterView> {
  const deadline = Date.now() + timeoutMs;
  const waiting = ['CREATED', 'UPLOADED', ...(leaving ? [leaving] : [])];
  for (;;) {
    const { body } = await client.get<{ master: MasterView }>(`user/master-files/get-details/${masterId}`);
    if (!body.master.is_running && !waiting.includes(body.master.status)) return body.master;
    if (Date.now() > deadline) throw new Error(`processing still running at ${body.master.status}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Restarts the master's processing with its sources gone from S3: every attempt of the first step
 * fails, and the run ends in its catalogued error state (wait for it with `waitForProcessing`).
 */
export async function restartWithoutSources(client: ApiClient, s3: S3Client, masterId: string): Promise<void> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: SOURCES_BUCKET, Prefix: 'sources/' }));
  const keys = (listed.Contents ?? []).map((object) => object.Key ?? '').filter((key) => key.includes(masterId));
  if (keys.length === 0) throw new Error(`no source of ${masterId} in S3`);
  for (const key of keys) await s3.send(new DeleteObjectCommand({ Bucket: SOURCES_BUCKET, Key: key }));
  const restarted = await client.post('user/master-files/restart-workflow', { master_id: masterId });
  if (restarted.status !== 200) throw new Error(`restart-workflow: ${JSON.stringify(restarted.body)}`);
}

let radioMasters = 0;
/** The slate of a 2-second English radio spot, the masters' tests' usual master; `overrides` change any field. */
export const radioSlate = (overrides: Record<string, unknown> = {}) => ({
  master_type: 'PUB_RADIO',
  audio_type: '2trks',
  title: 'Maple spot',
  unique_id: `RT${Date.now().toString(36).toUpperCase()}${(radioMasters += 1)}`,
  duration: 2,
  language: 'en',
  ratio: '16:9',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Syrup',
  ...overrides,
});

/**
 * Creates a radio master (`mode` 'draft' for a draft), uploads `audio` and waits until its
 * processing ends when one is given, and answers the master as get-details shows it.
 */
export async function createRadioMaster<T>(
  client: ApiClient,
  options: {
    mode?: 'new_master' | 'draft';
    slate?: Record<string, unknown>;
    audio?: string;
    /** The size the upload declares, when it is not the file's. */
    declaredSize?: number;
  } = {},
): Promise<T> {
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: options.mode ?? 'new_master',
    ...radioSlate(options.slate),
  });
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  if (options.audio) {
    await uploadAsset(client, created.body.master_id, 'radio', options.audio, options.declaredSize);
    await waitForProcessing(client, created.body.master_id);
  }
  return (await client.get<{ master: T }>(`user/master-files/get-details/${created.body.master_id}`)).body.master;
}
