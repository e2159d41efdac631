// Writes each state machine's definition.asl.json from its builder (state-machines/registry.ts):
// `npm run state-machines` after changing a definition. A unit test fails while a file differs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKFLOWS } from '@masterport/state-machines/registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
for (const workflow of Object.values(WORKFLOWS)) {
  writeFileSync(join(root, workflow.definitionFile), `${JSON.stringify(workflow.definition(), null, 2)}\n`);
  console.log(`wrote ${workflow.definitionFile}`);
}
