import { numberFormat } from './format.ts';

/** A measured value in the reader's locale: one decimal by default (-24.0 in English, -24,0 in French). */
export function formatDecimal(value: number, language: string, fractionDigits = 1): string {
  return numberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** A measured value kept as text by the API ("-16.0", "-24 ±2 LU"): its numbers in the reader's locale. */
export const localiseNumbers = (text: string, language: string): string =>
  language === 'fr' ? text.replace(/(\d)\.(\d)/g, '$1,$2') : text;
