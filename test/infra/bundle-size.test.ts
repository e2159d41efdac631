import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { AREAS, type Area } from '@masterport/contract';
import { apiEntry } from '@masterport/infra/config/repo-paths.ts';
import { API_BUNDLE_LIMIT_BYTES, areaBundling } from '@masterport/infra/constructs/area-bundling.ts';
import { AREA_ACCESS } from '@masterport/infra/stacks/api-area-access.ts';
import { esbuildOptionsOf } from './support/esbuild-options.ts';

const outDir = mkdtempSync(join(tmpdir(), 'masterport-bundles-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** An area's code as the CDK app bundles it: `areaBundling`, with the packages the area installs beside it left out. */
async function bundleSize(area: Area): Promise<number> {
  const dir = join(outDir, area);
  await build(esbuildOptionsOf(areaBundling(AREA_ACCESS[area].nodeModules), apiEntry(area), dir));
  return statSync(join(dir, 'index.mjs')).size;
}

const bytes = (count: number) => count.toLocaleString('en');

describe('the API Lambda bundles', () => {
  it(`are each at most ${bytes(API_BUNDLE_LIMIT_BYTES)} bytes`, async () => {
    // Act
    const sizes = new Map(await Promise.all(AREAS.map(async (area) => [area, await bundleSize(area)] as const)));

    // Assess
    console.log(
      `API bundles (index.mjs; limit ${bytes(API_BUNDLE_LIMIT_BYTES)} bytes):\n${[...sizes].map(([area, size]) => `  ${area.padEnd(14)}${bytes(size).padStart(10)}`).join('\n')}`,
    );
    const over = [...sizes]
      .filter(([, size]) => size > API_BUNDLE_LIMIT_BYTES)
      .map(([area, size]) => `${area}: ${bytes(size)} bytes`);
    expect(over, 'over the limit: load what only some calls use in those calls (infra/README.md, Bundles)').toEqual([]);
  }, 180_000);
});
