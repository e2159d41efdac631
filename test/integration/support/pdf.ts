import PDFDocument from 'pdfkit';

/** A real PDF made with pdfkit: one page per text. */
export async function makePdf(pages: string[]): Promise<Buffer> {
  const document = new PDFDocument({ autoFirstPage: false, info: { Title: 'Masterport test document' } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => document.on('end', () => resolve()));
  for (const text of pages) document.addPage().fontSize(16).text(text);
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
