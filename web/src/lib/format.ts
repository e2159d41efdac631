/** Sizes, dates and money as every screen shows them. */

/** What a value not filled in yet shows (a draft saved with only its title has no ID, type, duration...). */
export const NOT_SET = '—';

/** The locale of the reader's language, for Intl's formats. */
export const localeOf = (language: string): string => (language === 'fr' ? 'fr-CA' : 'en-CA');

// Intl's formatters, made once per language and options and kept: making one costs more than a
// thousand uses of it (the first loads the locale's data), and a list formats a value per row (a
// public master's page showed its files' sizes with one new formatter each, 15 ms of a phone's
// first render for a dozen files).
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${localeOf(language)} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeOf(language), options)));
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeOf(language)} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(localeOf(language), options)));
  return format;
}

/** Sizes with their unit, in the reader's language (1 decimal above a kilobyte). */
export function formatBytes(bytes: number, language: string): string {
  const units = language === 'fr' ? ['o', 'Ko', 'Mo', 'Go', 'To'] : ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${numberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** dd/MM/yyyy (UI.md), from an ISO date or date-time, in local time. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** Integer cents in the reader's language: $79.00 in English, 79,00 $ in French (CAD unless named). */
export const formatCents = (cents: number, language: string, currency = 'CAD'): string =>
  numberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A calendar day (YYYY-MM-DD, or the day of a date-time in UTC) in the reader's words: "Nov 16, 2026". */
export const formatDay = (day: string, language: string): string =>
  dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** A month (YYYY-MM) in words: "October 2026", "octobre 2026". */
export const formatMonth = (month: string, language: string): string =>
  dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
