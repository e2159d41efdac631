import { getMaster, nowIso, updateMasterFields, type MasterItem } from '@masterport/data';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { table } from '../adapters/db.ts';
import { setTranscribeClientForTests } from '../adapters/transcribe.ts';
import { resetConfig } from '../config.ts';
import { givenAccount } from '../testing/accounts.ts';
import { FAKE_SETTINGS, useFakePorts } from '../testing/fake-ports.ts';
import { givenMaster, givenSources } from '../testing/masters.ts';
import { checkTranscript, makeTranscript, recordTranscriptFailure } from './transcript.ts';

/**
 * The transcript branch never fails the run (docs/transcripts.md): what the recognizer answers, or
 * how it fails, ends in a transcript made, unavailable or forgotten, and the task answers `done`.
 * Amazon Transcribe (no emulator) is a client answering GetTranscriptionJob as each test scripts it,
 * through the adapter's seam (its own test covers its calls with aws-sdk-client-mock); S3 is core's fake.
 */
type JobAnswer = { TranscriptionJob: { TranscriptionJobStatus: string; FailureReason?: string } };
const transcribe = {
  answers: [] as JobAnswer[],
  calls: [] as unknown[],
  send(command: { input: unknown }): Promise<JobAnswer> {
    this.calls.push(command.input);
    const answer = this.answers.shift();
    return answer ? Promise.resolve(answer) : Promise.reject(new Error('no answer scripted'));
  },
  reset() {
    this.answers = [];
    this.calls = [];
  },
};
const ports = useFakePorts();
const BUCKET = FAKE_SETTINGS.outputsBucket;
beforeAll(() => {
  process.env.TRANSCRIBER = 'transcribe';
  resetConfig();
  setTranscribeClientForTests(transcribe as never);
});
afterEach(() => transcribe.reset());
afterAll(() => {
  setTranscribeClientForTests(undefined);
  delete process.env.TRANSCRIBER;
  resetConfig();
});

/** A radio master whose run waits for its Transcribe job. */
async function waitingOnTranscribe(): Promise<MasterItem> {
  const master = await givenMaster(await givenAccount('content_creator'), { type: 'PUB_RADIO' });
  return updateMasterFields(table(), master.id, {
    transcript: {
      status: 'running',
      language: 'en',
      engine: 'transcribe',
      word_count: 0,
      revision: master.revision,
      started_on: nowIso(),
      made_on: null,
    },
    transcript_job: `masterport-${master.id}-r${master.revision}`,
  });
}

const OUTPUT = {
  results: {
    items: [
      {
        type: 'pronunciation',
        start_time: '0.6',
        end_time: '1.0',
        alternatives: [{ confidence: '0.99', content: 'Maple' }],
      },
      {
        type: 'pronunciation',
        start_time: '1.0',
        end_time: '1.5',
        alternatives: [{ confidence: '0.98', content: 'syrup' }],
      },
      { type: 'punctuation', alternatives: [{ content: '.' }] },
      {
        type: 'pronunciation',
        start_time: '3.0',
        end_time: '3.4',
        alternatives: [{ confidence: '0.97', content: 'Today' }],
      },
    ],
  },
};

describe('the transcript of a master without captions', () => {
  it('stores the words of a completed job: the JSON, draft SRT and WebVTT, and the text in the search, with its times', async () => {
    const master = await waitingOnTranscribe();
    const job = master.transcript_job!;
    ports.objects.put(BUCKET, `transcribe/${job}/transcript.json`, Buffer.from(JSON.stringify(OUTPUT)));
    transcribe.answers = [{ TranscriptionJob: { TranscriptionJobStatus: 'COMPLETED' } }];

    const answer = await checkTranscript(master.id);

    const stored = (await getMaster(table(), master.id))!;
    expect(answer).toEqual({ transcript: 'done' });
    expect(stored.transcript).toMatchObject({ status: 'made', word_count: 3, engine: 'transcribe' });
    expect(stored.transcript_job).toBeNull();
    expect(stored.spoken).toEqual([
      { at: 0.6, text: 'Maple syrup.' },
      { at: 3, text: 'Today' },
    ]);
    expect(stored.spoken_text).toBe('maple syrup. today');
    const srt = ports.objects.object(BUCKET, stored.transcript_files!.srt_key)!.toString();
    expect(srt).toBe('1\n00:00:00,600 --> 00:00:01,600\nMaple syrup.\n\n2\n00:00:03,000 --> 00:00:04,000\nToday\n');
    expect(ports.objects.object(BUCKET, stored.transcript_files!.vtt_key)!.toString()).toMatch(/^WEBVTT\n/);
    expect(JSON.parse(ports.objects.object(BUCKET, stored.transcript_files!.words_key)!.toString())).toMatchObject({
      language: 'en',
      engine: 'transcribe',
      words: [{ text: 'Maple', start: 0.6, end: 1, confidence: 0.99 }, { text: 'syrup.' }, { text: 'Today' }],
    });
  });

  it('keeps waiting while the job runs, and leaves the transcript unavailable when it failed, without failing the run', async () => {
    const master = await waitingOnTranscribe();
    transcribe.answers = [
      { TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } },
      { TranscriptionJob: { TranscriptionJobStatus: 'FAILED', FailureReason: 'Invalid audio' } },
    ];

    const waiting = await checkTranscript(master.id);
    const failed = await checkTranscript(master.id);

    expect([waiting, failed]).toEqual([{ transcript: 'waiting' }, { transcript: 'done' }]);
    const stored = (await getMaster(table(), master.id))!;
    expect(stored.transcript).toMatchObject({ status: 'unavailable', word_count: 0 });
    expect([stored.transcript_job, stored.transcript_files]).toEqual([null, null]);
  });

  it('leaves the transcript unavailable when the speech audio cannot be made (the run goes on), and when its task failed twice', async () => {
    const agency = await givenAccount('content_creator');
    // The run's source is recorded but not in S3: extracting its speech fails.
    const master = await givenSources(await givenMaster(agency, { type: 'PUB_RADIO' }), ['radio']);
    await updateMasterFields(table(), master.id, { run_sources: master.sources });

    const answer = await makeTranscript(master.id);
    const afterMake = (await getMaster(table(), master.id))!.transcript;
    const stuck = await waitingOnTranscribe();
    await recordTranscriptFailure(stuck.id, 'States.Timeout');

    expect(answer).toEqual({ transcript: 'done' });
    expect(afterMake).toMatchObject({ status: 'unavailable', language: 'en', engine: 'transcribe' });
    expect((await getMaster(table(), stuck.id))!.transcript).toMatchObject({ status: 'unavailable' });
    expect(transcribe.calls).toEqual([]);
  });

  it('gives a master with captions no transcript, and forgets the one an earlier run made without them', async () => {
    const master = await waitingOnTranscribe();
    const withCaptions = await givenSources(master, ['radio', 'captions']);
    await updateMasterFields(table(), master.id, { run_sources: withCaptions.sources });

    const answer = await makeTranscript(master.id);

    const stored = (await getMaster(table(), master.id))!;
    expect(answer).toEqual({ transcript: 'done' });
    expect([stored.transcript, stored.transcript_files, stored.transcript_job]).toEqual([null, null, null]);
  });
});
