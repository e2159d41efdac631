import { describe, expect, it } from 'vitest';
import { nextPlayable } from './next-playable.ts';

const ready = { preview: { url: 'u', kind: 'video' as const, captions_url: null }, is_running: false };
const encoding = { ...ready, is_running: true };
const noPreview = { preview: null, is_running: false };

describe('the player’s next master', () => {
  it('plays on to the next master, skips one being encoded or without a preview, and stops after the last', () => {
    const reel = [ready, encoding, noPreview, ready, encoding];

    expect(nextPlayable(reel, -1)).toBe(0);
    expect(nextPlayable(reel, 0)).toBe(3);
    expect(nextPlayable(reel, 3)).toBe(-1);
    expect(nextPlayable([encoding, ready], -1)).toBe(1);
    expect(nextPlayable([], -1)).toBe(-1);
  });
});
