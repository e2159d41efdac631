import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** How much of a PDF's text is kept for the search box: the first pages say what it is about. */
export const DOCUMENT_TEXT_MAX = 20_000;

export class NotAPdfError extends Error {
  constructor(options?: { cause: unknown }) {
    super('not a readable PDF', options);
    this.name = 'NotAPdfError';
  }
}

/**
 * Checks a file by its bytes, whatever its name: a PDF header in the first kilobyte (as readers
 * accept it), then a full parse by pdf.js. Answers the page count and the text of the first
 * pages. No script runs (`isEvalSupported: false`), no font or network is fetched.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new NotAPdfError();
  let pdf;
  try {
    pdf = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, stopAtErrors: true, verbosity: 0 }).promise;
  } catch (error) {
    throw new NotAPdfError({ cause: error });
  }
  try {
    let text = '';
    for (let number = 1; number <= pdf.numPages && text.length < DOCUMENT_TEXT_MAX; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
    }
    return { pages: pdf.numPages, text: text.replace(/\s+/g, ' ').trim().slice(0, DOCUMENT_TEXT_MAX) };
  } finally {
    await pdf.destroy();
  }
}
