/**
 * The home page's counters: one `GET statistics` (cached by CloudFront and the browser), each number
 * written in the page's language into the space the page kept for it.
 */

/** The attribute of each counter's element on the home page, naming its statistic. */
export const STATISTIC_ATTRIBUTE = 'data-statistic';

/** Fills the home page's counters; the prerendered page runs it as its script, the app's home route on mount. */
export function showSiteStatistics(language = document.documentElement.lang): void {
  fetch('/api/statistics')
    .then(async (response) => {
      if (!response.ok) return;
      const { statistics } = (await response.json()) as { statistics?: Record<string, number> };
      const format = new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA');
      for (const element of document.querySelectorAll<HTMLElement>(`[${STATISTIC_ATTRIBUTE}]`)) {
        const value = statistics?.[element.getAttribute(STATISTIC_ATTRIBUTE) ?? ''];
        if (typeof value === 'number') element.textContent = format.format(value);
      }
    })
    // Without the numbers the page keeps its dashes: nothing to tell a visitor.
    .catch(() => undefined);
}

// Loaded as the prerendered home's script, the counters are there. Imported by the app, they are not yet.
if (typeof document !== 'undefined' && document.querySelector(`[${STATISTIC_ATTRIBUTE}]`)) showSiteStatistics();
