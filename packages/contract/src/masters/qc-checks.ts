/**
 * The checks quality control reports, one QC item (or more) each: the media package's rules make
 * them and the QC tab names them (`checks.<name>` in the SPA's masters dictionary).
 */

/**
 * The caption content checks (issue 32): advice a station's caption rules would give, shown as
 * warnings on the QC tab. They do not change the master's result until a station's spec makes
 * them errors (docs/architecture.md, "Caption content checks"). An SCC in non-drop timecode
 * (`caption_timecode`) is not advice: it plays off time, and keeps the warning result it had.
 */
export const CAPTION_ADVICE_CHECKS = [
  'caption_empty',
  'caption_reading_speed',
  'caption_duration',
  'caption_lines',
  'caption_gaps',
  'caption_after_picture',
  'caption_scc_length',
  'caption_music',
] as const;
export type CaptionAdviceCheck = (typeof CAPTION_ADVICE_CHECKS)[number];
export const isCaptionAdvice = (check: string): check is CaptionAdviceCheck =>
  (CAPTION_ADVICE_CHECKS as readonly string[]).includes(check);

export const QC_CHECKS = [
  'sources',
  'container',
  'video_codec',
  'resolution',
  'ratio',
  'frame_rate',
  'field_order',
  'duration',
  'audio_duration',
  'audio_layout',
  'audio_codec',
  'sample_rate',
  'bit_depth',
  'bit_rate',
  'silent_tracks',
  'loudness',
  'true_peak',
  'loudness_range',
  'video_levels',
  'captions',
  'scc_first_timestamp',
  'caption_timecode',
  ...CAPTION_ADVICE_CHECKS,
  'measurement',
] as const;
export type QcCheck = (typeof QC_CHECKS)[number];
