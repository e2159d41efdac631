import { foldedText } from '@masterport/data';

/** Lower case without accents: what the lists' search boxes compare (one definition, in the table layer). */
export { foldedText };

/** A search query's words, folded: each must be in a match's folded text (anywhere, as a part of a word). */
export const searchWords = (query: string): string[] => foldedText(query).split(/\s+/).filter(Boolean);

/** Whether every word of a search query is in the folded text. */
export const matchesEveryWord = (query: string, folded: string): boolean =>
  searchWords(query).every((word) => folded.includes(word));
