import type { Language } from '../errors.ts';
import type { PlanKey } from '../permissions.ts';

/** Each plan as a person reads it, in each language: the plan-change e-mails and screens print these. */
export const PLAN_NAMES: Readonly<Record<Language, Readonly<Record<PlanKey, string>>>> = {
  en: {
    broadcaster: 'Broadcaster',
    content_creator: 'Agency or content creator',
    partner_studio: 'Partner studio',
    pay_per_use: 'Pay per use',
  },
  fr: {
    broadcaster: 'Diffuseur',
    content_creator: 'Agence ou créateur de contenu',
    partner_studio: 'Studio partenaire',
    pay_per_use: 'Paiement à l’utilisation',
  },
};
