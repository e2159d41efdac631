import type { Language } from '@masterport/contract';
import type { i18n as I18n } from 'i18next';
import { i18n } from '#lib/i18n.ts';

const instances = new Map<Language, I18n>();

/**
 * The translations of a site page in its address's language (`/fr/pricing` is French whatever the
 * visitor chose in the app): the app's instance, cloned once per language, so the page and the
 * prerender read the same dictionaries without changing the app's language.
 */
export function siteI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}
