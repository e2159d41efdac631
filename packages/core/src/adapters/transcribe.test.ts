import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FAKE_SETTINGS, useFakePorts } from '../testing/fake-ports.ts';
import { amazonTranscribe, wordsFromTranscribeOutput } from './transcribe.ts';

/**
 * Amazon Transcribe has no emulator: its client is answered by aws-sdk-client-mock (the one allowed
 * use, docs/testing.md); S3 is core's in-memory fake, so the files the adapter writes, reads and
 * deletes are real objects of it.
 */
const transcribe = mockClient(TranscribeClient);
const ports = useFakePorts();
const work = await mkdtemp(join(tmpdir(), 'transcribe-test-'));
afterEach(() => transcribe.reset());
afterAll(async () => {
  transcribe.restore();
  await rm(work, { recursive: true, force: true });
});

const BUCKET = FAKE_SETTINGS.outputsBucket;
const JOB = 'masterport-abc123-r1';

/** Transcribe's JSON output for "Visit your store." (pronunciations with times, punctuation without). */
const OUTPUT = {
  jobName: JOB,
  status: 'COMPLETED',
  results: {
    transcripts: [{ transcript: 'Visit your store.' }],
    items: [
      {
        type: 'pronunciation',
        start_time: '0.52',
        end_time: '0.9',
        alternatives: [{ confidence: '0.998', content: 'Visit' }],
      },
      {
        type: 'pronunciation',
        start_time: '0.9',
        end_time: '1.1',
        alternatives: [{ confidence: '0.97', content: 'your' }],
      },
      {
        type: 'pronunciation',
        start_time: '1.1',
        end_time: '1.6',
        alternatives: [{ confidence: '0.9', content: 'store' }],
      },
      { type: 'punctuation', alternatives: [{ confidence: '0.0', content: '.' }] },
    ],
  },
};

describe('the Amazon Transcribe adapter', () => {
  it('reads the words of its output with their times and confidence, punctuation joined to the word before', () => {
    expect(wordsFromTranscribeOutput(OUTPUT as never)).toEqual([
      { text: 'Visit', start: 0.52, end: 0.9, confidence: 0.998 },
      { text: 'your', start: 0.9, end: 1.1, confidence: 0.97 },
      { text: 'store.', start: 1.1, end: 1.6, confidence: 0.9 },
    ]);
    expect(wordsFromTranscribeOutput({})).toEqual([]);
  });

  it('puts the speech audio under transcribe/ and starts a job in Canadian French for a French master, writing its output beside it', async () => {
    const audioPath = join(work, 'speech.wav');
    await writeFile(audioPath, Buffer.from('RIFF....WAVE'));
    transcribe.on(StartTranscriptionJobCommand).resolves({});

    const answer = await amazonTranscribe.start({ audioPath, seconds: 5, language: 'fr', jobName: JOB });

    expect(answer).toEqual({ state: 'running', job: { jobName: JOB } });
    expect(ports.objects.object(BUCKET, `transcribe/${JOB}/speech.wav`)?.toString()).toBe('RIFF....WAVE');
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input).toEqual({
      TranscriptionJobName: JOB,
      LanguageCode: 'fr-CA',
      MediaFormat: 'wav',
      MediaSampleRateHertz: 16000,
      Media: { MediaFileUri: `s3://${BUCKET}/transcribe/${JOB}/speech.wav` },
      OutputBucketName: BUCKET,
      OutputKey: `transcribe/${JOB}/transcript.json`,
    });
  });

  it('asks for US English for an English master (Transcribe has no Canadian English), and takes a job its first try started as its own', async () => {
    const audioPath = join(work, 'speech.wav');
    await writeFile(audioPath, Buffer.from('RIFF'));
    transcribe
      .on(StartTranscriptionJobCommand)
      .rejects(new ConflictException({ message: 'The requested job name already exists.', $metadata: {} }));

    const answer = await amazonTranscribe.start({ audioPath, seconds: 5, language: 'en', jobName: JOB });

    expect(answer).toEqual({ state: 'running', job: { jobName: JOB } });
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input.LanguageCode).toBe('en-US');
  });

  it('answers running while the job works, the words once it completed (and deletes its working files), and throws when it failed', async () => {
    ports.objects.put(BUCKET, `transcribe/${JOB}/speech.wav`, Buffer.from('RIFF'));
    ports.objects.put(BUCKET, `transcribe/${JOB}/transcript.json`, Buffer.from(JSON.stringify(OUTPUT)));
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: 'IN_PROGRESS' } })
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobName: JOB, TranscriptionJobStatus: 'COMPLETED' } })
      .resolvesOnce({
        TranscriptionJob: {
          TranscriptionJobName: JOB,
          TranscriptionJobStatus: 'FAILED',
          FailureReason: 'Unsupported audio',
        },
      });

    const running = await amazonTranscribe.check({ jobName: JOB });
    const made = await amazonTranscribe.check({ jobName: JOB });
    const failed = amazonTranscribe.check({ jobName: JOB });

    expect(running).toEqual({ state: 'running', job: { jobName: JOB } });
    expect(made).toEqual({ state: 'made', words: wordsFromTranscribeOutput(OUTPUT as never) });
    expect(ports.objects.object(BUCKET, `transcribe/${JOB}/speech.wav`)).toBeUndefined();
    expect(ports.objects.object(BUCKET, `transcribe/${JOB}/transcript.json`)).toBeUndefined();
    await expect(failed).rejects.toThrow(/Unsupported audio/);
    expect(transcribe.commandCalls(GetTranscriptionJobCommand).map((call) => call.args[0].input)).toEqual(
      Array(3).fill({ TranscriptionJobName: JOB }),
    );
  });
});
