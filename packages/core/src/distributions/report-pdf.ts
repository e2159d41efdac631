import { DESTINATION_PROBLEM_TEXT, FILE_VERIFICATION_TEXT, type Language } from '@masterport/contract';
import type { DestinationItem, DistributionItem } from '@masterport/data';
import { fontPath } from '@masterport/media';

/** The words of the report, in the reader's language. */
const WORDS = {
  en: {
    title: 'Delivery report',
    ref: 'Distribution',
    sender: 'Sent by',
    created: 'Created',
    sent: 'Sent',
    completed: 'Completed',
    masters: 'Masters',
    documents: 'Documents',
    destination: 'Destination',
    method: 'Method',
    state: 'State',
    file: 'File',
    size: 'Size',
    delivered: 'Delivered',
    verified: 'Verification',
    loudness: 'Loudness',
    peak: 'True peak',
    none: 'none',
    byHand: 'marked delivered by hand',
    by: 'by',
    problem: 'Reason',
    withErrors: 'with errors',
    page: 'Page',
    intro:
      'Each file below was confirmed at its destination as stated: its size, and its checksum where the protocol gives one. SHA-256 was computed as the file left Masterport.',
  },
  fr: {
    title: 'Rapport de livraison',
    ref: 'Distribution',
    sender: 'Envoyée par',
    created: 'Créée',
    sent: 'Envoyée',
    completed: 'Terminée',
    masters: 'Masters',
    documents: 'Documents',
    destination: 'Destination',
    method: 'Méthode',
    state: 'État',
    file: 'Fichier',
    size: 'Taille',
    delivered: 'Livré',
    verified: 'Vérification',
    loudness: 'Sonie',
    peak: 'Crête vraie',
    none: 'aucun',
    byHand: 'marquée livrée manuellement',
    by: 'par',
    problem: 'Raison',
    withErrors: 'avec erreurs',
    page: 'Page',
    intro:
      'Chaque fichier ci-dessous a été confirmé à sa destination comme indiqué : sa taille, et sa somme de contrôle lorsque le protocole en donne une. Le SHA-256 a été calculé à la sortie de Masterport.',
  },
} as const;

export const METHODS: Record<Language, Record<string, string>> = {
  en: { ftp: 'FTP', s3: 'Amazon S3', aspera: 'Aspera', web: 'Web link', traffic_instructions: 'Traffic instructions' },
  fr: {
    ftp: 'FTP',
    s3: 'Amazon S3',
    aspera: 'Aspera',
    web: 'Lien Web',
    traffic_instructions: 'Instructions de trafic',
  },
};
const STATES: Record<Language, Record<DestinationItem['state'], string>> = {
  en: {
    waiting: 'Waiting',
    waiting_housecode: 'Waiting for house codes',
    waiting_output: 'Waiting for files',
    in_progress: 'In progress',
    delivered: 'Delivered',
    error: 'Error',
  },
  fr: {
    waiting: 'En attente',
    waiting_housecode: 'En attente des codes maison',
    waiting_output: 'En attente des fichiers',
    in_progress: 'En cours',
    delivered: 'Livrée',
    error: 'Erreur',
  },
};
export function bytes(language: Language, count: number): string {
  const units = language === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = count;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** Times in the report are Eastern time, named as such (EST/EDT): where most Canadian traffic departments work. */
const REPORT_TIME_ZONE = 'America/Toronto';
export const when = (language: Language, iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: REPORT_TIME_ZONE,
        timeZoneName: 'short',
      }).format(new Date(iso))
    : '—';
const decimal = (language: Language, value: number | null, unit: string) =>
  value === null
    ? '—'
    : `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 }).format(value)} ${unit}`;

export interface ReportInput {
  distribution: DistributionItem;
  destinations: readonly DestinationItem[];
  senderName: string;
  documents: readonly { title: string }[];
}

/** A pdfkit document as the reports draw on it: its fonts registered as `regular` and `bold`. */
export type ReportDocument = PDFKit.PDFDocument;

/**
 * One PDF of Masterport's reports: Letter, DejaVu Sans embedded (accents in French, and no
 * standard-font files that bundling would lose), `draw` fills the pages, then each page gets its
 * number. The delivery report and the sender's confirmation reports share it.
 */
