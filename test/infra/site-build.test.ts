import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertDeployableSiteBuild } from '@masterport/infra/config/site-build.ts';

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A built SPA folder whose sitemap lists `address` first (none: no sitemap at all). */
function builtWith(address?: string): string {
  dist = mkdtempSync(join(tmpdir(), 'masterport-site-build-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
  if (address !== undefined)
    writeFileSync(join(dist, 'sitemap.xml'), `<urlset><url><loc>${address}</loc></url></urlset>`);
  return dist;
}

describe('a build to deploy', () => {
  it('is refused when made without VITE_SITE_URL, and taken with it', () => {
    expect(() => assertDeployableSiteBuild(builtWith('/pricing'))).toThrow(/VITE_SITE_URL/);
    expect(() => assertDeployableSiteBuild(builtWith())).toThrow(/VITE_SITE_URL/);
    expect(() => assertDeployableSiteBuild(builtWith('https://masterport.example/'))).not.toThrow();
  });
});
