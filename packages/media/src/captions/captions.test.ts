import { describe, expect, it } from 'vitest';
import { captionSeiNal, insertCaptionSei } from './a53-sei.ts';
import { hasOddParity, positionWords, withParity } from './cea608.ts';
import { makeCaptionOutputs } from './convert.ts';
import { cuesToSccLines, wrapRows } from './encode-608.ts';
import { mccToCues, parseMccPairs, buildAncPacket, buildCdp, compressMcc, expandMcc } from './mcc.ts';
import { parseScc, rebaseSccText, sccToCues, writeScc } from './scc.ts';
import { parseSrt, writeSrt } from './srt.ts';
import { parseWebVtt, writeWebVtt } from './webvtt.ts';

/** The tested example of broadcast-spec 6.1 (ffmpeg decoded it to these two captions). */
const KNOWN_SCC = `Scenarist_SCC V1.0

10:00:00;00	94ae 94ae 9420 9420 94e0 94e0 c845 4c4c 4f20 4652 4fcd 20c1 43cd 4580 942c 942c 942f 942f

10:00:03;00	94ae 94ae 9420 9420 9440 9440 4352 d5ce 43c8 d920 c2c1 52d3 94e0 94e0 ce4f 5720 49ce 20d3 544f 5245 d380 942c 942c 942f 942f

10:00:06;00	942c 942c
`;

const frame = 1001 / 30000;

describe('CEA-608 bytes', () => {
  it('adds odd parity', () => {
    expect(withParity(0x14)).toBe(0x94);
    expect(withParity(0x2e)).toBe(0xae);
    expect(withParity(0x20)).toBe(0x20);
    expect(withParity(0x5c)).toBe(0xdc);
    expect(hasOddParity(0x80)).toBe(true);
  });

  it('addresses rows 14 and 15 at column 0 like the spec examples', () => {
    expect(positionWords(15, 0).pac).toBe(0x94e0);
    expect(positionWords(14, 0).pac).toBe(0x9440);
    const indented = positionWords(15, 6);
    expect(indented.tab).toBeDefined();
  });
});

describe('SCC', () => {
  it('decodes a known SCC line to its text, timed at the End-Of-Caption frame', () => {
    const cues = sccToCues(KNOWN_SCC);
    expect(cues.map((c) => c.lines)).toEqual([['HELLO FROM ACME'], ['CRUNCHY BARS', 'NOW IN STORES']]);
    // The first caption needs 17 words before its first EOC: it shows 16 frames after 10:00:00;00.
    expect(cues[0]!.start).toBeCloseTo(16 * frame, 6);
    // It stays until the EDM inside the second caption's load (word 21 of the line at 10:00:03;00).
    expect(cues[0]!.end).toBeCloseTo(111 * frame, 6);
    expect(cues[1]!.row).toBe(14);
    expect(cues[1]!.end).toBeCloseTo(180 * frame, 6);
  });

  it('keeps drop-frame labels and payload when re-basing 10h to 01h (SCC_OFFSET_CC)', () => {
    const rebased = rebaseSccText(KNOWN_SCC, '10:00:00;00', '01:00:00;00');
    expect(
      rebased
        .split('\n')
        .filter((l) => /^\d/.test(l))
        .map((l) => l.slice(0, 11)),
    ).toEqual(['01:00:00;00', '01:00:03;00', '01:00:06;00']);
    expect(parseScc(rebased).lines.map((l) => l.words)).toEqual(parseScc(KNOWN_SCC).lines.map((l) => l.words));
    expect(sccToCues(rebased, { programStart: '01:00:00;00' })).toEqual(sccToCues(KNOWN_SCC));
  });

  it('rejects a file that is not SCC', () => {
    expect(() => parseScc('hello')).toThrow(/SCC/);
  });

  it('writes what it reads', () => {
    expect(writeScc(parseScc(KNOWN_SCC).lines)).toBe(KNOWN_SCC);
  });
});

const SRT = `1
00:00:00,500 --> 00:00:02,000
Bonjour, ça va très bien à Montréal.

2
00:00:02,500 --> 00:00:04,000
♪ MUSIQUE ♪

3
00:00:05,000 --> 00:00:07,000
This caption is long enough that it has to wrap onto more than one row of the screen.
`;

describe('SRT -> 608 pop-on -> SCC', () => {
  it('wraps at 32 columns', () => {
    const rows = wrapRows(['This caption is long enough that it has to wrap onto more than one row of the screen.']);
    expect(rows.every((r) => r.length <= 32)).toBe(true);
    expect(rows.join(' ')).toBe(
      'This caption is long enough that it has to wrap onto more than one row of the screen.',
    );
  });

  // A 3-row caption takes about 70 frames to load at one pair per frame, so cue 3 starts loading while
  // cue 2 is on screen: cue 2's clear is sent inside that load and both stay frame-exact.
  it('round-trips text (accents and music notes) and timing within one frame', () => {
    const source = parseSrt(SRT);
    const scc = writeScc(cuesToSccLines(source));
    const decoded = sccToCues(scc, { endFrame: 1_078_920 + 240 });
    expect(decoded.map((c) => c.lines.join(' '))).toEqual(source.map((c) => c.lines.join(' ')));
    decoded.forEach((cue, i) => {
      expect(Math.abs(cue.start - source[i]!.start)).toBeLessThanOrEqual(frame + 1e-9);
      expect(Math.abs(cue.end - source[i]!.end)).toBeLessThanOrEqual(frame + 1e-9);
      expect(cue.lines.length).toBeLessThanOrEqual(4);
      expect(cue.lines.every((l) => l.length <= 32)).toBe(true);
    });
    expect(scc).toMatch(/^Scenarist_SCC V1\.0\n\n09:59:59;\d\d\t94ae 94ae 9420 9420/);
  });
});

