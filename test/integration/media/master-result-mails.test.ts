import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { countMasterFiles, whyNotSendable, type SendableFields } from '@masterport/contract';
import { claimResultMail, createDb, getMaster } from '@masterport/data';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { radioSpot, tvCaptions, tvMaster } from '@masterport/media/test-fixtures';
import { ApiClient, activatedUser, mailsTo } from '../support/client.ts';
import { useLocalCloudForTask } from '../support/in-process-task.ts';
import { radioSlate, restartWithoutSources, uploadAsset, waitForProcessing } from '../support/processing.ts';

beforeAll(() => useLocalCloudForTask());
let counter = 0;

/** A new user (owner and primary user of a new account), signed in. */
async function signedInUser(label: string, language: 'en' | 'fr') {
  const { email, password } = await activatedUser(label, language);
  const client = new ApiClient({ language });
  await client.post('authenticate/login', { email, password });
  return { email, client };
}

/** A new user (owner and primary user of a new account), signed in, with a master of this type. */
async function ownerWithMaster(label: string, slate: Record<string, unknown>, language: 'en' | 'fr' = 'en') {
  const { email, client } = await signedInUser(label, language);
  const title = `Mailed ${label} ${counter++}`;
  const created = await client.post<{ master_id: string }>('user/master-files/create', {
    mode: 'new_master',
    title,
    unique_id: `ML${Date.now().toString(36).toUpperCase()}${counter}`,
    duration: 2,
    language: 'en',
    ratio: '16:9',
    announcer: 'Maple Foods',
    agency: 'North Agency',
    product: 'Syrup',
    ...slate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { client, email, title, masterId: created.body.master_id };
}

const aboutMaster = async (email: string, title: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.includes(title));

describe('e-mails when a master’s run ends', () => {
  it('tells the owner once that the master is ready, with the number of outputs the banner gives and a link to them', async () => {
    const { client, email, title, masterId } = await ownerWithMaster('ready', {
      master_type: 'PUB_RADIO',
      audio_type: '2trks',
    });
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    const master = await waitForProcessing(client, masterId);

    // The e-mail follows the end of the run by a moment.
    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const mails = await aboutMaster(email, title);
    expect(master.status).toBe('COMPLETED');
    // The four MP3s: the uploaded source, listed among the master's files, is not an output.
    const { outputs } = countMasterFiles(master.outputs.map((output) => output.output_key));
    expect([outputs, master.outputs.length]).toEqual([4, 5]);
    expect(mails.map((mail) => mail.subject)).toEqual([`“${title}” is ready: ${outputs} outputs`]);
    expect(mails[0]!.body.text).toContain(`Its ${outputs} outputs are ready to download and deliver.`);
    expect(mails[0]!.body.text).toContain(`/app/masters/details/${masterId}?tab=outputs`);
  }, 120_000);

  it('tells a French owner, in French, that quality control rejected the master, and that Masterport can fix the loudness', async () => {
    const { client, email, title, masterId } = await ownerWithMaster(
      'rejected',
      { master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: true },
      'fr',
    );
    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    await uploadAsset(client, masterId, 'video', await tvMaster({ lkfs: -16 }));
    expect((await waitForProcessing(client, masterId)).qc_status).toBe('SOURCE_INTEGRATED_LOUDNESS_REJECTED');

    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const mails = await aboutMaster(email, title);
    expect(mails.map((mail) => mail.subject)).toEqual([`« ${title} » a été refusé au contrôle qualité`]);
    expect(mails[0]!.body.text).toContain('Corriger la sonie');
    expect(mails[0]!.body.text).toContain('?tab=quality');
  }, 180_000);

  it('refuses a radio master much shorter than its slate: not sendable, and its French owner is mailed the rejection, not "ready"', async () => {
    // Prepare: a radio master declared 30 s.
    const { client, email, title, masterId } = await ownerWithMaster(
      'radio-short',
      { master_type: 'PUB_RADIO', audio_type: '2trks', duration: 30 },
      'fr',
    );

    // Act: a 2-second spot.
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    const master = await waitForProcessing(client, masterId);

    // Assess
    expect(master.qc_status).toBe('REJECTED');
    const { body } = await client.get<{ master: SendableFields }>(`user/master-files/get-details/${masterId}`);
    expect(whyNotSendable(body.master)).toBe('distribution_qc_rejected');
    const duration = master.quality_control.find((item) => item.check === 'duration');
    expect(duration?.message.fr).toBe(
      'Le message radio dure 2,000 s, moins que les 30 secondes de son ardoise (au plus 0,5 s de moins).',
    );
    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const mails = await aboutMaster(email, title);
    expect(mails.map((mail) => mail.subject)).toEqual([`« ${title} » a été refusé au contrôle qualité`]);
    expect(mails[0]!.body.text).toContain('moins que les 30 secondes de son ardoise');
  }, 120_000);

  it('refuses a text file uploaded as the video with the catalogue’s message in French, with no path or tool output', async () => {
    // Prepare: a French owner's TV master, and a text file named like a QuickTime movie.
    const { client, email, title, masterId } = await ownerWithMaster(
      'not-media',
      { master_type: 'PUB_TV_WEB', audio_type: '8trks', use_video_audio: true },
      'fr',
    );
    const folder = await mkdtemp(join(tmpdir(), 'masterport-not-media-'));
    const notMedia = join(folder, 'spot.mov');
    await writeFile(notMedia, 'Script v3: voice-over for the 2 s spot.\n');

    // Act
    await uploadAsset(client, masterId, 'captions', await tvCaptions());
    await uploadAsset(client, masterId, 'video', notMedia);
    const master = await waitForProcessing(client, masterId);
    await rm(folder, { recursive: true, force: true });

    // Assess: quality control refused the format; the QC tab and the e-mail say so in French, and nothing else.
    expect(master.qc_status).toBe('REJECTED');
    expect(master.processing_error).toBeNull();
    const container = master.quality_control.find((item) => item.check === 'container');
    expect(container).toMatchObject({ status: 'rejected', code: 'format_refused', measured: null });
    expect(container?.message.fr).toBe(
      'Le fichier source video n’est pas un fichier audio ou vidéo lisible. Types de fichiers acceptés : MOV, MXF, MP4, M4V.',
    );
    expect(JSON.stringify(master.quality_control)).not.toMatch(/ffprobe|exited|Invalid data|masterport-work|\/tmp\//);
    await expect.poll(async () => (await aboutMaster(email, title)).length, { timeout: 10_000 }).toBe(1);
    const [mail] = await aboutMaster(email, title);
    expect(mail!.subject).toBe(`« ${title} » a été refusé au contrôle qualité`);
    expect(mail!.body.text).toContain('n’est pas un fichier audio ou vidéo lisible');
    expect(mail!.body.text).not.toMatch(/ffprobe|exited|Invalid data|masterport-work/);
  }, 120_000);

  it('sends nothing to a user who turned these e-mails off in the profile', async () => {
    const { client, email, title, masterId } = await ownerWithMaster('quiet', {
      master_type: 'PUB_RADIO',
      audio_type: '2trks',
    });
    const saved = await client.post<{ user_profile: { notify_master_results: boolean } }>('user/profile/save', {
      first_name: 'Nadia',
      last_name: 'Côté',
      language: 'en',
      notify_master_results: false,
    });
    expect(saved.body.user_profile?.notify_master_results).toBe(false);
    await uploadAsset(client, masterId, 'radio', await radioSpot('wav', 2, -14));
    expect((await waitForProcessing(client, masterId)).status).toBe('COMPLETED');
    // The run's e-mail was decided (claimed), and a moment later still nothing was sent.
    await expect
      .poll(async () => (await getMaster(createDb(inject('tableName')), masterId))?.result_mailed_revision, {
        timeout: 10_000,
      })
      .toBe(1);
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

describe('e-mails about a master a partner studio made for a client', () => {
  const studioUser = DEMO_USERS[2];
  let owner: { email: string; client: ApiClient };
  let studio: ApiClient;
  let masterId: string;
  const title = `Studio-made ${Date.now().toString(36)}`;
  /** The result e-mails an address received about the master: each links to the master's tab for its result. */
  const resultMails = async (email: string, tab: 'outputs' | 'details') =>
    (await mailsTo(email))
      .filter((mail) => mail.body.text?.includes(`/app/masters/details/${masterId}?tab=${tab}`))
      .map((mail) => mail.subject);

  it('tells the studio’s user who made it and the client’s primary user that it is ready, each in their language', async () => {
    // A French client authorises the demo studio (its user reads English), which makes a radio master for it.
    owner = await signedInUser('studio-client', 'fr');
    const available = await owner.client.get<{ partner_studios_list: { id: string; name: string }[] }>(
      'user/account/profile/partner-studios/get-available?search=demo%20stu',
    );
    const studioId = available.body.partner_studios_list.find((entry) => entry.name === 'Demo Studio')!.id;
    const activated = await owner.client.post<{ partner_studio: { id: string } }>(
      'user/account/profile/partner-studios/activate-partner',
      { studio_id: studioId },
    );
    studio = new ApiClient();
    await studio.post('authenticate/login', { email: studioUser.email, password: DEMO_PASSWORD });
    const created = await studio.post<{ master_id: string }>('user/master-files/create', {
      mode: 'new_master',
      ...radioSlate({ title }),
      partner_studio_id: activated.body.partner_studio.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    masterId = created.body.master_id;
    await uploadAsset(studio, masterId, 'radio', await radioSpot('wav', 2, -14));
    const files = countMasterFiles(
      (await waitForProcessing(studio, masterId)).outputs.map((output) => output.output_key),
    ).outputs;

    await expect
      .poll(() => resultMails(owner.email, 'outputs'), { timeout: 10_000 })
      .toEqual([`« ${title} » est prêt : ${files} versions`]);
    await expect
      .poll(() => resultMails(studioUser.email, 'outputs'), { timeout: 10_000 })
      .toEqual([`“${title}” is ready: ${files} outputs`]);
  }, 120_000);

  it('tells each of them once, in their language, that a run failed, with a link to the master', async () => {
    await restartWithoutSources(studio, new S3Client({ forcePathStyle: true }), masterId);
    expect((await waitForProcessing(studio, masterId)).processing_error).toMatchObject({ step: 'SOURCES_COPY' });

    // The e-mail follows the failure's record by a moment; a moment more, and it is still the only one.
    await expect
      .poll(() => resultMails(owner.email, 'details'), { timeout: 10_000 })
      .toEqual([`Le traitement de « ${title} » a échoué`]);
    await expect
      .poll(() => resultMails(studioUser.email, 'details'), { timeout: 10_000 })
      .toEqual([`Processing of “${title}” failed`]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await resultMails(owner.email, 'details')).toHaveLength(1);
    expect(await resultMails(studioUser.email, 'details')).toHaveLength(1);
  }, 180_000);
});
