import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { fontPath } from './slate.ts';

describe('fontPath', () => {
  const saved = process.env.FONTS_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.FONTS_DIR;
    else process.env.FONTS_DIR = saved;
  });

  it('finds the DejaVu font of the npm package by default', () => {
    delete process.env.FONTS_DIR;
    const path = fontPath();
    expect(path).toMatch(/dejavu-fonts-ttf[/\\]ttf[/\\]DejaVuSansMono\.ttf$/);
    expect(existsSync(path)).toBe(true);
  });

  it('uses FONTS_DIR when set, as in Lambda where the ffmpeg layer holds the fonts', () => {
    process.env.FONTS_DIR = '/opt/fonts';
    expect(fontPath()).toBe('/opt/fonts/DejaVuSansMono.ttf');
    expect(fontPath('DejaVuSans.ttf')).toBe('/opt/fonts/DejaVuSans.ttf');
  });
});
