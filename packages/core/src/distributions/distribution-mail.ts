import {
  DESTINATION_PROBLEM_TEXT,
  FILE_VERIFICATION_TEXT,
  type DestinationProblem,
  type Language,
} from '@masterport/contract';
import { getUser, listDestinations, type DestinationItem, type DistributionItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { layoutMail } from '../mail/templates.ts';

const METHOD_WORDS: Record<Language, Record<string, string>> = {
  en: {
    ftp: 'on your FTP server',
    s3: 'in your S3 bucket',
    aspera: 'on your Aspera server',
    web: 'at the link below',
    traffic_instructions: 'at the link below',
  },
  fr: {
    ftp: 'sur votre serveur FTP',
    s3: 'dans votre compartiment S3',
    aspera: 'sur votre serveur Aspera',
    web: 'au lien ci-dessous',
    traffic_instructions: 'au lien ci-dessous',
  },
};

/** The station's page of one delivery: every file, to download (web links) or to check against what arrived. */
export const destinationPageUrl = (destination: Pick<DestinationItem, 'link'>) =>
  destination.link
    ? `${config().appUrl}/d/${encodeURIComponent(destination.link.created_on)}/${destination.link.hash_key}`
    : config().appUrl;

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
  distribution: DistributionItem,
  destination: DestinationItem,
  senderName: string,
  recipients: readonly string[],
  language: Language = destination.language,
) {
  const where = METHOD_WORDS[language][destination.method ?? 'web'] ?? '';
  const names = destination.files.map((file) => file.name).join(', ');
  const count = destination.files.length;
  // Said plainly where nothing beyond the size proves the bytes (no checksum on the server, too large to read back).
  const sizeOnly = destination.files.filter((file) => file.verified_by === 'size').map((file) => file.name);
  const caveat =
    sizeOnly.length === 0
      ? ''
      : language === 'fr'
        ? ` ${sizeOnly.join(', ')} : ${FILE_VERIFICATION_TEXT.size.fr} (le serveur n’offre aucune somme de contrôle).`
        : ` ${sizeOnly.join(', ')}: ${FILE_VERIFICATION_TEXT.size.en} (the server offers no checksum).`;
  const content =
    language === 'fr'
      ? {
          subject: `${destination.call_letters} : ${count} fichier${count > 1 ? 's' : ''} de ${senderName}`,
          greeting: 'Bonjour,',
          body: `${senderName} a livré ${count} fichier${count > 1 ? 's' : ''} pour ${destination.call_letters} ${where} (distribution ${distribution.ref_number}) : ${names}.${caveat}`,
          action: 'Voir la livraison',
          footer: 'Courriel envoyé par Masterport au nom de l’expéditeur.',
        }
      : {
          subject: `${destination.call_letters}: ${count} file${count > 1 ? 's' : ''} from ${senderName}`,
          greeting: 'Hello,',
          body: `${senderName} delivered ${count} file${count > 1 ? 's' : ''} for ${destination.call_letters} ${where} (distribution ${distribution.ref_number}): ${names}.${caveat}`,
          action: 'See the delivery',
          footer: 'Sent by Masterport on behalf of the sender.',
        };
  await sendAll(recipients, (to) => layoutMail(language, to, content, destinationPageUrl(destination)));
}

/** Who acts on a failed delivery: the station on its server, the sender on what it sends, or nobody yet known. */
type Remedy = 'station_server' | 'resend' | 'station_setup' | 'sender_content' | 'support';
const REMEDY: Readonly<Record<DestinationProblem, Remedy>> = {
  no_method: 'station_setup',
  unavailable: 'station_setup',
  dns: 'station_server',
  blocked_address: 'station_server',
  blocked_port: 'station_server',
  refused: 'station_server',
  timeout: 'station_server',
  tls: 'station_server',
  certificate: 'station_server',
  login: 'station_server',
  folder: 'station_server',
  permission: 'station_server',
  passive: 'station_server',
  bucket: 'station_server',
  disk_full: 'station_server',
  interrupted: 'station_server',
  verification: 'resend',
  output_missing: 'sender_content',
  master_unavailable: 'sender_content',
  unknown: 'support',
  // Another delivery held the station's files for the whole wait: sending again once it is done fixes it.
  busy: 'resend',
  // The watchdog found its execution gone: nothing is known to fix but trying again.
  stopped: 'support',
};

