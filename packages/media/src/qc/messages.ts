import { localiseQcValue } from '@masterport/contract';

/**
 * Quality-control messages in English and French. Seed 001 §8 gives their meanings, not their wording;
 * `{name}` placeholders are filled from the measurements (e.g. `{master_loudness}`, `{master_duration}`).
 * The QC tab shows every item, so each message says what was measured and what was expected.
 */

export interface LocalizedMessage {
  readonly en: string;
  readonly fr: string;
}

const m = (en: string, fr: string): LocalizedMessage => ({ en, fr });

export const QC_MESSAGES = {
  // Overall results
  rejected_tv: m(
    'This master was rejected: it does not meet the broadcast specifications for TV and web.',
    'Ce master a été refusé : il ne respecte pas les spécifications de diffusion télé et web.',
  ),
  rejected_radio: m(
    'This master was rejected: it does not meet the broadcast specifications for radio.',
    'Ce master a été refusé : il ne respecte pas les spécifications de diffusion radio.',
  ),
  qc_error: m(
    'Quality control could not be completed because of an error. Please contact our support team.',
    'Le contrôle qualité n’a pas pu être complété à cause d’une erreur. Veuillez contacter notre équipe de soutien.',
  ),
  waiting_sources: m(
    'Waiting for sources: upload them to start encoding.',
    'En attente des sources : téléversez-les pour lancer l’encodage.',
  ),

  // Sources and format
  source_missing: m('The source file {file} is missing.', 'Le fichier source {file} est manquant.'),
  source_ok: m('All source files are present.', 'Tous les fichiers sources sont présents.'),
  not_media: m(
    'The source file {file} is not an audio or video file that can be read. Accepted file types: {expected}.',
    'Le fichier source {file} n’est pas un fichier audio ou vidéo lisible. Types de fichiers acceptés : {expected}.',
  ),
  invalid_codec: m(
    'Invalid codec: {measured}. Accepted: {expected}.',
    'Codec invalide : {measured}. Acceptés : {expected}.',
  ),
  invalid_container: m(
    'Invalid file type: {measured}. Accepted: {expected}.',
    'Type de fichier invalide : {measured}. Acceptés : {expected}.',
  ),
  container_ok: m('File type {measured} is accepted.', 'Le type de fichier {measured} est accepté.'),
  codec_ok: m('Codec {measured} is accepted.', 'Le codec {measured} est accepté.'),
  invalid_resolution: m(
    'Invalid resolution: {measured}. Expected: {expected}.',
    'Résolution invalide : {measured}. Attendue : {expected}.',
  ),
  low_resolution: m(
    'Resolution {measured} is below {expected}: outputs will be upscaled.',
    'La résolution {measured} est inférieure à {expected} : les versions seront agrandies.',
  ),
  resolution_ok: m('Resolution {measured}.', 'Résolution {measured}.'),
  invalid_ratio: m(
    'Invalid ratio: the picture is {measured}, the master is declared {expected}.',
    'Format d’image invalide : l’image est en {measured}, le master est déclaré en {expected}.',
  ),
  ratio_ok: m('Ratio {measured}.', 'Format d’image {measured}.'),
  invalid_frame_rate: m(
    'Invalid frame rate: {measured} fps. Accepted: {expected}.',
    'Fréquence d’images invalide : {measured} i/s. Acceptées : {expected}.',
  ),
  frame_rate_warning: m(
    'Frame rate {measured} fps is unusual; expected {expected}.',
    'La fréquence d’images {measured} i/s est inhabituelle; attendue : {expected}.',
  ),
  frame_rate_ok: m('Frame rate {measured} fps.', 'Fréquence d’images {measured} i/s.'),
  field_order_warning: m(
    'The picture is bottom field first; TV outputs will be re-interlaced top field first.',
    'L’image est à trame inférieure en premier; les versions télé seront réentrelacées trame supérieure en premier.',
  ),
  field_order_ok: m('Scan: {measured}.', 'Balayage : {measured}.'),

  // Duration
  invalid_duration: m(
    'Duration not equal to {master_duration} seconds: the source lasts {measured}.',
    'La durée n’est pas égale à {master_duration} secondes : la source dure {measured}.',
  ),
  duration_ok: m(
    'Duration {measured} matches {master_duration} seconds.',
    'La durée {measured} correspond à {master_duration} secondes.',
  ),
  invalid_audio_duration: m(
    'Invalid audio duration: the audio lasts {measured}, the picture {expected}.',
    'Durée audio invalide : l’audio dure {measured}, l’image {expected}.',
  ),
  audio_duration_ok: m('Audio and picture have the same duration.', 'L’audio et l’image ont la même durée.'),
  radio_duration_short: m(
    'The radio spot lasts {measured}, shorter than the {master_duration} seconds on its slate (at most {tolerance} s less).',
    'Le message radio dure {measured}, moins que les {master_duration} secondes de son ardoise (au plus {tolerance} s de moins).',
  ),
  radio_duration_long: m(
    'The radio spot lasts {measured}, more than {tolerance} s beyond the {master_duration} seconds on its slate.',
    'Le message radio dure {measured}, plus de {tolerance} s au-delà des {master_duration} secondes de son ardoise.',
  ),
  radio_duration_over_slate: m(
    'The radio spot lasts {measured}, longer than the {master_duration} seconds on its slate.',
    'Le message radio dure {measured}, plus que les {master_duration} secondes de son ardoise.',
  ),

  // Audio layout and format
  tv_needs_8_tracks: m(
    'The source lacks 8 mono audio tracks (found {measured}).',
    'La source n’a pas 8 pistes audio mono ({measured} trouvées).',
  ),
  web_needs_2_tracks: m(
    'A web master needs 2 mono audio streams or one stereo stream (found {measured}).',
    'Un master web doit avoir 2 flux audio mono ou un flux stéréo ({measured} trouvés).',
  ),
  radio_not_stereo: m(
    'A radio master must be stereo (found {measured}).',
    'Un master radio doit être en stéréo ({measured} trouvés).',
  ),
  radio_not_single_stream: m(
    'A radio master must have a single audio stream (found {measured}).',
    'Un master radio doit avoir un seul flux audio ({measured} trouvés).',
  ),
  no_audio: m('The source has no audio.', 'La source n’a pas d’audio.'),
  audio_layout_ok: m('Audio layout: {measured}.', 'Disposition audio : {measured}.'),
  invalid_sample_rate: m(
    'Invalid audio sample rate: {measured} Hz. Expected: {expected}.',
    'Fréquence d’échantillonnage invalide : {measured} Hz. Attendue : {expected}.',
  ),
  radio_sample_rate: m(
    'A radio master must be sampled at 44100 Hz or more (found {measured} Hz).',
    'Un master radio doit être échantillonné à 44100 Hz ou plus ({measured} Hz trouvés).',
  ),
  sample_rate_ok: m('Sample rate {measured} Hz.', 'Fréquence d’échantillonnage {measured} Hz.'),
  invalid_audio_codec: m(
    'Invalid audio codec: {measured}. Accepted: {expected}.',
    'Codec audio invalide : {measured}. Acceptés : {expected}.',
  ),
  invalid_bit_depth: m(
    'Audio must be at least 16 bits (found {measured}).',
    'L’audio doit être d’au moins 16 bits ({measured} trouvés).',
  ),
  radio_bit_depth: m(
    'A radio master must be at least 16 bits (found {measured}).',
    'Un master radio doit être d’au moins 16 bits ({measured} trouvés).',
  ),
  bit_depth_warning: m(
    'Audio is {measured}; 24 bits is preferred.',
    'L’audio est en {measured}; 24 bits est préférable.',
  ),
  bit_depth_ok: m('Audio bit depth {measured}.', 'Résolution audio {measured}.'),
  radio_bitrate: m(
    'The MP3 bit rate {measured} is too low for radio (at least {expected}).',
    'Le débit MP3 de {measured} est trop faible pour la radio (au moins {expected}).',
  ),
  bitrate_ok: m('Bit rate {measured}.', 'Débit {measured}.'),

  // Levels
  silent_tracks: m('Silent tracks: {tracks}.', 'Pistes silencieuses : {tracks}.'),
  silent_tracks_warning: m(
    'Silent tracks: {tracks} (allowed for centre, LFE and surround, but check the mix).',
    'Pistes silencieuses : {tracks} (permis pour le centre, le LFE et les ambiophoniques, mais vérifiez le mixage).',
  ),
  radio_silent: m('The radio spot is silent on {tracks}.', 'Le message radio est silencieux sur {tracks}.'),
  no_silent_tracks: m('No silent track.', 'Aucune piste silencieuse.'),
  loudness: m(
    'Loudness measured {master_loudness} LKFS; the target is {target} LKFS.',
    'Sonie mesurée {master_loudness} LKFS; la cible est {target} LKFS.',
  ),
  loudness_rejected: m(
    'Loudness measured {master_loudness} LKFS is outside {target} ±2 LU. Use Fix loudness to correct it.',
    'La sonie mesurée de {master_loudness} LKFS est hors de {target} ±2 LU. Utilisez Corriger la sonie pour la corriger.',
  ),
  loudness_warning: m(
    'Loudness measured {master_loudness} LKFS differs from the {target} LKFS target; outputs will be normalised.',
    'La sonie mesurée de {master_loudness} LKFS diffère de la cible de {target} LKFS; les versions seront normalisées.',
  ),
  true_peak_warning: m(
    'True peak {measured} dBTP is above {expected} dBTP; outputs will be limited.',
    'La crête vraie de {measured} dBTP dépasse {expected} dBTP; les versions seront limitées.',
  ),
  true_peak_ok: m('True peak {measured} dBTP.', 'Crête vraie {measured} dBTP.'),
  loudness_range: m(
    'Loudness range (EBU R128 LRA) {measured}. Outputs made by gain alone keep it; where a true-peak limiter is needed it narrows a little (each output’s range is listed under Loudness of the outputs).',
    'Plage de sonie (LRA, EBU R128) {measured}. Les versions obtenues par simple gain la conservent; là où un limiteur de crête vraie est nécessaire, elle se resserre un peu (la plage de chaque version figure sous Sonie des versions).',
  ),
  video_levels_warning: m(
    'Video levels: up to {measured} of the picture is outside the broadcast range (web video levels are only a warning).',
    'Niveaux vidéo : jusqu’à {measured} de l’image est hors de la plage de diffusion (les niveaux vidéo web ne sont qu’un avertissement).',
  ),
  video_levels_rejected: m(
    'Rejected for broadcast specs: up to {measured} of the picture is outside the EBU R103 tolerance ({expected}). Correct the video levels and upload again.',
    'Refusé selon les normes de diffusion : jusqu’à {measured} de l’image est hors de la tolérance EBU R103 ({expected}). Corrigez les niveaux vidéo et téléversez de nouveau.',
  ),
  video_levels_tv_warning: m(
    'Video levels: up to {measured} of the picture is outside the broadcast range, within the EBU R103 tolerance.',
    'Niveaux vidéo : jusqu’à {measured} de l’image est hors de la plage de diffusion, dans la tolérance EBU R103.',
  ),
  video_levels_ok: m('Video levels within the broadcast range.', 'Niveaux vidéo dans la plage de diffusion.'),

  // Captions
  missing_captions: m(
    'Captions are missing: a TV master needs an .scc or .srt file.',
    'Les sous-titres sont manquants : un master télé doit avoir un fichier .scc ou .srt.',
  ),
  captions_ok: m('Captions present ({measured}).', 'Sous-titres présents ({measured}).'),
  invalid_first_scc_timestamp: m(
    'Invalid first SCC timestamp {measured}: captions must start at the program start, {expected}.',
    'Premier horodatage SCC invalide {measured} : les sous-titres doivent commencer au début du programme, {expected}.',
  ),
  invalid_captions: m(
    'The captions file could not be read: {measured}.',
    'Le fichier de sous-titres n’a pas pu être lu : {measured}.',
  ),
  first_scc_timestamp_ok: m('First caption at {measured}.', 'Premier sous-titre à {measured}.'),

  // Caption content (issue 32). Warnings: {cue} is the caption's number, {at} when it starts in the
  // master's timecode, {value} and {threshold} the rule's numbers (captions/content-checks.ts).
  caption_no_captions: m(
    'The captions file holds no caption.',
    'Le fichier de sous-titres ne contient aucun sous-titre.',
  ),
  caption_empty_cue: m('A caption at {at} has a time and no text.', 'Un sous-titre à {at} a un temps et aucun texte.'),
  caption_empty_ok: m('Every caption has text.', 'Chaque sous-titre a un texte.'),
  caption_reading_speed: m(
    'Caption {cue} at {at} reads at {value} characters per second; stations expect {threshold} or fewer.',
    'Le sous-titre {cue} à {at} se lit à {value} caractères par seconde; les stations en attendent {threshold} ou moins.',
  ),
  caption_reading_speed_ok: m(
    'Every caption reads within the limit ({expected}).',
    'Chaque sous-titre se lit dans la limite ({expected}).',
  ),
  caption_cue_too_short: m(
    'Caption {cue} at {at} is on screen for {value}\u00a0s; stations expect at least {threshold}\u00a0s.',
    'Le sous-titre {cue} à {at} reste à l’écran {value}\u00a0s; les stations attendent au moins {threshold}\u00a0s.',
  ),
  caption_cue_too_long: m(
    'Caption {cue} at {at} is on screen for {value}\u00a0s; stations expect {threshold}\u00a0s or less.',
    'Le sous-titre {cue} à {at} reste à l’écran {value}\u00a0s; les stations attendent au plus {threshold}\u00a0s.',
  ),
  caption_duration_ok: m('Every caption stays on screen {expected}.', 'Chaque sous-titre reste à l’écran {expected}.'),
  caption_line_too_long: m(
    'Caption {cue} at {at} has a line of {value} characters; a TV caption row holds {threshold}, so the line is broken again.',
    'Le sous-titre {cue} à {at} a une ligne de {value} caractères; une rangée de sous-titre télé en contient {threshold}, la ligne est donc recoupée.',
  ),
  caption_too_many_rows: m(
    'Caption {cue} at {at} needs {value} rows; a TV caption shows {threshold} at most.',
    'Le sous-titre {cue} à {at} demande {value} rangées; un sous-titre télé en montre {threshold} au plus.',
  ),
  caption_lines_ok: m(
    'Every caption fits the CEA-608 screen ({expected} at most).',
    'Chaque sous-titre tient dans l’écran CEA-608 ({expected} au plus).',
  ),
  caption_overlap: m(
    'Caption {cue} at {at} starts {measured} before the previous one ends: a TV set shows one caption at a time.',
    'Le sous-titre {cue} à {at} commence {measured} avant la fin du précédent : un téléviseur n’en montre qu’un à la fois.',
  ),
  caption_gap_too_short: m(
    'Caption {cue} at {at} comes {measured} after the previous one: the screen blanks for an instant. Stations expect captions back to back or at least {threshold} frames apart.',
    'Le sous-titre {cue} à {at} arrive {measured} après le précédent : l’écran s’efface un instant. Les stations attendent des sous-titres collés ou à au moins {threshold} images d’écart.',
  ),
  caption_gaps_ok: m(
    'No overlap and no flicker between captions.',
    'Aucun chevauchement ni scintillement entre les sous-titres.',
  ),
  caption_after_picture: m(
    'Caption {cue} at {at} ends at {measured}, after the picture ends at {picture_end}.',
    'Le sous-titre {cue} à {at} se termine à {measured}, après la fin de l’image à {picture_end}.',
  ),
  caption_never_cleared: m(
    'Caption {cue} at {at} is never cleared: it would stay on screen after the picture ends at {picture_end}.',
    'Le sous-titre {cue} à {at} n’est jamais effacé : il resterait à l’écran après la fin de l’image à {picture_end}.',
  ),
  caption_after_picture_ok: m('Every caption ends with the picture.', 'Chaque sous-titre se termine avec l’image.'),
  caption_scc_longer_than_picture: m(
    'The SCC’s last code, {label}, comes {measured} after the picture ends at {picture_end}. Was it made for another cut?',
    'Le dernier code du SCC, {label}, arrive {measured} après la fin de l’image à {picture_end}. A-t-il été fait pour un autre montage?',
  ),
  caption_scc_length_ok: m('The SCC ends with the picture.', 'Le SCC se termine avec l’image.'),
  caption_scc_not_drop_frame: m(
    'The SCC is in non-drop timecode ({measured}), and every TV output plays it at 29.97 drop-frame: over the spot’s {spot_seconds} s its captions drift {drift}.',
    'Le SCC est en code temporel non drop-frame ({measured}), et chaque version télé le joue en drop-frame à 29,97 : sur les {spot_seconds} s du message, ses sous-titres se décalent de {drift}.',
  ),
  caption_timecode_ok: m('SCC timecode in drop-frame.', 'Code temporel SCC en drop-frame.'),
  caption_music_without_note: m(
    'Caption {cue} at {at} describes music without a music note ({expected}).',
    'Le sous-titre {cue} à {at} décrit de la musique sans note de musique ({expected}).',
  ),
  caption_music_only_without_note: m(
    'The captions hold no speech and no music note: caption a music-only spot with {expected} and a description of the music.',
    'Les sous-titres ne contiennent ni parole ni note de musique : sous-titrez un message musical avec {expected} et une description de la musique.',
  ),
  caption_music_only_slate_without_note: m(
    'The slate says the spot is music only and its captions hold no music note: caption the music with {expected} and a description of it.',
    'L’ardoise indique un message musical seulement et ses sous-titres ne contiennent aucune note de musique : sous-titrez la musique avec {expected} et une description.',
  ),
  caption_music_ok: m('No music caption without {expected}.', 'Aucun sous-titre de musique sans {expected}.'),
  caption_music_skipped_captions_speak: m(
    'No music caption without {expected}. The slate does not say whether the spot is music only and its captions hold speech, so it is not checked as a music-only spot.',
    'Aucun sous-titre de musique sans {expected}. L’ardoise ne dit pas si le message est musical seulement et ses sous-titres contiennent de la parole : il n’est donc pas vérifié comme message musical.',
  ),
  caption_music_skipped_not_music_only: m(
    'No music caption without {expected}. The slate says the spot has speech, so it needs no music note of its own.',
    'Aucun sous-titre de musique sans {expected}. L’ardoise indique que le message contient de la parole : il n’a pas besoin d’une note de musique à lui.',
  ),
  caption_others: m('Other captions to check: {cues}.', 'Autres sous-titres à vérifier : {cues}.'),
} as const satisfies Record<string, LocalizedMessage>;

export type QcMessageKey = keyof typeof QC_MESSAGES;

/** Fills `{name}` placeholders; unknown names stay visible so a missing value is noticed. */
export function qcMessage(key: QcMessageKey, values: Readonly<Record<string, string | number>> = {}): LocalizedMessage {
  const fill = (text: string, language: 'en' | 'fr') =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? localiseQcValue(String(values[name]), language) : whole,
    );
  const message = QC_MESSAGES[key];
  return { en: fill(message.en, 'en'), fr: fill(message.fr, 'fr') };
}
