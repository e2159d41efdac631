import { createDb, type Db } from '@masterport/data';
import { tableName } from '../config.ts';

let db: Db | undefined;
export const table = (): Db => (db ??= createDb(tableName()));