/** What happens next, told to the station and to the sender: Masterport has stopped trying; who does what. */
const NEXT_STEP: Readonly<Record<Remedy, Record<'station' | 'sender', Record<Language, string>>>> = {
  station_server: {
    station: {
      en: 'Masterport has stopped trying. Please fix this on your server (or in your delivery settings on Masterport), then ask the sender to redistribute.',
      fr: 'Masterport a cessé d’essayer. Corrigez ceci sur votre serveur (ou dans vos réglages de livraison sur Masterport), puis demandez à l’expéditeur de redistribuer.',
    },
    sender: {
      en: 'Masterport has stopped trying; a person must act. The station has been told what to fix on its server; once it has, press Redistribute on the distribution page.',
      fr: 'Masterport a cessé d’essayer; une personne doit agir. La station a été avisée de ce qu’elle doit corriger sur son serveur; cela fait, cliquez sur Redistribuer dans la page de la distribution.',
    },
  },
  resend: {
    station: {
      en: 'Masterport has stopped trying. The sender can send the file again; remove the copy on your server if it is in the way.',
      fr: 'Masterport a cessé d’essayer. L’expéditeur peut renvoyer le fichier; supprimez la copie sur votre serveur si elle gêne.',
    },
    sender: {
      en: 'Masterport has stopped trying. Press Redistribute on the distribution page to send the file again; if it fails again, contact the station.',
      fr: 'Masterport a cessé d’essayer. Cliquez sur Redistribuer dans la page de la distribution pour renvoyer le fichier; en cas de nouvel échec, contactez la station.',
    },
  },
  station_setup: {
    station: {
      en: 'Set up how you receive spots in your Masterport profile, then ask the sender to redistribute.',
      fr: 'Indiquez comment vous recevez les messages dans votre profil Masterport, puis demandez à l’expéditeur de redistribuer.',
    },
    sender: {
      en: 'The station must set up how it receives spots; contact it, then press Redistribute.',
      fr: 'La station doit indiquer comment elle reçoit les messages; contactez-la, puis cliquez sur Redistribuer.',
    },
  },
  sender_content: {
    station: {
      en: 'Nothing to do on your side: the sender has been told.',
      fr: 'Rien à faire de votre côté : l’expéditeur a été avisé.',
    },
    sender: {
      en: 'Check the master on Masterport, then press Redistribute on the distribution page.',
      fr: 'Vérifiez le master sur Masterport, puis cliquez sur Redistribuer dans la page de la distribution.',
    },
  },
  support: {
    station: {
      en: 'Masterport has stopped trying. The sender has been told.',
      fr: 'Masterport a cessé d’essayer. L’expéditeur a été avisé.',
    },
    sender: {
      en: 'Masterport has stopped trying. Press Redistribute to try again; if it fails again, contact Masterport support.',
      fr: 'Masterport a cessé d’essayer. Cliquez sur Redistribuer pour réessayer; en cas de nouvel échec, contactez le soutien Masterport.',
    },
  },
};

/** What a person should do about a destination in error, in a language, for the station or the sender. */
export const nextStep = (
  problem: DestinationProblem | null,
  audience: 'station' | 'sender',
  language: Language,
): string => NEXT_STEP[REMEDY[problem ?? 'unknown']][audience][language];

/** Who the sender's side hears from: the distribution's report address and its notification list. */
export const senderRecipients = (distribution: DistributionItem): string[] => [
  ...new Set([
    ...(distribution.draft.report_email ? [distribution.draft.report_email] : []),
    ...(distribution.draft.completed_notifications ?? []),
  ]),
];

/**
 * A destination that ended in error, told at once: the station's notification list in the
 * station's language (what failed at which step, what to fix), and the sender's report addresses
 * in the sender's language (the same, and what happens next). Mails leave only once the retries
 * are over: while they go on, nobody has anything to do.
 */
