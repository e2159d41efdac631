import { currentLanguage, i18n, loadTexts } from './i18n.ts';

/**
 * Runs `show` once the catalogue's messages (`errors`) are there: at once where the page has them,
 * after loading them on a page that opened without them (a public link's: router.tsx). Its own
 * module, so the API client's wiring in the first download brings nothing else with it.
 */
export function withCatalogue(show: () => void): void {
  if (i18n.hasResourceBundle(currentLanguage(), 'errors')) show();
  else void loadTexts(['errors']).then(show);
}
