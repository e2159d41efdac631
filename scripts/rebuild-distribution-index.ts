/**
 * Rebuilds what the distributions lists read (packages/data/src/entities/distribution-rebuild.ts):
 * each distribution's destination states and list memberships, the records of which stations each
 * master went to, and each account's counts item. Run once after deploying the index over
 * distributions stored before it, while no one sends; running it again changes nothing. The table is
 * TABLE_NAME; credentials and region come from the environment as for any AWS SDK call
 * (AWS_ENDPOINT_URL_DYNAMODB for the local cloud's table).
 *
 *   TABLE_NAME=<table> npm run rebuild-distribution-index
 */
import { createDb, rebuildDistributionIndexes } from '@masterport/data';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the table to index.');
const indexed = await rebuildDistributionIndexes(createDb(tableName));
console.log(`Indexed ${indexed} distributions of ${tableName}.`);