export async function mailDestinationFailed(
  distribution: DistributionItem,
  destination: DestinationItem,
  senderName: string,
  stationRecipients: readonly string[],
) {
  const problem = destination.problem ?? 'unknown';
  const letters = destination.call_letters;
  const ref = distribution.ref_number;
  const content = (audience: 'station' | 'sender', language: Language) => {
    const fr = language === 'fr';
    const tries = `${destination.attempts} ${fr ? 'essai' : 'attempt'}${destination.attempts > 1 ? 's' : ''}`;
    const which =
      audience === 'station'
        ? fr
          ? `La livraison de ${senderName} pour ${letters} (distribution ${ref})`
          : `The delivery from ${senderName} for ${letters} (distribution ${ref})`
        : fr
          ? `La livraison à ${letters}`
          : `The delivery to ${letters}`;
    const subject =
      audience === 'station'
        ? fr
          ? `${letters} : livraison de ${senderName} en échec`
          : `${letters}: delivery from ${senderName} failed`
        : fr
          ? `Distribution ${ref} : ${letters} en erreur`
          : `Distribution ${ref}: ${letters} in error`;
    return {
      subject,
      greeting: fr ? 'Bonjour,' : 'Hello,',
      body: `${which} ${fr ? 'a échoué après' : 'failed after'} ${tries}. ${DESTINATION_PROBLEM_TEXT[problem][language]} ${nextStep(problem, audience, language)}`,
      action:
        audience === 'station'
          ? fr
            ? 'Voir la livraison'
            : 'See the delivery'
          : fr
            ? 'Voir la distribution'
            : 'See the distribution',
      footer:
        audience === 'station'
          ? fr
            ? 'Courriel envoyé par Masterport au nom de l’expéditeur.'
            : 'Sent by Masterport on behalf of the sender.'
          : fr
            ? 'Courriel envoyé par Masterport.'
            : 'Sent by Masterport.',
    };
  };
  await sendAll(stationRecipients, (to) =>
    layoutMail(destination.language, to, content('station', destination.language), destinationPageUrl(destination)),
  );
  const senders = senderRecipients(distribution);
  if (senders.length === 0) return;
  const user = await getUser(table(), distribution.created_by);
  const language: Language = user?.language === 'fr' ? 'fr' : 'en';
  await sendAll(senders, (to) =>
    layoutMail(
      language,
      to,
      content('sender', language),
      `${config().appUrl}/app/distributions/details/ref-number/${ref}`,
    ),
  );
}

/**
 * The first time a delivery meets a problem that another try may fix (a stall, a dropped
 * connection), the sender is told it is being retried and that nothing is needed yet; the station
 * hears only if it ends in error.
 */
export async function mailDestinationRetrying(distribution: DistributionItem, destination: DestinationItem) {
  const senders = senderRecipients(distribution);
  if (senders.length === 0) return;
  const user = await getUser(table(), distribution.created_by);
  const language: Language = user?.language === 'fr' ? 'fr' : 'en';
  const reason = DESTINATION_PROBLEM_TEXT[destination.problem ?? 'unknown'][language];
  const letters = destination.call_letters;
  const content =
    language === 'fr'
      ? {
          subject: `Distribution ${distribution.ref_number} : ${letters}, nouvel essai en cours`,
          greeting: 'Bonjour,',
          body: `La livraison à ${letters} a été interrompue. ${reason} Masterport réessaie de lui-même, avec des pauses de plus en plus longues, en reprenant où le transfert s’est arrêté : rien à faire pour l’instant. Vous serez avisé si elle échoue encore.`,
          action: 'Voir la distribution',
          footer: 'Courriel envoyé par Masterport.',
        }
      : {
          subject: `Distribution ${distribution.ref_number}: ${letters}, retrying`,
          greeting: 'Hello,',
          body: `The delivery to ${letters} was interrupted. ${reason} Masterport tries again by itself, with longer pauses each time, resuming where the transfer stopped: nothing to do for now. You will be told if it still fails.`,
          action: 'See the distribution',
          footer: 'Sent by Masterport.',
        };
  await sendAll(senders, (to) =>
    layoutMail(
      language,
      to,
      content,
      `${config().appUrl}/app/distributions/details/ref-number/${distribution.ref_number}`,
    ),
  );
}

/** The station's page where it gives its house codes (`/dhc/...`): the same share key as its delivery page. */
export const houseCodePageUrl = (destination: Pick<DestinationItem, 'link'>) =>
  destination.link
    ? `${config().appUrl}/dhc/${encodeURIComponent(destination.link.created_on)}/${destination.link.hash_key}`
    : config().appUrl;

