/**
 * Lower case without accents: how searches and tags compare ("Érable" finds "erable"). Here, in
 * the table layer, because keys are built from it (an account's tags); core's search uses it too.
 */
export const foldedText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
