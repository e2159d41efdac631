type Dictionary = { [key: string]: string | Dictionary };

/** The French dictionaries but the legal texts, as one chunk the browser loads when it shows this language (i18n.ts). */
export const files = import.meta.glob<Dictionary>(['../locales/fr/*.json', '!../locales/fr/legal.json'], {
  eager: true,
  import: 'default',
});
