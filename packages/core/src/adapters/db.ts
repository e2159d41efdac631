import { createDb, type Db } from '@masterport/data';
import { appConfig } from '../config.ts';

let db: Db | undefined;
export const table = (): Db => (db ??= createDb(appConfig().tableName));