/** Asks a station, in its language, for its house codes before its files go. */
export async function mailHouseCodeRequest(
  distribution: DistributionItem,
  destination: DestinationItem,
  senderName: string,
  recipients: readonly string[],
) {
  const language = destination.language;
  const titles = distribution.masters_titles.join(', ');
  const content =
    language === 'fr'
      ? {
          subject: `${destination.call_letters} : codes maison demandés par ${senderName}`,
          greeting: 'Bonjour,',
          body: `${senderName} envoie ${titles} à ${destination.call_letters} (distribution ${distribution.ref_number}). Donnez vos codes maison : les fichiers partiront aussitôt, nommés avec eux.`,
          action: 'Donner les codes maison',
          footer: 'Courriel envoyé par Masterport au nom de l’expéditeur.',
        }
      : {
          subject: `${destination.call_letters}: house codes requested by ${senderName}`,
          greeting: 'Hello,',
          body: `${senderName} is sending ${titles} to ${destination.call_letters} (distribution ${distribution.ref_number}). Give your house codes: the files leave right away, named with them.`,
          action: 'Give the house codes',
          footer: 'Sent by Masterport on behalf of the sender.',
        };
  await sendAll(recipients, (to) => layoutMail(language, to, content, houseCodePageUrl(destination)));
}

/** Once every destination is done: the summary to the report address and the notification list, in the sender's language. */
export async function mailDistributionReport(distribution: DistributionItem) {
  const user = await getUser(table(), distribution.created_by);
  // Delivered everywhere, the sender has the Delivery Confirmation Report (confirmation-reports.ts):
  // not this summary too. Only when the report was for this completion: after a redistribute or an
  // added station (no second report, docs/api.md) the sender gets this summary again.
  const reportedOn = distribution.confirmations_sent?.delivered;
  const confirmed =
    distribution.distribution_type === 'completed' &&
    !!reportedOn &&
    !!distribution.completed_on &&
    reportedOn >= distribution.completed_on;
  const recipients = senderRecipients(distribution).filter((to) => !(confirmed && to === user?.email));
  if (recipients.length === 0) return;
  const language: Language = user?.language === 'fr' ? 'fr' : 'en';
  const destinations = await listDestinations(table(), distribution.id);
  const delivered = destinations.filter((destination) => destination.state === 'delivered');
  const failed = destinations.filter((destination) => destination.state === 'error');
  const link = `${config().appUrl}/app/distributions/details/ref-number/${distribution.ref_number}`;
  // Each station in error with its reason and what a person does next: nothing more is tried by itself.
  const failures = failed
    .map(
      (d) =>
        `${d.call_letters}${language === 'fr' ? ' : ' : ': '}${DESTINATION_PROBLEM_TEXT[d.problem ?? 'unknown'][language]} ${nextStep(d.problem, 'sender', language)}`,
    )
    .join(' ');
  const content =
    language === 'fr'
      ? {
          subject: `Distribution ${distribution.ref_number} : ${delivered.length} livrée${delivered.length > 1 ? 's' : ''} sur ${destinations.length}`,
          greeting: 'Bonjour,',
          body: `Distribution ${distribution.ref_number} (${distribution.masters_titles.join(', ') || 'documents'}) : livrée à ${delivered.map((d) => d.call_letters).join(', ') || 'aucune station'}.${failed.length ? ` En erreur : ${failures}` : ''}`,
          action: 'Voir le rapport',
          footer: 'Le rapport PDF est sur la page de la distribution.',
        }
      : {
          subject: `Distribution ${distribution.ref_number}: ${delivered.length} of ${destinations.length} delivered`,
          greeting: 'Hello,',
          body: `Distribution ${distribution.ref_number} (${distribution.masters_titles.join(', ') || 'documents'}): delivered to ${delivered.map((d) => d.call_letters).join(', ') || 'no station'}.${failed.length ? ` In error: ${failures}` : ''}`,
          action: 'See the report',
          footer: 'The PDF report is on the distribution’s page.',
        };
  await sendAll(recipients, (to) => layoutMail(language, to, content, link));
}
