/**
 * The transcript of a master without captions (issue 32, docs/transcripts.md): a branch of the run,
 * beside the output steps, that extracts the master's speech audio, has the `Transcriber` port
 * recognise it, and stores the words (a JSON file), the draft captions grouped from them (SRT and
 * WebVTT) and their text in the master's search text. It never fails the run: whatever goes wrong
 * leaves the transcript `unavailable` and the run goes on.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { MasterTranscript, TranscriptFile, TranscriptWord } from '@masterport/contract';
import { cuesFromWords, extractSpeechAudio, writeSrt, writeWebVtt } from '@masterport/media';
import { getMaster, nowIso, updateMasterFields, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { putText } from '../adapters/storage.ts';
import { amazonTranscribe } from '../adapters/transcribe.ts';
import type { TranscriberAnswer, Transcriber } from '../adapters/transcriber.ts';
import { config } from '../config.ts';
import { contentTypeOf } from '../content-types.ts';
import { logger } from '../logger.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { localTranscriber } from './local-transcriber.ts';
import { outputPrefix } from './run-files.ts';
import { spokenFields } from './spoken-lines.ts';
import { meterMadeFile } from './steps.ts';
import { localSources, masterSpec, workDir, type RunMaster } from './workspace.ts';

/** What the state machine reads of a transcript task: `waiting` sends it to its Wait state, then to a check. */
export interface TranscriptStepResult {
  readonly transcript: 'done' | 'waiting';
}
const DONE: TranscriptStepResult = { transcript: 'done' };

/**
 * The transcript's text kept in the master's search text and shown on its page: about four minutes
 * of speech, far more than any spot says; the JSON file keeps every word.
 */
export const TRANSCRIPT_SEARCH_CHARACTERS = 4_000;
/** A Transcribe job not done after this long is given up (it takes a fraction of the audio's length). */
export const TRANSCRIPT_WAIT_LIMIT_MS = 60 * 60_000;

/** The recognizer of this deployment: Amazon Transcribe in AWS, pocketsphinx on the local cloud. */
export const transcriber = (): Transcriber =>
  config().transcriber === 'transcribe' ? amazonTranscribe : localTranscriber;

/**
 * Whether a run makes a transcript: a whole run (not a remade output) of a master without captions,
 * radio, web or TV. A master with captions gets none: its captions are what is said, written and
 * checked by people, already searchable with their times (docs/transcripts.md says why).
 */
export const makesTranscript = (master: Pick<RunMaster, 'run_options' | 'sources'>): boolean =>
  !master.run_options.only_keys && master.sources.captions?.status !== 'uploaded';

/** Transcribe's job name: one per master and run, so a retried task finds the job its first try started. */
const jobName = (master: Pick<MasterItem, 'id' | 'revision'>) => `masterport-${master.id}-r${master.revision}`;

async function runMaster(masterId: string): Promise<RunMaster | undefined> {
  const stored = await getMaster(table(), masterId);
  return stored ? requireCompleteSlate({ ...stored, sources: stored.run_sources }) : undefined;
}

/** The transcript's files under the run's prefix, named after the master's ID. */
function transcriptKeys(master: RunMaster): NonNullable<MasterItem['transcript_files']> {
  const prefix = `${outputPrefix(master)}transcript/${master.unique_id}_TRANSCRIPT`;
  return { words_key: `${prefix}.json`, srt_key: `${prefix}_DRAFT.srt`, vtt_key: `${prefix}_DRAFT.vtt` };
}

async function storeWords(
  master: RunMaster,
  transcript: MasterTranscript,
  words: readonly TranscriptWord[],
): Promise<void> {
  const cues = cuesFromWords(words);
  const files = words.length ? transcriptKeys(master) : null;
  if (files) {
    const bucket = config().outputsBucket;
    const file: TranscriptFile = { language: transcript.language, engine: transcript.engine, words: [...words] };
    const written: [string, string, string][] = [
      [files.words_key, JSON.stringify(file), contentTypeOf('json', 'application/json')],
      [files.srt_key, writeSrt(cues), contentTypeOf('srt')],
      [files.vtt_key, writeWebVtt(cues), contentTypeOf('vtt')],
    ];
    for (const [key, text, type] of written)
      await meterMadeFile(master, bucket, key, await putText(bucket, key, text, type));
  }
  await updateMasterFields(table(), master.id, {
    transcript: { ...transcript, status: 'made', word_count: words.length, made_on: nowIso() },
    transcript_files: files,
    transcript_job: null,
    ...spokenFields(cues, TRANSCRIPT_SEARCH_CHARACTERS),
  });
}

