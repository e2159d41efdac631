import { describe, expect, it } from 'vitest';
import { rewriteGopTimecodes } from './assemble-mxf.ts';

/** A fake MPEG-2 stream: GOP headers and picture start codes only. */
function stream(gopSizes: number[]): Uint8Array {
  const bytes: number[] = [];
  for (const size of gopSizes) {
    bytes.push(0, 0, 1, 0xb8, 0x00, 0x08, 0x00, 0x00); // time code 00:00:00:00 (marker bit set), open GOP
    for (let i = 0; i < size; i += 1) bytes.push(0, 0, 1, 0x00, 0x12, 0x34);
  }
  return Uint8Array.from(bytes);
}

function readTimecodes(es: Uint8Array): { tc: string; closed: boolean; df: boolean }[] {
  const out: { tc: string; closed: boolean; df: boolean }[] = [];
  for (let i = 0; i + 7 < es.length; i += 1) {
    if (es[i] === 0 && es[i + 1] === 0 && es[i + 2] === 1 && es[i + 3] === 0xb8) {
      const v = ((es[i + 4]! << 24) | (es[i + 5]! << 16) | (es[i + 6]! << 8) | es[i + 7]!) >>> 0;
      const tc = v >>> 7;
      const p = (x: number) => String(x).padStart(2, '0');
      out.push({
        tc: `${p((tc >> 19) & 31)}:${p((tc >> 13) & 63)}:${p((tc >> 6) & 63)};${p(tc & 63)}`,
        closed: (v & 0x40) !== 0,
        df: tc >> 24 === 1,
      });
    }
  }
  return out;
}

describe('rewriteGopTimecodes', () => {
  it('labels each GOP with the drop-frame timecode of its first picture and closes segment starts', () => {
    const es = stream([15, 15, 15, 15, 15]);
    const gops = rewriteGopTimecodes(es, 107_892 - 30, new Set([0, 30]));
    expect(gops).toBe(5);
    expect(readTimecodes(es)).toEqual([
      { tc: '00:59:59;00', closed: true, df: true },
      { tc: '00:59:59;15', closed: false, df: true },
      { tc: '01:00:00;00', closed: true, df: true },
      { tc: '01:00:00;15', closed: false, df: true },
      { tc: '01:00:01;00', closed: false, df: true },
    ]);
  });

  it('skips the dropped labels at a minute boundary', () => {
    const es = stream([10, 10]);
    rewriteGopTimecodes(es, 1795);
    expect(readTimecodes(es).map((g) => g.tc)).toEqual(['00:00:59;25', '00:01:00;07']);
  });
});
