import type { Language, MasterFileCount } from '@masterport/contract';
import type { OutgoingMail } from '../adapters/mailer.ts';
import { layoutMail, type MailContent } from './templates.ts';

/** How a processing run ended, as its e-mail tells it. */
export type MasterResult = 'ready' | 'rejected' | 'failed';

export interface MasterResultFacts {
  title: string;
  uniqueId: string;
  /** Ready: the master's outputs and their companion files, counted as the banner and the outputs tab count them. */
  files: MasterFileCount;
  /** Rejected: what quality control refused, in the reader's language. */
  reasons: string[];
  /** Rejected for loudness only: Masterport can correct it (fix-loudness). */
  loudnessFixable: boolean;
}

const count = (language: Language, files: number) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(files);

/** The companion files, said after the outputs only when there are some (radio masters have none). */
const companions = (language: Language, files: MasterFileCount): string => {
  const total = files.xmlSlates + files.sidecarCaptions;
  if (!total) return '';
  const many = files.outputs > 1;
  return language === 'fr'
    ? `, avec ${many ? 'leurs' : 'ses'} ${count('fr', total)} fichiers d’accompagnement (claquettes XML, sous-titres séparés),`
    : `, with ${many ? 'their' : 'its'} ${count('en', total)} companion files (XML slates, sidecar captions),`;
};

const TEXT: Record<
  MasterResult,
  Record<Language, (facts: MasterResultFacts) => Omit<MailContent, 'greeting' | 'footer'>>
> = {
  ready: {
    en: (f) => ({
      subject: `“${f.title}” is ready: ${count('en', f.files.outputs)} ${f.files.outputs === 1 ? 'output' : 'outputs'}`,
      body: `The master “${f.title}” (${f.uniqueId}) passed quality control. Its ${count('en', f.files.outputs)} ${f.files.outputs === 1 ? 'output' : 'outputs'}${companions('en', f.files)} ${f.files.outputs === 1 ? 'is' : 'are'} ready to download and deliver.`,
      action: 'See the outputs',
    }),
    fr: (f) => ({
      subject: `« ${f.title} » est prêt : ${count('fr', f.files.outputs)} ${f.files.outputs > 1 ? 'versions' : 'version'}`,
      body: `Le master « ${f.title} » (${f.uniqueId}) a passé le contrôle qualité. ${f.files.outputs > 1 ? `Ses ${count('fr', f.files.outputs)} versions` : 'Sa version'}${companions('fr', f.files)} ${f.files.outputs > 1 ? 'sont prêtes' : 'est prête'} à télécharger et à livrer.`,
      action: 'Voir les versions',
    }),
  },
  rejected: {
    en: (f) => ({
      subject: `“${f.title}” was rejected by quality control`,
      body: `Quality control rejected the master “${f.title}” (${f.uniqueId}): ${f.reasons.join(' ')} ${
        f.loudnessFixable
          ? 'Masterport can correct the loudness for you: open the master and choose Fix loudness.'
          : 'Fix the source and upload it again: processing starts by itself.'
      }`,
      action: 'See quality control',
    }),
    fr: (f) => ({
      subject: `« ${f.title} » a été refusé au contrôle qualité`,
      body: `Le contrôle qualité a refusé le master « ${f.title} » (${f.uniqueId}) : ${f.reasons.join(' ')} ${
        f.loudnessFixable
          ? 'Masterport peut corriger la sonie pour vous : ouvrez le master et choisissez Corriger la sonie.'
          : 'Corrigez la source et téléversez-la de nouveau : le traitement démarre de lui-même.'
      }`,
      action: 'Voir le contrôle qualité',
    }),
  },
  failed: {
    en: (f) => ({
      subject: `Processing of “${f.title}” failed`,
      body: `Something went wrong while making the files of “${f.title}” (${f.uniqueId}). Your sources are safe: open the master and start processing again. If it fails again, reply to this e-mail.`,
      action: 'Open the master',
    }),
    fr: (f) => ({
      subject: `Le traitement de « ${f.title} » a échoué`,
      body: `Un problème est survenu pendant la création des fichiers de « ${f.title} » (${f.uniqueId}). Vos sources sont intactes : ouvrez le master et relancez le traitement. Si l’échec se répète, répondez à ce courriel.`,
      action: 'Ouvrir le master',
    }),
  },
};

const FOOTER: Record<Language, string> = {
  en: 'You receive this e-mail because you created this master or own its account. You can turn these e-mails off in your profile.',
  fr: 'Vous recevez ce courriel parce que vous avez créé ce master ou que son compte vous appartient. Vous pouvez désactiver ces courriels dans votre profil.',
};

/** The e-mail that tells how a master's processing run ended, in the reader's language. */
export function renderMasterResultMail(
  result: MasterResult,
  language: Language,
  to: string,
  name: string,
  facts: MasterResultFacts,
  link: string,
): OutgoingMail {
  const greeting = language === 'fr' ? `Bonjour ${name},` : `Hello ${name},`;
  return layoutMail(language, to, { ...TEXT[result][language](facts), greeting, footer: FOOTER[language] }, link);
}
