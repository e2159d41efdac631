import type { DestinationReceipt, Language } from '@masterport/contract';
import {
  claimConfirmationReport,
  getAccount,
  getDistribution,
  getMasters,
  getUser,
  listDestinations,
  nowIso,
  type ConfirmationReportKind,
  type DestinationItem,
  type DistributionItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { layoutMail } from '../mail/templates.ts';
import { confirmationReportPdf, type ConfirmationInput } from './confirmation-pdf.ts';
import { deliveredSha256, destinationReceipts } from './destination-receipts.ts';
import { ownDistribution } from './distributions.ts';
import { pdfFile } from './reports.ts';

/**
 * The sender's confirmation reports (issue 28; docs/api.md "Confirmation reports"): the Delivery
 * Confirmation Report once every destination of a distribution is delivered, the Acknowledgement
 * Confirmation Report once every station acknowledged every spot. Each is mailed once, to the user
 * who sent the distribution, in that user's language, the PDF attached; anyone of the account who
 * may view distributions downloads the current one from the distribution's page.
 */

const delivered = (destinations: readonly DestinationItem[]) =>
  destinations.length > 0 && destinations.every((destination) => destination.state === 'delivered');

/** Every master of the distribution acknowledged at every station (a distribution of documents only has nothing to acknowledge). */
const acknowledged = (
  distribution: DistributionItem,
  destinations: readonly DestinationItem[],
  receipts: ReadonlyMap<string, readonly DestinationReceipt[]>,
) =>
  distribution.master_files_ids.length > 0 &&
  destinations.every((destination) =>
    distribution.master_files_ids.every((id) =>
      receipts.get(destination.call_letters)?.some((receipt) => receipt.master_file_id === id && receipt.acknowledged),
    ),
  );

const latest = (moments: readonly (string | null | undefined)[]) =>
  moments
    .filter((moment): moment is string => !!moment)
    .sort()
    .at(-1) ?? nowIso();

/**
 * What the report of that kind states, or null while the distribution has not reached it; without
 * a kind, the furthest report it has reached (acknowledged, else delivered).
 */
async function confirmationInput(
  distribution: DistributionItem,
  wanted?: ConfirmationReportKind,
): Promise<ConfirmationInput | null> {
  const destinations = await listDestinations(table(), distribution.id);
  if (!delivered(destinations)) return null;
  // Strongly consistent: an acknowledgement made a moment ago must be seen, or no report is ever sent.
  const receipts = await destinationReceipts(distribution, destinations, { consistent: true });
  const reached = acknowledged(distribution, destinations, receipts) ? 'acknowledged' : 'delivered';
  if (wanted === 'acknowledged' && reached !== 'acknowledged') return null;
  const kind = wanted ?? reached;
  const [masters, sender] = await Promise.all([
    getMasters(table(), distribution.master_files_ids),
    getAccount(table(), distribution.account_id),
  ]);
  const byId = new Map(masters.map((master) => [master.id, master]));
  return {
    kind,
    distribution,
    senderAccountName: sender?.name ?? '',
    completedOn:
      kind === 'delivered'
        ? latest(destinations.map((destination) => destination.delivered_on))
        : latest([...receipts.values()].flat().map((receipt) => receipt.acknowledged?.on)),
    masters: distribution.master_files_ids.flatMap((id) => byId.get(id) ?? []),
    destinations: destinations.map((destination) => ({
      destination,
      files: destination.files.map((file) => ({
        name: file.name,
        size: file.size,
        sha256: deliveredSha256(file, file.master_file_id ? byId.get(file.master_file_id) : undefined),
      })),
    })),
    receipts,
  };
}

const reportFileName = (kind: ConfirmationReportKind, distribution: DistributionItem) =>
  `masterport-${distribution.ref_number}-${kind === 'delivered' ? 'delivery' : 'acknowledgement'}-confirmation.pdf`;

const MAIL = {
  en: {
    delivered: {
      subject: (ref: string) => `Delivery confirmation: distribution ${ref}`,
      body: (ref: string, stations: string) =>
        `Every destination of distribution ${ref} has received its files: ${stations}. The Delivery Confirmation Report is attached (PDF): each station, when it was delivered, and each file as the station received it, with its size and SHA-256.`,
    },
    acknowledged: {
      subject: (ref: string) => `Acknowledgement confirmation: distribution ${ref}`,
      body: (ref: string, stations: string) =>
        `Every station of distribution ${ref} has acknowledged its spots (they are in its traffic system): ${stations}. The Acknowledgement Confirmation Report is attached (PDF).`,
    },
    greeting: 'Hello,',
    action: 'See the distribution',
    footer: 'Sent by Masterport. The report can also be downloaded from the distribution’s page.',
  },
  fr: {
    delivered: {
      subject: (ref: string) => `Confirmation de livraison : distribution ${ref}`,
      body: (ref: string, stations: string) =>
        `Chaque destination de la distribution ${ref} a reçu ses fichiers : ${stations}. Le rapport de confirmation de livraison est joint (PDF) : chaque station, le moment de sa livraison et chaque fichier tel que la station l’a reçu, avec sa taille et son SHA-256.`,
    },
    acknowledged: {
      subject: (ref: string) => `Confirmation de réception : distribution ${ref}`,
      body: (ref: string, stations: string) =>
        `Chaque station de la distribution ${ref} a confirmé ses messages (ils sont dans son système de trafic) : ${stations}. Le rapport de confirmation de réception est joint (PDF).`,
    },
    greeting: 'Bonjour,',
    action: 'Voir la distribution',
    footer: 'Courriel envoyé par Masterport. Le rapport se télécharge aussi depuis la page de la distribution.',
  },
} as const;

/**
 * Mails the report of that kind to the sender once the distribution has reached it, exactly once:
 * the report is claimed on the distribution first (claimConfirmationReport), so two destinations
 * completing at the same moment, or a replayed event, find it claimed and send nothing. A mail that
 * cannot leave after the claim is logged and not tried again; the report stays on the distribution's page.
 */
async function sendConfirmationWhenDue(kind: ConfirmationReportKind, distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.distribution_type === 'draft' || distribution.confirmations_sent?.[kind]) return;
  const input = await confirmationInput(distribution, kind);
  if (!input) return;
  const sender = await getUser(table(), distribution.created_by);
  if (!sender || !(await claimConfirmationReport(table(), distributionId, kind, nowIso()))) return;
  const language: Language = sender.language === 'fr' ? 'fr' : 'en';
  const words = MAIL[language];
  const stations = input.destinations.map(({ destination }) => destination.call_letters).join(', ');
  try {
    const pdf = await confirmationReportPdf(input, language);
    const mail = layoutMail(
      language,
      sender.email,
      {
        subject: words[kind].subject(distribution.ref_number),
        greeting: words.greeting,
        body: words[kind].body(distribution.ref_number, stations),
        action: words.action,
        footer: words.footer,
      },
      `${config().appUrl}/app/distributions/details/ref-number/${distribution.ref_number}`,
    );
    await mailer.send({
      ...mail,
      attachments: [{ filename: reportFileName(kind, distribution), contentType: 'application/pdf', content: pdf }],
    });
  } catch (error) {
    // A report that cannot leave never undoes a delivery or an acknowledgement: it is logged for the operator.
    logger.error('Confirmation report not sent', { kind, error: error instanceof Error ? error.name : 'unknown' });
  }
}

/** After a destination is delivered (a transfer, a link, by hand) or taken off: the Delivery Confirmation Report, when every one is delivered. */
export const confirmDeliveryWhenComplete = (distributionId: string) =>
  sendConfirmationWhenDue('delivered', distributionId);

/** After a station acknowledges a spot: the Acknowledgement Confirmation Report, when every station acknowledged every spot. */
export const confirmAcknowledgementWhenComplete = (distributionId: string) =>
  sendConfirmationWhenDue('acknowledged', distributionId);

/**
 * `download-confirmation/{id}`: the distribution's confirmation report as it stands, in the
 * caller's language: the acknowledgement report once every spot is acknowledged, else the delivery
 * report once every destination is delivered; before that `distribution_not_confirmed`.
 */
export async function distributionConfirmation(auth: AuthContext, distributionId: string) {
  const distribution = await ownDistribution(auth, distributionId);
  if (distribution.distribution_type === 'draft') throw new AppError('no_distribution');
  const input = await confirmationInput(distribution);
  if (!input) throw new AppError('distribution_not_confirmed');
  return pdfFile(await confirmationReportPdf(input, auth.language), reportFileName(input.kind, distribution));
}
