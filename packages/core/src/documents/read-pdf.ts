import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

// Loaded when a PDF is read, not when the module is: only the documents function ships them (the
// API stack keeps them out of every other bundle, which may import this module without using it).
const pdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');
const canvasModule = () => import('@napi-rs/canvas');

/** How much of a PDF's text is kept for the search box: the first pages say what it is about. */
export const DOCUMENT_TEXT_MAX = 20_000;

/** The width of a document's first-page picture in lists and on its page. */
export const DOCUMENT_THUMBNAIL_WIDTH = 320;

/** The first page as a PNG, or undefined when it cannot be drawn (the document stays usable). */
async function firstPagePng(pdf: PDFDocumentProxy): Promise<Buffer | undefined> {
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: DOCUMENT_THUMBNAIL_WIDTH / page.getViewport({ scale: 1 }).width });
    const { createCanvas } = await canvasModule();
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    // pdf.js types its canvas as the browser's; @napi-rs/canvas implements the part it draws with.
    type RenderParameters = Parameters<typeof page.render>[0];
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: canvas.getContext('2d') as unknown as RenderParameters['canvasContext'],
      viewport,
    } as RenderParameters).promise;
    return canvas.toBuffer('image/png');
  } catch {
    return undefined;
  }
}

export class NotAPdfError extends Error {
  constructor(options?: { cause: unknown }) {
    super('not a readable PDF', options);
    this.name = 'NotAPdfError';
  }
}

/**
 * Checks a file by its bytes, whatever its name: a PDF header in the first kilobyte (as readers
 * accept it), then a full parse by pdf.js. Answers the page count, the text of the first pages
 * and a picture of the first page (drawn with @napi-rs/canvas). No script runs
 * (`isEvalSupported: false`), no font or network is fetched.
 */
export async function readPdf(bytes: Uint8Array): Promise<{ pages: number; text: string; thumbnail?: Buffer }> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) throw new NotAPdfError();
  let pdf;
  try {
    const { getDocument } = await pdfjs();
    pdf = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new NotAPdfError({ cause: error });
  }
  try {
    let text = '';
    for (let number = 1; number <= pdf.numPages && text.length < DOCUMENT_TEXT_MAX; number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
    }
    return {
      pages: pdf.numPages,
      text: text.replace(/\s+/g, ' ').trim().slice(0, DOCUMENT_TEXT_MAX),
      thumbnail: await firstPagePng(pdf),
    };
  } finally {
    await pdf.destroy();
  }
}
