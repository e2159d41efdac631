/**
 * The Amazon Transcribe adapter of the `Transcriber` port (docs/transcripts.md): the speech audio is
 * put in the outputs bucket under `transcribe/<job>/`, a batch job (StartTranscriptionJob, in the language
 * `TRANSCRIBE_LANGUAGES` gives the master's) writes its JSON beside it, and `check` reads the job
 * (GetTranscriptionJob) until it completed, then the words from that JSON, and deletes both files.
 * The state machine waits between checks (a Wait state), so no Lambda sits idle while Transcribe works.
 */
import {
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  TranscribeClient,
  type LanguageCode,
} from '@aws-sdk/client-transcribe';
import { TRANSCRIBE_WORK_PREFIX, type Language, type TranscriptWord } from '@masterport/contract';
import { awsRegion, config } from '../config.ts';
import { deleteObjects, getSmallObject, uploadFile } from './storage.ts';
import type { TranscriberAnswer, TranscriptJob, Transcriber, TranscriptRequest } from './transcriber.ts';

let client: TranscribeClient | undefined;
const transcribe = () => (client ??= new TranscribeClient({ region: awsRegion() }));

/** Unit tests pass a client that aws-sdk-client-mock answers; undefined goes back to the real one. */
export const setTranscribeClientForTests = (testClient: TranscribeClient | undefined): void => {
  client = testClient;
};

/**
 * Canadian French for French masters; US English for English ones: Transcribe has no Canadian English
 * (its English models are en-US, en-GB, en-AU, en-IE, en-IN, en-NZ, en-ZA, en-AB, en-WL; issue 32
 * asked for en-CA, which StartTranscriptionJob refuses), and North American English is the nearest.
 */
export const TRANSCRIBE_LANGUAGES: Readonly<Record<Language, LanguageCode>> = { en: 'en-US', fr: 'fr-CA' };

/** Transcribe's output of a 2-minute spot is about 100 KB; this bounds what a check reads whole. */
const MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

const workPrefix = (jobName: string) => `${TRANSCRIBE_WORK_PREFIX}${jobName}/`;
const audioKey = (jobName: string) => `${workPrefix(jobName)}speech.wav`;
const outputKey = (jobName: string) => `${workPrefix(jobName)}transcript.json`;

/** Transcribe's JSON output, the parts read here. */
interface TranscribeOutput {
  results?: {
    items?: {
      type?: 'pronunciation' | 'punctuation';
      start_time?: string;
      end_time?: string;
      alternatives?: { content?: string; confidence?: string }[];
    }[];
  };
}

/**
 * The words of Transcribe's output, with their times and confidence; punctuation (its own items,
 * without times) joins the word before it, so a sentence's end can end a draft caption.
 */
export function wordsFromTranscribeOutput(output: TranscribeOutput): TranscriptWord[] {
  const words: TranscriptWord[] = [];
  for (const item of output.results?.items ?? []) {
    const best = item.alternatives?.[0];
    const content = best?.content?.trim();
    if (!content) continue;
    const previous = words[words.length - 1];
    if (item.type === 'punctuation') {
      if (previous) words[words.length - 1] = { ...previous, text: `${previous.text}${content}` };
      continue;
    }
    const start = Number(item.start_time);
    const end = Number(item.end_time);
    if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
    words.push({ text: content, start, end, confidence: Number(best?.confidence ?? 0) || 0 });
  }
  return words;
}

async function readOutput(jobName: string): Promise<TranscriptWord[]> {
  const bucket = config().outputsBucket;
  const body = await getSmallObject(bucket, outputKey(jobName), MAX_OUTPUT_BYTES);
  if (body === undefined) throw new Error(`Transcribe's output of ${jobName} is missing`);
  if (body === 'too_large') throw new Error(`Transcribe's output of ${jobName} is over ${MAX_OUTPUT_BYTES} bytes`);
  const words = wordsFromTranscribeOutput(JSON.parse(body.toString('utf8')) as TranscribeOutput);
  await deleteObjects(bucket, [audioKey(jobName), outputKey(jobName)]);
  return words;
}

async function check(job: TranscriptJob): Promise<TranscriberAnswer> {
  const { TranscriptionJob } = await transcribe().send(
    new GetTranscriptionJobCommand({ TranscriptionJobName: job.jobName }),
  );
  switch (TranscriptionJob?.TranscriptionJobStatus) {
    case 'COMPLETED':
      return { state: 'made', words: await readOutput(job.jobName) };
    case 'FAILED':
      throw new Error(`Transcribe job ${job.jobName} failed: ${TranscriptionJob.FailureReason ?? 'no reason given'}`);
    default:
      return { state: 'running', job };
  }
}

async function start(request: TranscriptRequest): Promise<TranscriberAnswer> {
  const bucket = config().outputsBucket;
  await uploadFile(bucket, audioKey(request.jobName), request.audioPath, 'audio/wav');
  try {
    await transcribe().send(
      new StartTranscriptionJobCommand({
        TranscriptionJobName: request.jobName,
        LanguageCode: TRANSCRIBE_LANGUAGES[request.language],
        MediaFormat: 'wav',
        MediaSampleRateHertz: 16_000,
        Media: { MediaFileUri: `s3://${bucket}/${audioKey(request.jobName)}` },
        OutputBucketName: bucket,
        OutputKey: outputKey(request.jobName),
      }),
    );
  } catch (error) {
    // A retried step whose first try started the job: the job is ours, wait for it.
    if (!(error instanceof ConflictException)) throw error;
  }
  return { state: 'running', job: { jobName: request.jobName } };
}

export const amazonTranscribe: Transcriber = { engine: 'transcribe', start, check };
