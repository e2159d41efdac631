import { PLAN_NAMES, type Language, type PlanKey } from '@masterport/contract';
import { getUser, type AccountItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { mailer } from '../../adapters/mailer.ts';
import { config } from '../../config.ts';
import { logger } from '../../logger.ts';
import { layoutMail } from '../../mail/templates.ts';

/**
 * The e-mails of an account's life around its plan (seed 000 §4: "e-mail on confirmation"): a plan
 * change approved or refused, an account approved or refused. To the account's primary user, in the
 * account's language. A mail that cannot leave is logged: the decision stands and the account's
 * screens show it.
 */
export type PlanDecisionMail =
  | { kind: 'plan_change_approved'; toPlan: PlanKey; effective: 'now' | 'month_end' }
  | { kind: 'plan_change_refused'; toPlan: PlanKey; reason: string }
  | { kind: 'account_approved' }
  | { kind: 'account_refused'; reason: string };

const WORDS = {
  en: {
    greeting: 'Hello,',
    footer: 'Sent by Masterport.',
    plan_change_approved: (plan: string, now: boolean) => ({
      subject: 'Your plan change is approved',
      body: now
        ? `Your change to the ${plan} plan is approved and in effect now. The current month's difference, prorated, is on your billing page.`
        : `Your change to the ${plan} plan is approved: it takes effect when the current month closes.`,
      action: 'See your plan',
    }),
    plan_change_refused: (plan: string, reason: string) => ({
      subject: 'Your plan change was not approved',
      body: `Your change to the ${plan} plan was not approved: ${reason} Your plan stays as it was.`,
      action: 'See your plan',
    }),
    account_approved: () => ({
      subject: 'Your Masterport account is approved',
      body: 'Your account is approved: you can sign in and start using Masterport.',
      action: 'Sign in',
    }),
    account_refused: (reason: string) => ({
      subject: 'Your Masterport account was not approved',
      body: `Your account was not approved: ${reason} Reply to this e-mail if you think this is a mistake.`,
      action: 'Go to Masterport',
    }),
  },
  fr: {
    greeting: 'Bonjour,',
    footer: 'Courriel envoyé par Masterport.',
    plan_change_approved: (plan: string, now: boolean) => ({
      subject: 'Votre changement de forfait est approuvé',
      body: now
        ? `Votre passage au forfait ${plan} est approuvé et en vigueur dès maintenant. La différence du mois en cours, au prorata, est sur votre page de facturation.`
        : `Votre passage au forfait ${plan} est approuvé : il prendra effet à la clôture du mois en cours.`,
      action: 'Voir votre forfait',
    }),
    plan_change_refused: (plan: string, reason: string) => ({
      subject: 'Votre changement de forfait n’a pas été approuvé',
      body: `Votre passage au forfait ${plan} n’a pas été approuvé : ${reason} Votre forfait reste le même.`,
      action: 'Voir votre forfait',
    }),
    account_approved: () => ({
      subject: 'Votre compte Masterport est approuvé',
      body: 'Votre compte est approuvé : vous pouvez vous connecter et commencer à utiliser Masterport.',
      action: 'Se connecter',
    }),
    account_refused: (reason: string) => ({
      subject: 'Votre compte Masterport n’a pas été approuvé',
      body: `Votre compte n’a pas été approuvé : ${reason} Répondez à ce courriel si vous pensez qu’il s’agit d’une erreur.`,
      action: 'Aller sur Masterport',
    }),
  },
} as const;

function content(language: Language, mail: PlanDecisionMail) {
  const words = WORDS[language];
  switch (mail.kind) {
    case 'plan_change_approved':
      return words.plan_change_approved(PLAN_NAMES[language][mail.toPlan], mail.effective === 'now');
    case 'plan_change_refused':
      return words.plan_change_refused(PLAN_NAMES[language][mail.toPlan], mail.reason);
    case 'account_approved':
      return words.account_approved();
    case 'account_refused':
      return words.account_refused(mail.reason);
  }
}

/** Where each mail's button leads: the change-plan page, or the app (its sign-in when signed out). */
const LINKS: Readonly<Record<PlanDecisionMail['kind'], string>> = {
  plan_change_approved: '/app/change-plan',
  plan_change_refused: '/app/change-plan',
  account_approved: '/app',
  account_refused: '/',
};

export async function mailPlanDecision(account: AccountItem, mail: PlanDecisionMail): Promise<void> {
  try {
    const user = await getUser(table(), account.primary_user_id);
    if (!user) return;
    const language: Language = account.language === 'fr' ? 'fr' : 'en';
    const words = WORDS[language];
    await mailer.send(
      layoutMail(
        language,
        user.email,
        { ...content(language, mail), greeting: words.greeting, footer: words.footer },
        `${config().appUrl}${LINKS[mail.kind]}`,
      ),
    );
  } catch (error) {
    logger.error('Plan decision e-mail not sent', { accountId: account.id, kind: mail.kind, error: String(error) });
  }
}
