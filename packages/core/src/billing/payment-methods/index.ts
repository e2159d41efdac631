// The account's cards: saved through the gateway's card form, listed, made primary, deleted.
export * from './payment-methods.ts';
