/**
 * @masterport/media: everything a processing task does to media, with no AWS SDK. A Step Functions task
 * downloads the sources, calls these functions with local paths, and uploads what they write.
 */
export {
  binaryPath,
  ffmpegVersion,
  FfmpegError,
  runFfmpeg,
  runFfprobe,
  type FfmpegVersions,
  type RunOptions,
  type RunResult,
} from './ffmpeg.ts';
export {
  countVideoFrames,
  parseProbeJson,
  probe,
  videoFrames,
  type AudioStream,
  type ProbeResult,
  type VideoStream,
} from './probe.ts';
export { parseRational, RATES, rateName, toNumber, type Rational } from './rational.ts';
export {
  addFrames,
  framesToSamples,
  framesToTc,
  isDropFrameLabel,
  realTimeFrames,
  secondsToTc,
  startLabelAtRate,
  tcToFrames,
  timecodeFrames,
} from './timecode.ts';
export { LOUDNESS_TARGETS, uniqueIdType, type MasterSpec, type SourceFiles } from './master.ts';
export { resolveAudioMap, stereoPair, type AudioMap, type ChannelRef } from './audio-map.ts';

// Quality control
export { measureSources, runQualityControl, type QualityControlOptions } from './qc/run-quality-control.ts';
export { evaluateQc, overallResult, problemCodes, QC_LIMITS, qcResultFrom } from './qc/rules.ts';
export { QC_MESSAGES, qcMessage, type LocalizedMessage, type QcMessageKey } from './qc/messages.ts';
export {
  measureAudio,
  measureStereoLoudness,
  type AudioMeasurements,
  type LoudnessSummary,
} from './qc/measure-audio.ts';
export { measureVideoLevels, type VideoLevels } from './qc/measure-video.ts';
export type {
  CaptionsInfo,
  QcCheck,
  QcItem,
  QcMeasurements,
  QcOverallResult,
  QcProblemCode,
  QcResult,
  QcStatus,
} from './qc/types.ts';

// Outputs
export {
  encodedAlike,
  encodingOf,
  isMediaProfile,
  OUTPUT_CATEGORIES,
  OUTPUT_KEYS,
  OUTPUT_PROFILES,
  outputFileName,
  outputProfile,
  SIDECAR_FORMATS,
  sidecarKey,
  sidecarOf,
  SLATE_XML_PREFIX,
  sourceFileName,
  type MediaProfile,
  type OutputCategory,
  type OutputProfile,
} from './outputs/profiles.ts';
export { outputKeysFor, type OutputKeyOptions } from './outputs/output-keys.ts';
export {
  captionProgramStart,
  captionTimelineMismatches,
  mxfProgramStart,
  SCC_OFFSET_PROGRAM_START,
} from './outputs/caption-timeline.ts';
export { LAYOUTS, planLayout, type LayoutId, type LayoutPlan, type LayoutProfile } from './outputs/layouts.ts';
export {
  buildFfmpegArgs,
  buildLayoutClipArgs,
  buildMultiOutputArgs,
  profilePlan,
  renditionSize,
  type OutputJob,
  type RenderContext,
} from './outputs/ffmpeg-args.ts';
export {
  completeContext,
  prepareRenderContext,
  renderOutputs,
  type RenderedOutput,
  type RenderOptions,
} from './outputs/render.ts';
export {
  isAssemblable,
  keepMxfProgram,
  renderMxfAssembled,
  rewriteGopTimecodes,
  type AssemblyReport,
} from './outputs/assemble-mxf.ts';
export { renderH264Shared, sharedPictureGroups } from './outputs/assemble-h264.ts';
export { pictureStoreId, type PictureStore } from './outputs/picture-store.ts';
export { embedA53Captions, readA53Captions } from './outputs/embed-captions.ts';
export { gainPlan, loudnessPlanKey, startPlan, type GainPlan } from './outputs/loudness.ts';
export { sourceScan, type SourceScan } from './outputs/frame-rate.ts';
export { calibrateLoudness, type CalibratedPlan } from './outputs/calibrate-loudness.ts';
export { fontPath, slateText } from './outputs/slate.ts';
export { extractThumbnails, renderSlatePreview, SLATE_PREVIEW_SIZE, type Thumbnail } from './outputs/stills.ts';
export {
  checkOutput,
  codedPictureHashes,
  decodesCleanly,
  gopStructure,
  gopTimecodes,
  inspectOutput,
  LOUDNESS_CHECKS,
  loudnessPromiseMiss,
  plannedOutputFacts,
  PROMISED_LOUDNESS_LU,
  silenceSpans,
  type GopFacts,
  type OutputCheck,
  type OutputFacts,
} from './outputs/verify.ts';
export { xmlSlate, type XmlSlateExtras } from './xml-slate.ts';

// Captions
export {
  inspectCaptions,
  makeCaptionOutputs,
  makeCaptionSidecars,
  toSccLines,
  type CaptionOutputs,
  type CaptionOutputsOptions,
} from './captions/convert.ts';
export { CaptionFormatError, offsetScc, parseScc, rebaseSccText, sccToCues, writeScc } from './captions/scc.ts';
export { cuesToSccLines } from './captions/encode-608.ts';
export { mccToCues, writeMcc } from './captions/mcc.ts';
export { parseSrt, writeSrt } from './captions/srt.ts';
export { parseWebVtt, writeWebVtt } from './captions/webvtt.ts';
export type { Cue } from './captions/types.ts';
export { CAPTION_RULES, captionRulesFor, type CaptionFinding, type CaptionRules } from './captions/content-checks.ts';
export { captionFindings, type CaptionMaster } from './qc/caption-content.ts';

// MediaConvert (the second encoder for long or large sources): job settings only, no AWS call here
export {
  h264Level,
  mediaConvertJobSettings,
  mediaConvertSupport,
  MediaConvertUnsupportedError,
  qvbrQualityFromCrf,
  type MediaConvertInputs,
  type MediaConvertSupport,
} from './mediaconvert/job-settings.ts';
export { renderLayoutClips, type LayoutClipFiles } from './mediaconvert/layout-clips.ts';
export type * as MediaConvert from './mediaconvert/types.ts';
export { extractSpeechAudio, speechAudioArgs, SPEECH_SAMPLE_RATE } from './speech/speech-audio.ts';
export {
  locatePocketsphinx,
  parsePocketsphinxLine,
  POCKETSPHINX_DEBIAN_PACKAGES,
  RecognizerMissing,
  recognizeWithPocketsphinx,
} from './speech/pocketsphinx.ts';
export { cuesFromWords, TRANSCRIPT_CUE_ROWS } from './captions/transcript-cues.ts';
