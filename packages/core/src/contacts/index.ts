// The account's contacts: the contacts tab and the public list beside its public pages.
export * from './contacts.ts';
