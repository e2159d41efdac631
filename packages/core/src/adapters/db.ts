import { createDb, type Db } from '@masterport/data';
import { config } from '../config.ts';

let db: Db | undefined;
export const table = (): Db => (db ??= createDb(config().tableName));

/** Unit tests point core at a table of their own (src/testing); undefined goes back to the configured one. */
export const setTableForTests = (testTable: Db | undefined): void => {
  db = testTable;
};
