const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A Content-Disposition that saves under the user's own file name, accents kept (RFC 6266's
 * `filename*`), with a plain-ASCII `filename` for old clients. No character of the name can break
 * the header or the S3 request that carries it: control characters are dropped, lone surrogates
 * are made well-formed before percent-encoding.
 */
export function attachmentDisposition(filename: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').replace(LONE_SURROGATES, '\uFFFD') || 'download';
  const ascii =
    clean
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'download';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
