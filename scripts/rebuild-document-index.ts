/**
 * Rewrites every document with the documents list's index keys (packages/data/src/entities/document.ts:
 * ready documents only, by creation date and by title) and sets each account's count of ready
 * documents: run once after deploying the paged documents list over documents stored before it;
 * running it again changes nothing. The table is TABLE_NAME; credentials and region come from the
 * environment as for any AWS SDK call (AWS_ENDPOINT_URL_DYNAMODB for the local cloud's table).
 *
 *   TABLE_NAME=<table> npm run rebuild-document-index
 */
import { createDb, rebuildDocumentIndexes } from '@masterport/data';

const tableName = process.env.TABLE_NAME;
if (!tableName) throw new Error('Set TABLE_NAME to the table to index.');
const rewritten = await rebuildDocumentIndexes(createDb(tableName));
console.log(`Indexed ${rewritten} documents of ${tableName}.`);
