import { createHash, randomBytes } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient, activatedUser, mailsTo } from './support/client.ts';
import { OUTPUTS_BUCKET, SOURCES_BUCKET, useLocalCloudForTask } from './support/in-process-task.ts';
import { radioSlate } from './support/processing.ts';
import { zipEntries } from './support/zip.ts';
import { member } from './support/team.ts';

// Masters are seeded here as a finished run leaves them (files in the buckets, outputs recorded with
// their SHA-256), so no encode runs; the sweep after 30 days is called here, on the local cloud's table.
useLocalCloudForTask({ DOCUMENTS_BUCKET: 'masterport-documents' });
const { createDb, getAccountDeletion, getMaster, listContacts, nowIso, updateMasterFields } =
  await import('@masterport/data');
const { sweepAccountDeletions } = await import('@masterport/core/account-archive');
const db = createDb(inject('tableName'));
const s3 = new S3Client({
  endpoint: inject('s3Endpoint'),
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});

const sfn = new SFNClient({
  endpoint: inject('emulatorEndpoints').sfn,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** The account-archive workflow's runs for an account (each is named after the account and its cancellation). */
async function archiveRunsOf(accountId: string): Promise<number> {
  const stateMachineArn = inject('accountArchiveStateMachineArn');
  const runs = (await sfn.send(new ListExecutionsCommand({ stateMachineArn }))).executions;
  return (runs ?? []).filter((run) => run.name?.startsWith(`${accountId}-`)).length;
}

const CONTACTS = 'user/account/profile/contacts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Deletion {
  archive_status: 'archiving' | 'ready' | 'failed';
  delete_data: boolean;
  data_deleted_on: string | null;
  parts: { filename: string; status: string; size: number; download_url: string | null }[];
}
interface CancellationState {
  status: string;
  pending_cancellation: { effective: string; delete_data: boolean } | null;
}

async function signedIn(label: string, language: 'en' | 'fr' = 'en') {
  const { email, password } = await activatedUser(label, language);
  const client = new ApiClient({ language });
  const login = await client.post<{ account_id: string }>('authenticate/login', { email, password });
  return { client, email, accountId: login.body.account_id };
}

let seeded = 0;
/** A master as its finished run leaves it: a source in the sources bucket and two outputs with their SHA-256. */
async function seededMaster(client: ApiClient) {
  seeded += 1;
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    ...radioSlate({ title: `Kept ${seeded}` }),
  });
  if (created.status !== 200) throw new Error(`master not created: ${JSON.stringify(created.body)}`);
  const id = created.body.master_id;
  const source = randomBytes(3000);
  const sourceKey = `sources/test/${id}/audio/spot.wav`;
  await s3.send(new PutObjectCommand({ Bucket: SOURCES_BUCKET, Key: sourceKey, Body: source }));
  const files = { 'spot.mp3': randomBytes(2000), 'spot.srt': Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHi\n') };
  const outputs = Object.fromEntries(
    await Promise.all(
      Object.entries(files).map(async ([filename, body], index) => {
        const key = index === 0 ? 'MP3_RADIO' : 'SRT_CC';
        const s3Key = `outputs/test/${id}/${filename}`;
        await s3.send(new PutObjectCommand({ Bucket: OUTPUTS_BUCKET, Key: s3Key, Body: body }));
        return [
          key,
          {
            output_key: key,
            category: 'RADIO',
            filename,
            size: body.length,
            created_on: nowIso(),
            metadata: {},
            bucket: 'outputs' as const,
            s3_key: s3Key,
            hash_key: randomBytes(20).toString('base64url'),
            sha256: sha256(body),
          },
        ];
      }),
    ),
  );
  await updateMasterFields(db, id, {
    status: 'COMPLETED',
    qc_status: 'PASSED',
    is_running: false,
    progress: 100,
    outputs,
    sources: {
      audio: {
        filename: 'spot.wav',
        size: source.length,
        key: sourceKey,
        upload_id: 'seeded',
        uploaded_on: nowIso(),
        status: 'uploaded',
        replaces: null,
      },
    },
  });
  return { id, source, files };
}

