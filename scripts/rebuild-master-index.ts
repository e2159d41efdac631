/**
 * Writes the masters list's index memberships (packages/data/src/entities/master-index.ts) of
 * every master in the table: run once after deploying the index over masters stored before it;
 * running it again changes nothing. The table is TABLE_NAME; credentials and region come from the
 * environment as for any AWS SDK call (AWS_ENDPOINT_URL_DYNAMODB for the local cloud's table).
 *
 *   TABLE_NAME=<table> npm run rebuild-master-index
 */
import { createDb, rebuildMasterIndexes } from '@masterport/data';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the table to index.');
const indexed = await rebuildMasterIndexes(createDb(tableName));
console.log(`Indexed ${indexed} masters of ${tableName}.`);
