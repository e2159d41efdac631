// Writes the SPA's dictionaries made from the contract (its error catalogue, destination problems
// and plan names), one file per language: `npm run contract-texts` after changing one of them.
// A unit test (web/src/lib/contract-texts.test.ts) fails while a file differs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractTextFiles } from '@masterport/web/src/lib/contract-texts.ts';

const source = fileURLToPath(new URL('../web/src/', import.meta.url));
for (const [file, content] of Object.entries(contractTextFiles())) {
  mkdirSync(dirname(join(source, file)), { recursive: true });
  writeFileSync(join(source, file), `${JSON.stringify(content, null, 2)}\n`);
  console.log(`wrote web/src/${file}`);
}
