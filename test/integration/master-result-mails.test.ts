import { beforeAll, describe, expect, inject, it } from 'vitest';
import { claimResultMail, createDb, getMaster } from '@masterport/data';
import { radioSpot, tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import { ApiClient, activatedUser, mailsTo } from './support/client.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';
import { uploadAsset, waitForProcessing } from './support/processing.ts';

beforeAll(() => useLocalCloudForTask());
let counter = 0;

/** A new user (owner and primary user of a new account), signed in, with a master of this type. */
async function ownerWithMaster(label: string, slate: Record<string, unknown>, language: 'en' | 'fr' = 'en') {
  const { email, password } = await activatedUser(label, language);
  const client = new ApiClient({ language });
  await client.post('authenticate/login', { email, password });
  const title = `Mailed ${label} ${counter++}`;
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master', title, unique_id: `ML${Date.now().toString(36).toUpperCase()}${counter}`, duration: 2, language: 'en', ratio: '16:9',
    announcer: 'Maple Foods', agency: 'North Agency', product: 'Syrup', ...slate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { client, email, title, masterId: created.body.master_id };
}

const aboutMaster = async (email: string, title: string) => (await mailsTo(email)).filter((mail) => mail.subject.includes(title));

describe('e-mails when a master’s run ends', () => {
  it('tells the owner once that the master is ready, with the number of files and a link to its outputs', async () => {
    const { client, email, title, masterId } = await ownerWithMaster('ready', { master_type: 'PUB_RADIO', audio_type: '2trks' });
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    const master = await waitForProcessing(client, masterId);

    // The e-mail follows the end of the run by a moment.
    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const mails = await aboutMaster(email, title);
    expect(master.status).toBe('COMPLETED');
    expect(mails.map((mail) => mail.subject)).toEqual([`“${title}” is ready: ${master.outputs.length} files`]);
    expect(mails[0]!.body.text).toContain(`/app/masters/details/${masterId}?tab=outputs`);
  }, 120_000);

  it('tells a French owner, in French, that quality control rejected the master, and that Masterport can fix the loudness', async () => {
    const { client, email, title, masterId } = await ownerWithMaster('rejected', { master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: true }, 'fr');
    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    await uploadAsset(client, masterId, 'video', await tvMaster({ lkfs: -16 }));
    expect((await waitForProcessing(client, masterId)).qc_status).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');

    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const mails = await aboutMaster(email, title);
    expect(mails.map((mail) => mail.subject)).toEqual([`« ${title} » a été refusé au contrôle qualité`]);
    expect(mails[0]!.body.text).toContain('Corriger la sonie');
    expect(mails[0]!.body.text).toContain('?tab=quality');
  }, 180_000);

  it('sends nothing to a user who turned these e-mails off in the profile', async () => {
    const { client, email, title, masterId } = await ownerWithMaster('quiet', { master_type: 'PUB_RADIO', audio_type: '2trks' });
    const saved = await client.post<{ user_profile: { notify_master_results: boolean } }>('user/profile/save', { first_name: 'Nadia', last_name: 'Côté', language: 'en', notify_master_results: false });
    expect(saved.body.user_profile?.notify_master_results).toBe(false);
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    expect((await waitForProcessing(client, masterId)).status).toBe('COMPLETED');
    // The run's e-mail was decided (claimed), and a moment later still nothing was sent.
    await expect.poll(async () => (await getMaster(createDb(inject('tableName')), masterId))?.result_mailed_revision, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await aboutMaster(email, title)).toEqual([]);
  }, 120_000);

  it('claims each run’s e-mail once, whatever the retries', async () => {
    const { masterId } = await ownerWithMaster('claim', { master_type: 'PUB_RADIO', audio_type: '2trks' });
    const db = createDb(inject('tableName'));
    expect(await claimResultMail(db, masterId, 1)).toBe(true);
    expect(await claimResultMail(db, masterId, 1)).toBe(false);
    expect(await claimResultMail(db, masterId, 2)).toBe(true);
  });
});
