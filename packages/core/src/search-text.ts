import { foldedText } from '@masterport/data';

/** Lower case without accents: what the lists' search boxes compare (one definition, in the table layer). */
export { foldedText };

/** Whether every word of a search query is in the folded text. */
export const matchesEveryWord = (query: string, folded: string): boolean =>
  foldedText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
