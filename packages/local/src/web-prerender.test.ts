import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageModuleScripts } from './web-prerender.ts';

/** A manifest as Vite writes it: a lazy page, the chunks it imports, one shared with the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_react-B2.js'] },
  '_react-B2.js': { file: 'assets/react-B2.js' },
  '_Box-C3.js': { file: 'assets/Box-C3.js', imports: ['_react-B2.js'] },
  '_Grid-D4.js': { file: 'assets/Grid-D4.js', imports: ['_Box-C3.js', '_react-B2.js'] },
  'src/features/playlists/components/public-playlist-page.tsx': {
    file: 'assets/public-playlist-page-E5.js',
    imports: ['_Grid-D4.js', '_Box-C3.js', '_react-B2.js'],
  },
};
const INDEX_HTML =
  '<script type="module" crossorigin src="/assets/index-A1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-B2.js">';

describe("a prerendered public link's page scripts (docs/site.md)", () => {
  it('lists the page’s chunk and every chunk it imports, once each, without those index.html already loads', () => {
    // Act
    const scripts = pageModuleScripts(
      MANIFEST,
      'src/features/playlists/components/public-playlist-page.tsx',
      INDEX_HTML,
    );

    // Assert
    expect(scripts).toEqual(['/assets/public-playlist-page-E5.js', '/assets/Grid-D4.js', '/assets/Box-C3.js']);
  });

  it('fails the build for a module the manifest does not name (a page moved in the router, not in the prerender)', () => {
    expect(() => pageModuleScripts(MANIFEST, 'src/features/playlists/components/moved.tsx', INDEX_HTML)).toThrow(
      /no lazy module/,
    );
  });
});

describe("the public links' entry's document (web/public-link.html)", () => {
  it('is the app’s index.html but for the entry it loads, so the two cannot drift apart', () => {
    // Prepare
    const web = fileURLToPath(new URL('../../../web/', import.meta.url));
    const index = readFileSync(`${web}index.html`, 'utf8');

    // Act
    const publicLink = readFileSync(`${web}public-link.html`, 'utf8');

    // Assert
    expect(index).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(publicLink).toBe(index.replace('/src/main.tsx', '/src/public-main.tsx'));
  });
});
