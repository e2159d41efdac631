import * as z from 'zod';
import { languageSchema } from '../schemas/fields.ts';

/**
 * What is said in a master without captions (issue 32, docs/transcripts.md): a transcript made
 * during processing by a speech recognizer behind the `Transcriber` port (Amazon Transcribe in AWS,
 * pocketsphinx on the local cloud).
 * - `running`: the recognizer works on it (Transcribe's job has not ended yet);
 * - `made`: its words are stored, searchable and offered as draft captions;
 * - `unavailable`: the recognizer failed or gave no word; the run went on without it;
 * - `not_local`: no recognizer for the master's language where it runs (French on the local cloud:
 *   no French model is packaged, so none is faked).
 */
export const TRANSCRIPT_STATUSES = ['running', 'made', 'unavailable', 'not_local'] as const;
export const transcriptStatusSchema = z.enum(TRANSCRIPT_STATUSES);
export type TranscriptStatus = z.infer<typeof transcriptStatusSchema>;

/** Which recognizer made it: Amazon Transcribe (AWS) or pocketsphinx (the local cloud). */
export const TRANSCRIPT_ENGINES = ['transcribe', 'pocketsphinx'] as const;
export const transcriptEngineSchema = z.enum(TRANSCRIPT_ENGINES);
export type TranscriptEngine = z.infer<typeof transcriptEngineSchema>;

/** A master's transcript as it is stored and answered: where it stands, not its words. */
export const masterTranscriptSchema = z.object({
  status: transcriptStatusSchema,
  language: languageSchema,
  engine: transcriptEngineSchema,
  /** Words recognised (0 until made). */
  word_count: z.number(),
  /** The run (revision) that made it. */
  revision: z.number(),
  started_on: z.string(),
  made_on: z.string().nullable(),
});
export type MasterTranscript = z.infer<typeof masterTranscriptSchema>;

/** One recognised word, its times in seconds in the master's timeline (from its first frame of action). */
export const transcriptWordSchema = z.object({
  text: z.string(),
  start: z.number(),
  end: z.number(),
  /** The recognizer's confidence, 0 to 1. */
  confidence: z.number(),
});
export type TranscriptWord = z.infer<typeof transcriptWordSchema>;

/** A pause this long between two words starts a new caption of the draft, and a new line where the transcript is shown. */
export const TRANSCRIPT_PAUSE_SECONDS = 0.75;

/** The transcript file stored beside the run's outputs (the master page reads it through a short-lived link). */
export const transcriptFileSchema = z.object({
  language: languageSchema,
  engine: transcriptEngineSchema,
  words: z.array(transcriptWordSchema),
});
export type TranscriptFile = z.infer<typeof transcriptFileSchema>;

/**
 * Short-lived links to the transcript's files, when it is made: its words (JSON) and the draft
 * captions grouped from them (SRT and WebVTT), which the user corrects and uploads as captions.
 */
export const transcriptLinksSchema = z.object({ words_url: z.string(), srt_url: z.string(), vtt_url: z.string() });
export type TranscriptLinks = z.infer<typeof transcriptLinksSchema>;

/**
 * Where Amazon Transcribe's working files go in the outputs bucket (the speech audio it reads, the
 * JSON it writes): outside any master's files, deleted once the transcript is stored, and expired by
 * the bucket's lifecycle after this many days when a run never came back for them.
 */
export const TRANSCRIBE_WORK_PREFIX = 'transcribe/';
export const TRANSCRIBE_WORK_DAYS = 1;
