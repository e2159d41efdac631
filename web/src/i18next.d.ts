import 'i18next';
import type { DestinationProblem, ErrorCode, PlanKey } from '@masterport/contract';
import type app from './locales/en/app.json';
import type auth from './locales/en/auth.json';
import type callLetters from './locales/en/callLetters.json';
import type common from './locales/en/common.json';
import type cards from './locales/en/cards.json';
import type billing from './locales/en/billing.json';
import type contacts from './locales/en/contacts.json';
import type deliveryMethod from './locales/en/deliveryMethod.json';
import type distributions from './locales/en/distributions.json';
import type documents from './locales/en/documents.json';
import type playlists from './locales/en/playlists.json';
import type plan from './locales/en/plan.json';
import type ops from './locales/en/ops.json';
import type received from './locales/en/received.json';
import type identification from './locales/en/identification.json';
import type legal from './locales/en/legal.json';
import type masters from './locales/en/masters.json';
import type sharedMaster from './locales/en/sharedMaster.json';
import type profile from './locales/en/profile.json';
import type settings from './locales/en/settings.json';
import type site from './locales/en/site.json';
import type stationFiles from './locales/en/stationFiles.json';
import type stationSpecs from './locales/en/stationSpecs.json';
import type team from './locales/en/team.json';
import type trafficInstructions from './locales/en/trafficInstructions.json';
import type validation from './locales/en/validation.json';

// Typed keys: a `t('...')` that names no English string fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      app: typeof app;
      auth: typeof auth;
      profile: typeof profile;
      site: typeof site;
      legal: typeof legal;
      validation: typeof validation;
      masters: typeof masters;
      sharedMaster: typeof sharedMaster;
      callLetters: typeof callLetters;
      settings: typeof settings;
      distributions: typeof distributions;
      deliveryMethod: typeof deliveryMethod;
      trafficInstructions: typeof trafficInstructions;
      stationFiles: typeof stationFiles;
      stationSpecs: typeof stationSpecs;
      documents: typeof documents;
      playlists: typeof playlists;
      received: typeof received;
      team: typeof team;
      cards: typeof cards;
      billing: typeof billing;
      plan: typeof plan;
      ops: typeof ops;
      contacts: typeof contacts;
      identification: typeof identification;
      errors: Record<ErrorCode, string>;
      destinationProblems: Record<DestinationProblem, string>;
      plans: Record<PlanKey, string>;
    };
  }
}
