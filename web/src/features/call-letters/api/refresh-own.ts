import { mutate } from 'swr';
import { ownCallLettersKey } from './get-own.ts';

/** After a change, the station list is read again (the answer of one call is not the whole list). */
export async function refreshOwnCallLetters<T>(answer: T): Promise<T> {
  await mutate(ownCallLettersKey);
  return answer;
}
