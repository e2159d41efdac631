import type { Language } from '@masterport/contract';
import type { OutgoingMail } from '../adapters/mailer.ts';
import { layoutMail } from './templates.ts';

export interface PartnerMasterFacts {
  studioName: string;
  accountName: string;
  title: string;
  uniqueId: string | null;
}

/** Told to an account's addresses for a partner studio when that studio creates a master on its behalf. */
export function renderPartnerMasterMail(
  language: Language,
  to: string,
  facts: PartnerMasterFacts,
  link: string,
): OutgoingMail {
  const { studioName, accountName, title, uniqueId } = facts;
  // A draft may not have its unique ID yet.
  const id = uniqueId ? ` (${uniqueId})` : '';
  const content =
    language === 'fr'
      ? {
          subject: `${studioName} a créé le master « ${title} » pour ${accountName}`,
          greeting: 'Bonjour,',
          body: `Le studio partenaire ${studioName} a créé le master « ${title} »${id} au nom de ${accountName}. Il téléversera ses sources; vous pouvez suivre son contrôle qualité et ses versions dans Masterport.`,
          action: 'Voir le master',
          footer: `Vous recevez ce courriel parce que votre adresse est dans les avis du studio partenaire ${studioName}.`,
        }
      : {
          subject: `${studioName} created the master “${title}” for ${accountName}`,
          greeting: 'Hello,',
          body: `The partner studio ${studioName} created the master “${title}”${id} on behalf of ${accountName}. It will upload the sources; you can follow its quality control and versions in Masterport.`,
          action: 'Open the master',
          footer: `You receive this e-mail because your address is in the notifications of the partner studio ${studioName}.`,
        };
  return layoutMail(language, to, content, link);
}
