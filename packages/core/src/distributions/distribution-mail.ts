import type { Language } from '@masterport/contract';
import { getUser, listDestinations, type DestinationItem, type DistributionItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { layoutMail } from '../mail/templates.ts';

const METHOD_WORDS: Record<Language, Record<string, string>> = {
  en: { ftp: 'on your FTP server', s3: 'in your S3 bucket', aspera: 'on your Aspera server', web: 'at the link below', traffic_instructions: 'at the link below' },
  fr: { ftp: 'sur votre serveur FTP', s3: 'dans votre compartiment S3', aspera: 'sur votre serveur Aspera', web: 'au lien ci-dessous', traffic_instructions: 'au lien ci-dessous' },
};

/** The station's page of one delivery: every file, to download (web links) or to check against what arrived. */
export const destinationPageUrl = (destination: Pick<DestinationItem, 'link'>) =>
  (destination.link ? `${config().appUrl}/d/${encodeURIComponent(destination.link.created_on)}/${destination.link.hash_key}` : config().appUrl);

async function sendAll(recipients: readonly string[], build: (to: string) => ReturnType<typeof layoutMail>) {
  for (const to of recipients) {
    try {
      await mailer.send(build(to));
    } catch (error) {
      // A mail that cannot leave never undoes a delivery: it is logged for the operator.
      logger.error('Delivery e-mail not sent', { error: error instanceof Error ? error.name : 'unknown' });
    }
  }
}

/** Tells a station, in its language, what arrived and where (with its page: the download links of a web delivery). */
export async function mailDestinationDelivered(
  distribution: DistributionItem, destination: DestinationItem, senderName: string, recipients: readonly string[], language: Language = destination.language,
) {
  const where = METHOD_WORDS[language][destination.method ?? 'web'] ?? '';
  const names = destination.files.map((file) => file.name).join(', ');
  const count = destination.files.length;
  const content = language === 'fr'
    ? {
      subject: `${destination.call_letters} : ${count} fichier${count > 1 ? 's' : ''} de ${senderName}`,
      greeting: 'Bonjour,',
      body: `${senderName} a livré ${count} fichier${count > 1 ? 's' : ''} pour ${destination.call_letters} ${where} (distribution ${distribution.ref_number}) : ${names}.`,
      action: 'Voir la livraison', footer: 'Courriel envoyé par Masterport au nom de l’expéditeur.',
    }
    : {
      subject: `${destination.call_letters}: ${count} file${count > 1 ? 's' : ''} from ${senderName}`,
      greeting: 'Hello,',
      body: `${senderName} delivered ${count} file${count > 1 ? 's' : ''} for ${destination.call_letters} ${where} (distribution ${distribution.ref_number}): ${names}.`,
      action: 'See the delivery', footer: 'Sent by Masterport on behalf of the sender.',
    };
  await sendAll(recipients, (to) => layoutMail(language, to, content, destinationPageUrl(destination)));
}

/** The station's page where it gives its house codes (`/dhc/...`): the same share key as its delivery page. */
export const houseCodePageUrl = (destination: Pick<DestinationItem, 'link'>) =>
  (destination.link ? `${config().appUrl}/dhc/${encodeURIComponent(destination.link.created_on)}/${destination.link.hash_key}` : config().appUrl);

/** Asks a station, in its language, for its house codes before its files go. */
export async function mailHouseCodeRequest(distribution: DistributionItem, destination: DestinationItem, senderName: string, recipients: readonly string[]) {
  const language = destination.language;
  const titles = distribution.masters_titles.join(', ');
  const content = language === 'fr'
    ? {
      subject: `${destination.call_letters} : codes maison demandés par ${senderName}`,
      greeting: 'Bonjour,',
      body: `${senderName} envoie ${titles} à ${destination.call_letters} (distribution ${distribution.ref_number}). Donnez vos codes maison : les fichiers partiront aussitôt, nommés avec eux.`,
      action: 'Donner les codes maison', footer: 'Courriel envoyé par Masterport au nom de l’expéditeur.',
    }
    : {
      subject: `${destination.call_letters}: house codes requested by ${senderName}`,
      greeting: 'Hello,',
      body: `${senderName} is sending ${titles} to ${destination.call_letters} (distribution ${distribution.ref_number}). Give your house codes: the files leave right away, named with them.`,
      action: 'Give the house codes', footer: 'Sent by Masterport on behalf of the sender.',
    };
  await sendAll(recipients, (to) => layoutMail(language, to, content, houseCodePageUrl(destination)));
}

/** Once every destination is done: the summary to the report address and the notification list, in the sender's language. */
export async function mailDistributionReport(distribution: DistributionItem) {
  const recipients = [...new Set([...(distribution.draft.report_email ? [distribution.draft.report_email] : []), ...(distribution.draft.completed_notifications ?? [])])];
  if (recipients.length === 0) return;
  const user = await getUser(table(), distribution.created_by);
  const language: Language = user?.language === 'fr' ? 'fr' : 'en';
  const destinations = await listDestinations(table(), distribution.id);
  const delivered = destinations.filter((destination) => destination.state === 'delivered');
  const failed = destinations.filter((destination) => destination.state === 'error');
  const link = `${config().appUrl}/app/distributions/details/ref-number/${distribution.ref_number}`;
  const content = language === 'fr'
    ? {
      subject: `Distribution ${distribution.ref_number} : ${delivered.length} livrée${delivered.length > 1 ? 's' : ''} sur ${destinations.length}`,
      greeting: 'Bonjour,',
      body: `Distribution ${distribution.ref_number} (${distribution.masters_titles.join(', ') || 'documents'}) : livrée à ${delivered.map((d) => d.call_letters).join(', ') || 'aucune station'}.${failed.length ? ` En erreur : ${failed.map((d) => d.call_letters).join(', ')}.` : ''}`,
      action: 'Voir le rapport', footer: 'Le rapport PDF est sur la page de la distribution.',
    }
    : {
      subject: `Distribution ${distribution.ref_number}: ${delivered.length} of ${destinations.length} delivered`,
      greeting: 'Hello,',
      body: `Distribution ${distribution.ref_number} (${distribution.masters_titles.join(', ') || 'documents'}): delivered to ${delivered.map((d) => d.call_letters).join(', ') || 'no station'}.${failed.length ? ` In error: ${failed.map((d) => d.call_letters).join(', ')}.` : ''}`,
      action: 'See the report', footer: 'The PDF report is on the distribution’s page.',
    };
  await sendAll(recipients, (to) => layoutMail(language, to, content, link));
}