/** Records what the recognizer answered; `waiting` while its job runs. */
async function settle(
  master: RunMaster,
  transcript: MasterTranscript,
  answer: TranscriberAnswer,
): Promise<TranscriptStepResult> {
  if (answer.state === 'made') {
    await storeWords(master, transcript, answer.words);
    return DONE;
  }
  if (answer.state === 'running') {
    await updateMasterFields(table(), master.id, { transcript, transcript_job: answer.job.jobName });
    return { transcript: 'waiting' };
  }
  await updateMasterFields(table(), master.id, {
    transcript: { ...transcript, status: 'not_local', made_on: nowIso() },
    transcript_job: null,
  });
  return DONE;
}

/** The recognizer failed (or was given up on): the transcript is unavailable, the run goes on. */
async function markUnavailable(master: Pick<MasterItem, 'id'>, transcript: MasterTranscript, error: unknown) {
  logger.warn('Transcript unavailable', { masterId: master.id, error: String(error) });
  await updateMasterFields(table(), master.id, {
    transcript: { ...transcript, status: 'unavailable', made_on: nowIso() },
    transcript_job: null,
  });
}

/**
 * The run's transcript task: for a master with captions, forgets a transcript an earlier run made
 * (the captions are what is said now); for one without, extracts the speech audio and starts the
 * recognizer. Answers `waiting` while a Transcribe job works.
 */
export async function makeTranscript(masterId: string): Promise<TranscriptStepResult> {
  const master = await runMaster(masterId);
  if (!master || master.run_options.only_keys) return DONE;
  if (!makesTranscript(master)) {
    if (master.transcript)
      await updateMasterFields(table(), master.id, { transcript: null, transcript_files: null, transcript_job: null });
    return DONE;
  }
  const recognizer = transcriber();
  const transcript: MasterTranscript = {
    status: 'running',
    language: master.language,
    engine: recognizer.engine,
    word_count: 0,
    revision: master.revision,
    started_on: nowIso(),
    made_on: null,
  };
  // The words of the sources this run reads replace the earlier run's (its files go when the run completes).
  await updateMasterFields(table(), master.id, {
    transcript,
    transcript_files: null,
    transcript_job: null,
    spoken: [],
    spoken_text: '',
  });
  try {
    const folder = join(workDir(master), 'transcript');
    await mkdir(folder, { recursive: true });
    const audioPath = join(folder, 'speech.wav');
    const seconds = await extractSpeechAudio(masterSpec(master), await localSources(master), audioPath);
    const answer = await recognizer.start({ audioPath, seconds, language: master.language, jobName: jobName(master) });
    return await settle(master, transcript, answer);
  } catch (error) {
    await markUnavailable(master, transcript, error);
    return DONE;
  }
}

/** A check of the run's Transcribe job, after the state machine's wait: its words once it completed. */
export async function checkTranscript(masterId: string): Promise<TranscriptStepResult> {
  const master = await runMaster(masterId);
  const transcript = master?.transcript;
  if (!master || !transcript || transcript.status !== 'running' || !master.transcript_job) return DONE;
  try {
    if (Date.now() - Date.parse(transcript.started_on) > TRANSCRIPT_WAIT_LIMIT_MS)
      throw new Error(`Transcribe job ${master.transcript_job} still running after ${TRANSCRIPT_WAIT_LIMIT_MS} ms`);
    return await settle(master, transcript, await transcriber().check({ jobName: master.transcript_job }));
  } catch (error) {
    await markUnavailable(master, transcript, error);
    return DONE;
  }
}

/**
 * The transcript branch's task failed twice (or the run ends with it still running): the transcript
 * of this run is unavailable, never the run's failure.
 */
export async function recordTranscriptFailure(masterId: string, error?: unknown): Promise<TranscriptStepResult> {
  const master = await getMaster(table(), masterId);
  const transcript = master?.transcript;
  if (master && transcript?.status === 'running' && transcript.revision === master.revision)
    await markUnavailable(master, transcript, error ?? 'the transcript task failed');
  return DONE;
}

/** What a failed run leaves of its transcript: nothing (its files go with the run's prefix). */
export const forgetRunTranscript = (
  master: MasterItem,
): Partial<Pick<MasterItem, 'transcript' | 'transcript_files' | 'transcript_job' | 'spoken' | 'spoken_text'>> =>
  master.transcript?.revision === master.revision
    ? { transcript: null, transcript_files: null, transcript_job: null, spoken: [], spoken_text: '' }
    : {};
