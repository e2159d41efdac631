/** Lower case without accents: what the lists' search boxes compare ("Érable" finds "erable"). */
export const foldedText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether every word of a search query is in the folded text. */
export const matchesEveryWord = (query: string, folded: string): boolean =>
  foldedText(query).split(/\s+/).filter(Boolean).every((word) => folded.includes(word));
