import { createDb, type Db } from '@masterport/data';
import { config } from '../config.ts';

let db: Db | undefined;
export const table = (): Db => (db ??= createDb(config().tableName));
