import { INVITATION_DAYS, type Language } from '@masterport/contract';
import type { OutgoingMail } from '../adapters/mailer.ts';
import { layoutMail } from '../mail/templates.ts';

/** The invitation e-mail, in the language the inviter chose for the invitee. */
export function invitationMail(input: {
  language: Language;
  to: string;
  inviterName: string;
  accountName: string;
  link: string;
}): OutgoingMail {
  const { inviterName: inviter, accountName: account } = input;
  return layoutMail(
    input.language,
    input.to,
    input.language === 'fr'
      ? {
          subject: `${inviter} vous invite à rejoindre ${account} sur Masterport`,
          greeting: 'Bonjour,',
          body: `${inviter} vous invite à travailler dans le compte ${account} sur Masterport, la plateforme de livraison de masters publicitaires. Le lien est valide pendant ${INVITATION_DAYS} jours et fonctionne une seule fois.`,
          action: 'Accepter l’invitation',
          footer: 'Si vous ne connaissez pas cette personne, ignorez ce courriel.',
        }
      : {
          subject: `${inviter} invites you to join ${account} on Masterport`,
          greeting: 'Hello,',
          body: `${inviter} invites you to work in the ${account} account on Masterport, the platform that checks and delivers advertising masters. The link is valid for ${INVITATION_DAYS} days and works once.`,
          action: 'Accept the invitation',
          footer: 'If you do not know this person, ignore this e-mail.',
        },
    input.link,
  );
}

/** To the inviter: the invitee opened an expired link and asks for a new one. */
export function invitationRequestMail(input: {
  language: Language;
  to: string;
  name: string;
  email: string;
  accountName: string;
  link: string;
}): OutgoingMail {
  return layoutMail(
    input.language,
    input.to,
    input.language === 'fr'
      ? {
          subject: `${input.email} demande une nouvelle invitation à ${input.accountName}`,
          greeting: `Bonjour ${input.name},`,
          body: `L’invitation que vous avez envoyée à ${input.email} pour le compte ${input.accountName} a expiré. Renvoyez-la depuis l’onglet Accès de votre profil.`,
          action: 'Ouvrir l’onglet Accès',
          footer: 'Si vous ne voulez plus inviter cette personne, retirez son invitation.',
        }
      : {
          subject: `${input.email} asks for a new invitation to ${input.accountName}`,
          greeting: `Hello ${input.name},`,
          body: `The invitation you sent to ${input.email} for the ${input.accountName} account has expired. Resend it from the Access tab of your profile.`,
          action: 'Open the Access tab',
          footer: 'If you no longer want to invite this person, withdraw the invitation.',
        },
    input.link,
  );
}
