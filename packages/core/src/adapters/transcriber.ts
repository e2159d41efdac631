import type { Language, TranscriptEngine, TranscriptWord } from '@masterport/contract';

/**
 * The speech recognizer port (issue 32, docs/transcripts.md): the speech audio of a master in, its
 * words with their times out. Amazon Transcribe in AWS (`transcribe.ts`, a job the state machine
 * waits for), pocketsphinx on the local cloud (`processing/local-transcriber.ts`, at once).
 * A recognizer that fails throws: the processing step records the transcript as unavailable and the
 * run goes on.
 */
export interface Transcriber {
  readonly engine: TranscriptEngine;
  /** Transcribes the audio, or starts a job that does (`running`: the caller checks it later). */
  start(request: TranscriptRequest): Promise<TranscriberAnswer>;
  /** Where a started job stands; its words once it completed. */
  check(job: TranscriptJob): Promise<TranscriberAnswer>;
}

export interface TranscriptRequest {
  /** The speech audio: a mono 16 kHz 16-bit WAV (`extractSpeechAudio`), on local disk. */
  readonly audioPath: string;
  /** Its length, in seconds. */
  readonly seconds: number;
  readonly language: Language;
  /** A name unique to the master's run: the job's name, so a retried step finds its own job. */
  readonly jobName: string;
}

/** A started job, as the run remembers it between checks. */
export interface TranscriptJob {
  readonly jobName: string;
}

export type TranscriberAnswer =
  | { readonly state: 'made'; readonly words: readonly TranscriptWord[] }
  | { readonly state: 'running'; readonly job: TranscriptJob }
  /** No recognizer for this language here (French on the local cloud, or pocketsphinx not installed). */
  | { readonly state: 'not_here' };
