/** The content type of each file kind the platform writes or delivers, by extension. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mxf: 'application/mxf',
  mov: 'video/quicktime',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  scc: 'text/plain',
  mcc: 'text/plain',
  srt: 'application/x-subrip',
  vtt: 'text/vtt',
  xml: 'application/xml',
  pdf: 'application/pdf',
};

/** `fallback` for an extension the platform does not make. */
export const contentTypeOf = (extension: string, fallback = 'application/octet-stream'): string =>
  CONTENT_TYPES[extension.toLowerCase()] ?? fallback;
