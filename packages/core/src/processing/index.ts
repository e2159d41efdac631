// Master processing, entered by the events function (a source uploaded) and the media task of the
// master-processing state machine (one step per call, MediaConvert outputs recorded after their jobs).
export * from './start-processing.ts';
export * from './run-step.ts';
// Which keys each step makes: the pipeline benchmark encodes them the same way (test/bench/pipeline.ts).
export { earlyPreviewKey, keysForStep, OUTPUT_STEPS, runKeys, sharedMxfProgramKey } from './steps.ts';
export { takeMergedSources } from './merge-sources.ts';
export { routeEncodes, selectedEncoder, type Encoder, type MediaConvertJobRequest } from './mediaconvert-jobs.ts';
export { recordMediaConvertOutputs, type FinishedJob } from './mediaconvert-record.ts';
// The transcript branch of the run (docs/transcripts.md).
export { checkTranscript, makeTranscript, recordTranscriptFailure, type TranscriptStepResult } from './transcript.ts';
