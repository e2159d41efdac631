import { createContext, useContext } from 'react';

/**
 * Whose delivery method the tab shows and changes: the account's (undefined), or that of one of its
 * stations that receives otherwise (its call letters). Every call of the tab names it.
 */
export const EditedStation = createContext<string | undefined>(undefined);

export const useEditedStation = () => useContext(EditedStation);

/** The body field naming the station, absent for the account's own method. */
export const stationField = (callLetters: string | undefined) => (callLetters ? { call_letters: callLetters } : {});
