import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Reads an ASL definition (a registry `definitionFile`, from the repository root) and fills its
 * `${Name}` placeholders, as the CDK app's `definitionSubstitutions` do, so both run the same file.
 */
export function loadStateMachine(
  definitionFile: string,
  substitutions: Record<string, string>,
): Record<string, unknown> {
  const name = definitionFile;
  const text = readFileSync(join(REPO_ROOT, definitionFile), 'utf8');
  const filled = text.replace(/\$\{(\w+)\}/g, (placeholder, key: string) => {
    const value = substitutions[key];
    if (value === undefined) throw new Error(`No substitution for ${placeholder} in ${name}`);
    return value;
  });
  return JSON.parse(filled) as Record<string, unknown>;
}
