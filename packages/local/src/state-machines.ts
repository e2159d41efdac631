import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATE_MACHINES = fileURLToPath(new URL('../../../state-machines', import.meta.url));

/**
 * Reads an ASL definition and fills its `${Name}` placeholders, as the CDK app's
 * `definitionSubstitutions` do, so both run the same file.
 */
export function loadStateMachine(name: string, substitutions: Record<string, string>): Record<string, unknown> {
  const text = readFileSync(join(STATE_MACHINES, name, 'definition.asl.json'), 'utf8');
  const filled = text.replace(/\$\{(\w+)\}/g, (placeholder, key: string) => {
    const value = substitutions[key];
    if (value === undefined) throw new Error(`No substitution for ${placeholder} in ${name}`);
    return value;
  });
  return JSON.parse(filled) as Record<string, unknown>;
}
