import { formatDecimal } from '#lib/format-number.ts';

/** Where in the spot a line is said, in the reader's locale: 12.4 -> "0:12.4" in English, "0:12,4" in French. */
export const spokenTime = (seconds: number, language: string): string =>
  `${Math.floor(seconds / 60)}:${formatDecimal(seconds % 60, language).padStart(4, '0')}`;