export async function renderReportPdf(
  language: Language,
  title: string,
  draw: (doc: ReportDocument) => void,
): Promise<Buffer> {
  // pdfkit (with fontkit and a brotli dictionary: 0.9 MB) is installed beside the bundle and loaded
  // here, by the calls that make a report, not at every cold start of their areas (infra/README.md, Bundles).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    font: fontPath('DejaVuSans.ttf'),
    info: { Title: title, Author: 'Masterport' },
    bufferPages: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.registerFont('regular', fontPath('DejaVuSans.ttf'));
  doc.registerFont('bold', fontPath('DejaVuSans-Bold.ttf'));
  draw(doc);
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    // Below the bottom margin pdfkit would start a new page: the footer sits in the margin on purpose.
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#555')
      .text(`${WORDS[language].page} ${page + 1} / ${range.count}`, 50, doc.page.height - 40, {
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * The delivery certificate of one or more distributions (seed `download-pdf`): per destination
 * what was sent, when, by which method, each file's name, size, SHA-256 and how the destination
 * confirmed it, with the loudness and true peak measured for each audio/video file. DejaVu Sans is
 * embedded (accents in French, and no standard-font files that bundling would lose).
 */
export async function distributionReportPdf(reports: readonly ReportInput[], language: Language): Promise<Buffer> {
  const w = WORDS[language];
  return renderReportPdf(language, w.title, (doc) => {
    for (const [index, { distribution, destinations, senderName, documents }] of reports.entries()) {
      if (index > 0) doc.addPage();
      doc.font('bold').fontSize(18).fillColor('#1c3d8f').text(`Masterport · ${w.title}`);
      doc.moveDown(0.3).font('regular').fontSize(10).fillColor('#1a1b1e');
      doc.text(`${w.ref} ${distribution.ref_number} · ${w.sender} ${senderName} (${distribution.created_by_name})`);
      doc.text(
        `${w.created} ${when(language, distribution.created_on)} · ${w.sent} ${when(language, distribution.distribution_date ?? distribution.sent_on)} · ${w.completed}${distribution.distribution_type === 'completed_with_errors' ? ` ${w.withErrors}` : ''} ${when(language, distribution.completed_on)}`,
      );
      doc.text(`${w.masters}: ${distribution.masters_titles.join(', ') || w.none}`);
      doc.text(`${w.documents}: ${documents.map((document) => document.title).join(', ') || w.none}`);
      doc.moveDown(0.5).fontSize(8).fillColor('#555').text(w.intro).fillColor('#1a1b1e');

      for (const destination of destinations) {
        doc
          .moveDown(0.8)
          .font('bold')
          .fontSize(12)
          .text(`${destination.call_letters} · ${destination.market} · ${destination.owner_name}`);
        doc
          .font('regular')
          .fontSize(9)
          .text(
            `${w.method}: ${destination.method ? METHODS[language][destination.method] : '—'} · ${w.state}: ${STATES[language][destination.state]}${destination.marked_by_hand ? ` (${w.byHand}${destination.marked ? ` ${w.by} ${destination.marked.by_name}` : ''})` : ''} · ${w.delivered}: ${when(language, destination.delivered_on)}`,
          );
        if (destination.problem) doc.text(`${w.problem}: ${DESTINATION_PROBLEM_TEXT[destination.problem][language]}`);
        // A delivery vouched for by a person says why, in their words: the certificate does not claim a transfer.
        if (destination.marked) doc.text(`${w.problem}: ${destination.marked.reason}`);
        for (const file of destination.files) {
          doc.moveDown(0.3).font('bold').fontSize(9).text(file.name);
          const facts = [
            `${w.size}: ${bytes(language, file.size)}`,
            `${w.delivered}: ${when(language, file.delivered_on)}`,
            `${w.verified}: ${file.verified_by ? FILE_VERIFICATION_TEXT[file.verified_by][language] : '—'}`,
            ...(file.loudness !== null ? [`${w.loudness}: ${decimal(language, file.loudness, 'LKFS')}`] : []),
            ...(file.true_peak !== null ? [`${w.peak}: ${decimal(language, file.true_peak, 'dBTP')}`] : []),
          ];
          doc.font('regular').fontSize(8).text(facts.join(' · '));
          if (file.sha256) doc.fillColor('#555').text(`SHA-256 ${file.sha256}`).fillColor('#1a1b1e');
        }
      }
    }
  });
}
