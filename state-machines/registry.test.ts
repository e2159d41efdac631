import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORKFLOWS } from './registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('State machine definitions', () => {
  for (const workflow of Object.values(WORKFLOWS)) {
    it(`${workflow.name}: the committed JSON is what the builder emits (npm run state-machines)`, () => {
      const committed: unknown = JSON.parse(readFileSync(join(root, workflow.definitionFile), 'utf8'));
      expect(committed).toEqual(workflow.definition());
    });

    it(`${workflow.name}: every placeholder of the definition is a task's substitution`, () => {
      const placeholders = new Set(
        [...JSON.stringify(workflow.definition()).matchAll(/\$\{(\w+)\}/g)].map(([, name]) => name),
      );
      expect([...placeholders].sort()).toEqual(workflow.tasks.map((task) => task.substitution).sort());
    });
  }
});