async function deletionWhenArchived(client: ApiClient): Promise<Deletion> {
  for (let tries = 0; tries < 120; tries += 1) {
    const answer = await client.get<{ deletion: Deletion | null }>('user/account/get-deletion');
    if (answer.body.deletion && answer.body.deletion.archive_status !== 'archiving') return answer.body.deletion;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The archive was not made in 30 s');
}

describe('cancelling an account', () => {
  it('cancels at once keeping the data: the final invoice, the archive holds exactly the account’s files and records, the links are e-mailed; other members get 402 account_cancelled; reactivation brings it back', async () => {
    // Prepare
    const { client, email } = await signedIn('cancel-now');
    const { client: colleague } = await member(client, ['masters_creation', 'masters_pub_radio']);
    const kept = await seededMaster(client);
    const { client: stranger } = await signedIn('cancel-stranger');
    const foreign = await seededMaster(stranger);

    // Act
    const cancelled = await client.post<CancellationState>('user/account/cancel-account', {
      effective: 'now',
      delete_data: false,
    });
    const deletion = await deletionWhenArchived(client);
    const memberCall = await colleague.post('user/master-files/get-list', {});
    const invoices = await client.post<{ invoices: unknown[] }>('user/account/billing/get-invoices-list', {});
    const zips = await Promise.all(
      deletion.parts.map(async (part) => Buffer.from(await (await fetch(part.download_url!)).arrayBuffer())),
    );
    const entries = new Map([...(await Promise.all(zips.map(zipEntries)))].flatMap((zip) => [...zip]));
    const reactivated = await client.post<CancellationState>('user/account/reactivate', {});
    const memberAfter = await colleague.post('user/master-files/get-list', {});

    // Assess
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', pending_cancellation: null });
    expect(deletion).toMatchObject({ archive_status: 'ready', delete_data: false, data_deleted_on: null });
    expect(memberCall.status).toBe(402);
    expect(memberCall.body).toMatchObject({ code: 'account_cancelled' });
    // The month so far: its subscription, as the month end would bill it.
    expect(invoices.body.invoices).toHaveLength(1);
    const folder = [...entries.keys()]
      .find((name) => name.includes(kept.id))!
      .split('/')
      .slice(0, 2)
      .join('/');
    const files = [...entries.keys()].filter((name) => !name.startsWith('records/')).sort();
    expect(files).toEqual([`${folder}/outputs/spot.mp3`, `${folder}/outputs/spot.srt`, `${folder}/sources/spot.wav`]);
    expect(entries.get(`${folder}/sources/spot.wav`)).toMatchObject({ size: 3000, sha256: sha256(kept.source) });
    for (const [filename, body] of Object.entries(kept.files))
      expect(entries.get(`${folder}/outputs/${filename}`)).toMatchObject({ size: body.length, sha256: sha256(body) });
    const records = JSON.parse(entries.get('records/account.json')!.text) as {
      masters: { id: string; outputs: { filename: string; sha256: string }[] }[];
    };
    expect(records.masters.map((master) => master.id)).toEqual([kept.id]);
    expect(records.masters[0]!.outputs.map((output) => output.sha256).sort()).toEqual(
      Object.values(kept.files)
        .map((body) => sha256(body))
        .sort(),
    );
    expect(entries.get('records/masters.csv')!.text).toContain(kept.id);
    expect([...entries.values()].some((entry) => entry.text.includes(foreign.id))).toBe(false);
    expect((await mailsTo(email)).at(-1)?.subject).toBe('Your Masterport archive is ready');
    expect(reactivated.body).toMatchObject({ status: 'active', pending_cancellation: null });
    expect(memberAfter.status).toBe(200);
  });

  it('cancels at the month end, then withdraws it; refuses a member who is not the primary user', async () => {
    // Prepare
    const { client } = await signedIn('cancel-later', 'fr');
    const { client: colleague } = await member(client, ['billing']);

    // Act
    const pending = await client.post<CancellationState>('user/account/cancel-account', {
      effective: 'month_end',
      delete_data: true,
    });
    const byMember = await colleague.post('user/account/cancel-account', { effective: 'now', delete_data: false });
    const withdrawn = await client.post<CancellationState>('user/account/cancel-pending-cancellation', {});
    const again = await client.post('user/account/cancel-pending-cancellation', {});

    // Assess
    expect(pending.body).toMatchObject({
      status: 'active',
      pending_cancellation: { effective: 'month_end', delete_data: true },
    });
    expect(byMember.status).toBe(400);
    expect(byMember.body).toMatchObject({ code: 'not_primary_user' });
    expect(withdrawn.body).toMatchObject({ status: 'active', pending_cancellation: null });
    expect(again.body).toMatchObject({ code: 'no_pending_cancellation' });
  });

  it('cancels once when asked twice at the same moment: one final invoice, one archive, one e-mail of each', async () => {
    // Prepare
    const { client, email, accountId } = await signedIn('cancel-twice');
    const body = { effective: 'now', delete_data: false };

    // Act
    const answers = await Promise.all([
      client.post<CancellationState>('user/account/cancel-account', body),
      client.post<CancellationState>('user/account/cancel-account', body),
    ]);
    await deletionWhenArchived(client);
    const invoices = await client.post<{ invoices: unknown[] }>('user/account/billing/get-invoices-list', {});
    const subjects = (await mailsTo(email)).map((mail) => mail.subject);

    // Assess
    // The second either joined the first (the same answer) or came after it closed the account.
    for (const answer of answers)
      expect(answer.status === 200 ? answer.body.status : answer.body.code).toMatch(/^(cancelled|account_cancelled)$/);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(invoices.body.invoices).toHaveLength(1);
    expect(await archiveRunsOf(accountId)).toBe(1);
    expect(subjects.filter((subject) => subject === 'Your Masterport archive is ready')).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Your Masterport invoice'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('withdraws a pending cancellation once when asked twice at the same moment', async () => {
    // Prepare
    const { client } = await signedIn('cancel-withdraw-twice');
    await client.post('user/account/cancel-account', { effective: 'month_end', delete_data: false });

    // Act
    const answers = await Promise.all([
      client.post<CancellationState>('user/account/cancel-pending-cancellation', {}),
      client.post<CancellationState>('user/account/cancel-pending-cancellation', {}),
    ]);

    // Assess
    const outcomes = answers.map((answer) => (answer.status === 200 ? 'withdrawn' : answer.body.code)).sort();
    expect(outcomes).toEqual(['no_pending_cancellation', 'withdrawn']);
  });

  it('refuses to reactivate once the data is deleted, 30 days after a cancellation that asked for it; its records follow its files, its invoices stay', async () => {
    // Prepare
    const { client, accountId } = await signedIn('cancel-delete');
    const master = await seededMaster(client);
    const contact = await client.post(`${CONTACTS}/create`, {
      first_name: 'Léa',
      last_name: 'Roy',
      email: 'lea@example.test',
    });
    await client.post('user/account/cancel-account', { effective: 'now', delete_data: true });
    await deletionWhenArchived(client);
    const sweptOn = new Date(Date.now() + 31 * 86_400_000);

    // Act
    await sweepAccountDeletions(sweptOn);
    await sweepAccountDeletions(new Date(sweptOn.getTime() + 86_400_000));
    const deletion = await client.get<{ deletion: Deletion }>('user/account/get-deletion');
    const invoices = await client.post<{ invoices: unknown[] }>('user/account/billing/get-invoices-list', {});
    const reactivated = await client.post('user/account/reactivate', {});
    const source = await s3
      .send(new HeadObjectCommand({ Bucket: SOURCES_BUCKET, Key: `sources/test/${master.id}/audio/spot.wav` }))
      .then(
        () => 'there',
        (error: Error) => error.name,
      );

    // Assess
    expect(deletion.body.deletion.data_deleted_on).not.toBeNull();
    expect(reactivated.status).toBe(400);
    expect(reactivated.body).toMatchObject({ code: 'account_data_deleted' });
    expect(source).toBe('NotFound');
    // The records went once, the day of the first sweep; the invoice and the deletion record stay.
    expect(await getMaster(db, master.id)).toBeUndefined();
    expect(await listContacts(db, accountId)).toEqual([]);
    expect(contact.status).toBe(200);
    expect((await getAccountDeletion(db, accountId))?.records_deleted_on).toBe(sweptOn.toISOString());
    expect(invoices.body.invoices).toHaveLength(1);
  });
});
