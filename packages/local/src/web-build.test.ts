import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stampWebBuild, webBuildInputs, webBuildStale } from './web-build.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const env = {};

/** A repository with the build's inputs and a web/dist, stamped as `npm run build:web` leaves it. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'masterport-web-build-'));
  write('web/index.html', '<div id="root"></div>');
  write('web/src/main.tsx', 'render(<App />);');
  write('web/src/app.test.ts', 'it("works", () => {});');
  write('web/vite.config.ts', 'export default {};');
  write('packages/contract/src/index.ts', 'export const A = 1;');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('web/dist/index.html', '<script src="/assets/index-abc.js"></script>');
  stampWebBuild(root, webBuildInputs(root, env));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether npm start must build the SPA again', () => {
  it("serves a build stamped with today's inputs as it is", () => {
    expect(webBuildStale(root, env)).toBeUndefined();
  });

  it('builds when there is no build, or one made without a stamp', () => {
    rmSync(join(root, 'web/.build-stamp.json'));
    expect(webBuildStale(root, env)).toBe('unstamped');
    rmSync(join(root, 'web/dist'), { recursive: true });
    expect(webBuildStale(root, env)).toBe('missing');
  });

  it.each([
    ['a source of the SPA', 'web/src/main.tsx'],
    ['a new source file', 'web/src/features/new.ts'],
    ['the page', 'web/index.html'],
    ['the Vite configuration', 'web/vite.config.ts'],
    ['the contract the SPA imports', 'packages/contract/src/index.ts'],
    ['the lockfile (package versions)', 'package-lock.json'],
    ['a Vite .env file', 'web/.env.production'],
  ])('builds again after a change to %s, and not once it is undone', (_what, path) => {
    write(path, 'changed');
    expect(webBuildStale(root, env)).toBe('changed');
    // Bytes decide, not times: putting the file back as it was needs no build.
    if (path === 'web/src/main.tsx') {
      write(path, 'render(<App />);');
      expect(webBuildStale(root, env)).toBeUndefined();
    }
  });

  it('does not build for a test file or a touched file whose bytes did not change', () => {
    write('web/src/app.test.ts', 'it("works differently", () => {});');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'web/src/main.tsx'), later, later);
    expect(webBuildStale(root, env)).toBeUndefined();
  });

  it("builds when a VITE_ variable differs from the build's (a deploy build carries the reCAPTCHA site key)", () => {
    expect(webBuildStale(root, { VITE_RECAPTCHA_SITE_KEY: 'site-key' })).toBe('changed');
    expect(webBuildStale(root, { ...env, PATH: '/elsewhere' })).toBeUndefined();
  });

  it('builds when web/dist was rebuilt by other means since the stamp, even from the stamped inputs', () => {
    // An edit built with `vite build`, then undone: the inputs match the stamp again, the build does not.
    write('web/dist/index.html', '<script src="/assets/index-def.js"></script>');
    expect(webBuildStale(root, env)).toBe('changed');
  });
});