describe('SRT and WebVTT', () => {
  it('round-trip', () => {
    const cues = parseSrt(SRT);
    expect(parseSrt(writeSrt(cues))).toEqual(cues);
    const positioned = cues.map((c) => ({ ...c, row: 15, column: 4 }));
    const vtt = writeWebVtt(positioned);
    expect(vtt).toContain('line:89% position:20% align:start');
    expect(parseWebVtt(vtt)).toEqual(positioned);
  });
});

describe('MCC', () => {
  it("builds the padding CDP of ffmpeg's reference line", () => {
    const packet = buildAncPacket(buildCdp(0, 0x80, 0x80));
    expect(compressMcc(packet)).toBe('T49S494F43ZZ72F4QROO74ZZBFAB');
    expect(expandMcc('T49S494F43ZZ72F4QROO74ZZBFAB')).toEqual(packet);
  });

  it('carries one 608 pair per frame and decodes to the same captions as the SCC', () => {
    const outputs = makeCaptionOutputs('spot.scc', KNOWN_SCC, {
      durationSeconds: 6,
      uuid: '00000000-0000-4000-8000-000000000000',
      createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, 0)),
    });
    const lines = outputs.MCC_CC.split('\n').filter((l) => /^\d\d:/.test(l));
    // 6 s of program plus the final clear sent at 10:00:06;00-;01.
    expect(lines).toHaveLength(182);
    expect(lines[0]).toMatch(/^10:00:00:00\tT49S494F43ZZ72F4FC94AE/);
    expect(outputs.MCC_CC).toContain('Time Code Rate=30DF');
    expect(parseMccPairs(outputs.MCC_CC)).toHaveLength(182);
    expect(mccToCues(outputs.MCC_CC).map((c) => c.lines)).toEqual(sccToCues(KNOWN_SCC).map((c) => c.lines));
  });

  it('makes every caption output from an SRT at 00h, through 608', () => {
    const outputs = makeCaptionOutputs('spot.srt', SRT, { durationSeconds: 8, offsetProgramStart: '01:00:00;00' });
    expect(outputs.SCC_CC.split('\n')[2]).toMatch(/^09:59:59;\d\d\t94ae 94ae 9420 9420/);
    expect(outputs.SCC_OFFSET_CC.split('\n')[2]).toMatch(/^00:59:59;\d\d\t94ae/);
    expect(outputs.cues.map((c) => c.lines.join(' '))).toEqual(parseSrt(SRT).map((c) => c.lines.join(' ')));
    expect(mccToCues(outputs.MCC_CC).map((c) => c.lines)).toEqual(outputs.cues.map((c) => c.lines));
  });

  it('makes every caption output from an SCC at 10h', () => {
    const outputs = makeCaptionOutputs('spot.scc', KNOWN_SCC, {
      durationSeconds: 6,
      offsetProgramStart: '00:00:00;00',
    });
    expect(outputs.SCC_OFFSET_CC).toContain('00:00:03;00\t94ae');
    expect(outputs.SRT_CAPTIONS_CC).toContain('CRUNCHY BARS\nNOW IN STORES');
    expect(outputs.SRT_CC).toContain('CRUNCHY BARS\nNOW IN STORES');
    expect(outputs.WEBVTT_CC).toMatch(
      /^WEBVTT\n\n00:00:00\.534 --> 00:00:03\.704 line:89% position:10% align:start\nHELLO FROM ACME/,
    );
  });
});

describe('A/53 caption SEI', () => {
  it('inserts one SEI before the first slice of each access unit', () => {
    const aud = [0, 0, 0, 1, 0x09, 0x10];
    const slice = [0, 0, 0, 1, 0x65, 0x88, 0x84];
    const stream = Uint8Array.from([...aud, ...slice, ...aud, ...slice]);
    const { stream: out, frames } = insertCaptionSei(stream, (f) => (f === 0 ? 0x9420 : 0x8080));
    expect(frames).toBe(2);
    const nal = captionSeiNal(0x9420);
    expect([...nal.slice(0, 6)]).toEqual([0, 0, 0, 1, 0x06, 0x04]);
    expect([...nal.slice(7, 14)]).toEqual([0xb5, 0x00, 0x31, 0x47, 0x41, 0x39, 0x34]);
    // start code, header, type, size, 71 payload bytes (20 cc triplets), trailing bits: nothing to escape.
    expect(nal.length).toBe(4 + 1 + 2 + 71 + 1);
    expect(out.length).toBe(stream.length + nal.length + captionSeiNal(0x8080).length);
    expect(() => insertCaptionSei(Uint8Array.from(slice), () => 0x8080)).toThrow(/access unit delimiters/);
  });
});
