import { getAccount, getUser } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { layoutMail } from '../mail/templates.ts';

const dayText = (language: 'en' | 'fr', epochSeconds: number) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(epochSeconds * 1000),
  );

const WORDS = {
  en: {
    greeting: 'Hello,',
    ready: {
      subject: 'Your Masterport archive is ready',
      body: (until: string) =>
        `Your account is cancelled, and the archive of its data is ready: zip files of every master's sources and outputs, your documents, and your records (masters with their slates, distributions, playlists, contacts, call letters) in JSON and CSV. Download them from your account's page until ${until}; you can also reactivate the account there while its data is kept.`,
      action: 'Download the archive',
    },
    failed: {
      subject: 'Your Masterport archive could not be made',
      body: (until: string) =>
        `Your account is cancelled, but part of the archive of its data could not be made. Nothing has been deleted. Contact our support team before ${until} and we will make it again.`,
      action: 'See the archive',
    },
    footer: 'Sent by Masterport because your account was cancelled.',
  },
  fr: {
    greeting: 'Bonjour,',
    ready: {
      subject: 'Votre archive Masterport est prête',
      body: (until: string) =>
        `Votre compte est annulé et l’archive de ses données est prête : des fichiers zip des sources et des fichiers produits de chaque master, vos documents et vos données (masters et leurs fiches, distributions, listes de lecture, contacts, indicatifs) en JSON et en CSV. Téléchargez-les depuis la page de votre compte jusqu’au ${until}; vous pouvez aussi y réactiver le compte tant que ses données sont conservées.`,
      action: 'Télécharger l’archive',
    },
    failed: {
      subject: 'Votre archive Masterport n’a pas pu être préparée',
      body: (until: string) =>
        `Votre compte est annulé, mais une partie de l’archive de ses données n’a pas pu être préparée. Rien n’a été supprimé. Communiquez avec notre équipe de soutien avant le ${until} et nous la préparerons de nouveau.`,
      action: 'Voir l’archive',
    },
    footer: 'Envoyé par Masterport parce que votre compte a été annulé.',
  },
} as const;

/**
 * The archive e-mail, to the account's primary user in the account's language. Its link is the
 * account's cancelled page, which signs each zip's download when it is opened: an S3 link signed
 * today could not last the 30 days the archive is kept (7 days at most).
 */
export async function mailAccountArchiveReady(accountId: string, ready: boolean, expiresAt: number): Promise<void> {
  const account = await getAccount(table(), accountId);
  const user = account && (await getUser(table(), account.primary_user_id));
  if (!account || !user) return;
  const language = account.language === 'fr' ? 'fr' : 'en';
  const words = WORDS[language];
  const kind = ready ? words.ready : words.failed;
  await mailer.send(
    layoutMail(
      language,
      user.email,
      {
        subject: kind.subject,
        greeting: words.greeting,
        body: kind.body(dayText(language, expiresAt)),
        action: kind.action,
        footer: words.footer,
      },
      `${config().appUrl}/account-canceled`,
    ),
  );
}
