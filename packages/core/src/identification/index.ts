// The identification tab: the account's name, address (countries and states from ISO 3166 data), language and logo.
export * from './identification.ts';
export * from './logo.ts';
