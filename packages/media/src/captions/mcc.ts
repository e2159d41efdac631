/**
 * MacCaption MCC V2.0 (broadcast-spec 6.1, 6.3): one SMPTE 291 ANC packet per video frame carrying a
 * CEA-708 CDP whose 608 compatibility bytes hold that frame's CC1 pair. Strict decoders expect exactly
 * one pair per frame, which is why we write it ourselves instead of remuxing SCC lines.
 */
import { framesToTc, tcToFrames } from '../timecode.ts';
import { decode608 } from './decode-608.ts';
import { NULL_WORD } from './encode-608.ts';
import { CaptionFormatError, frameToProgramSeconds, SCC_PROGRAM_START } from './scc.ts';
import type { Cue, FramePair } from './types.ts';

const CDP_FRAME_RATE_2997 = 0x4f; // cdp_frame_rate 4 (29.97) in the high nibble, reserved 0xF
const CDP_FLAGS = 0x43; // ccdata_present | caption_service_active | reserved
const CC_COUNT = 20; // cc_data triplets per frame at 29.97

/** The 73-byte CDP of one frame. */
export function buildCdp(sequence: number, b1: number, b2: number): number[] {
  const hi = (sequence >> 8) & 0xff;
  const lo = sequence & 0xff;
  const body = [
    0x96,
    0x69,
    0,
    CDP_FRAME_RATE_2997,
    CDP_FLAGS,
    hi,
    lo,
    0x72,
    0xe0 | CC_COUNT,
    0xfc,
    b1,
    b2,
    0xfd,
    0x80,
    0x80,
  ];
  for (let i = 0; i < CC_COUNT - 2; i += 1) body.push(0xfa, 0x00, 0x00);
  body.push(0x74, hi, lo);
  body[2] = body.length + 1; // cdp_length counts the checksum byte too
  const sum = body.reduce((a, b) => a + b, 0);
  body.push((256 - (sum % 256)) % 256);
  return body;
}

/** ANC packet: DID 0x61, SDID 0x01 (CEA-708 CDP, SMPTE 334), DC, the CDP, and the 8-bit checksum. */
export function buildAncPacket(cdp: readonly number[]): number[] {
  const packet = [0x61, 0x01, cdp.length, ...cdp];
  packet.push(packet.reduce((a, b) => a + b, 0) & 0xff);
  return packet;
}

const ALIASES: readonly [string, readonly number[]][] = [
  ...Array.from({ length: 9 }, (_, i): [string, number[]] => [
    String.fromCharCode(0x47 + i),
    Array.from({ length: i + 1 }, () => [0xfa, 0x00, 0x00]).flat(),
  ]),
  ['P', [0xfb, 0x80, 0x80]],
  ['Q', [0xfc, 0x80, 0x80]],
  ['R', [0xfd, 0x80, 0x80]],
  ['S', [0x96, 0x69]],
  ['T', [0x61, 0x01]],
  ['U', [0xe1, 0x00, 0x00, 0x00]],
  ['Z', [0x00]],
];

/** Hex with MCC's one-letter aliases, longest FA 00 00 runs first. */
export function compressMcc(bytes: readonly number[]): string {
  let out = '';
  let i = 0;
  const matches = (seq: readonly number[]) => seq.every((b, k) => bytes[i + k] === b);
  while (i < bytes.length) {
    let run = 0;
    while (run < 9 && bytes[i + run * 3] === 0xfa && bytes[i + run * 3 + 1] === 0 && bytes[i + run * 3 + 2] === 0)
      run += 1;
    if (run > 0) {
      out += String.fromCharCode(0x46 + run);
      i += run * 3;
      continue;
    }
    const alias = ALIASES.slice(9).find(([, seq]) => matches(seq));
    if (alias) {
      out += alias[0];
      i += alias[1].length;
      continue;
    }
    out += bytes[i]!.toString(16).toUpperCase().padStart(2, '0');
    i += 1;
  }
  return out;
}

export function expandMcc(text: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length;) {
    const ch = text[i]!;
    const alias = ALIASES.find(([letter]) => letter === ch);
    if (alias) {
      bytes.push(...alias[1]);
      i += 1;
      continue;
    }
    const byte = parseInt(text.slice(i, i + 2), 16);
    if (Number.isNaN(byte)) throw new CaptionFormatError(`bad MCC data near "${text.slice(i, i + 8)}"`);
    bytes.push(byte);
    i += 2;
  }
  return bytes;
}

const HEADER_COMMENT = `///////////////////////////////////////////////////////////////////////////////////
// Computer Prompting and Captioning Company
// Ancillary Data Packet Transfer File
//
// Permission to generate this format is granted provided that
//   1. This ANC Transfer file format is used on an as-is basis and no warranty is given, and
//   2. This entire descriptive information text is included in a generated .mcc file.
//
// General file format:
//   HH:MM:SS:FF(tab)[Hexadecimal ANC data in groups of 2 characters]
//     Hexadecimal data starts with the Ancillary Data Packet DID (Data ID defined in S291M)
//       and concludes with the Check Sum following the User Data Words.
//     Each time code line must contain at most one complete ancillary data packet.
//     To transfer additional ANC Data successive lines may contain identical time code.
//     Time Code Rate=[24, 25, 30, 30DF, 50, 60, 60DF]
//
//   ANC data bytes may be represented by one ASCII character according to the following schema:
//     G  FAh 00h 00h
//     H  2 x (FAh 00h 00h)
//     I  3 x (FAh 00h 00h)
//     J  4 x (FAh 00h 00h)
//     K  5 x (FAh 00h 00h)
//     L  6 x (FAh 00h 00h)
//     M  7 x (FAh 00h 00h)
//     N  8 x (FAh 00h 00h)
//     O  9 x (FAh 00h 00h)
//     P  FBh 80h 80h
//     Q  FCh 80h 80h
//     R  FDh 80h 80h
//     S  96h 69h
//     T  61h 01h
//     U  E1h 00h 00h 00h
//     Z  00h
//
///////////////////////////////////////////////////////////////////////////////////`;

export interface MccOptions {
  /** First and last frame (29.97 DF frame numbers) to write; every frame between gets a packet. */
  readonly fromFrame: number;
  readonly toFrame: number;
  readonly uuid: string;
  readonly creationProgram?: string;
  readonly createdAt?: Date;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** MCC V2.0 text for CC1 pairs (one pair per frame, padding elsewhere). Labels use `:` as MCC does. */
export function writeMcc(pairs: readonly FramePair[], options: MccOptions): string {
  const byFrame = new Map(pairs.map((p) => [p.frame, p.word]));
  const date = options.createdAt ?? new Date();
  const pad = (x: number) => String(x).padStart(2, '0');
  const header = [
    'File Format=MacCaption_MCC V2.0',
    '',
    HEADER_COMMENT,
    '',
    `UUID=${options.uuid.toUpperCase()}`,
    `Creation Program=${options.creationProgram ?? 'Masterport'}`,
    `Creation Date=${WEEKDAYS[date.getUTCDay()]}, ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
    `Creation Time=${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`,
    'Time Code Rate=30DF',
    '',
  ];
  const lines: string[] = [];
  for (let frame = options.fromFrame, seq = 0; frame <= options.toFrame; frame += 1, seq = (seq + 1) % 65536) {
    const w = byFrame.get(frame) ?? NULL_WORD;
    const packet = buildAncPacket(buildCdp(seq, (w >> 8) & 0xff, w & 0xff));
    lines.push(`${framesToTc(frame).replace(';', ':')}\t${compressMcc(packet)}`);
  }
  return `${header.join('\n')}\n${lines.join('\n')}\n`;
}

/** CC1 pairs of an MCC file (field-1 608 triplets of each CDP), by frame. */
export function parseMccPairs(text: string): FramePair[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (!lines[0]?.startsWith('File Format=MacCaption_MCC')) throw new CaptionFormatError('not an MCC file');
  const dropFrame = lines.some((l) => /^Time Code Rate=30DF/.test(l));
  const pairs: FramePair[] = [];
  for (const line of lines) {
    const match = /^(\d{2}:\d{2}:\d{2}[:;]\d{2})(?:\.\d)?(?:,\d+)?\t(\S+)$/.exec(line);
    if (!match) continue;
    const frame = tcToFrames(match[1]!.replace(/[:;](\d{2})$/, dropFrame ? ';$1' : ':$1'), { dropFrame });
    const bytes = expandMcc(match[2]!);
    if (bytes[0] !== 0x61 || bytes[1] !== 0x01) continue;
    const cdp = bytes.slice(3, 3 + (bytes[2] ?? 0));
    const ccIndex = cdp.indexOf(0x72, 7);
    if (ccIndex < 0) continue;
    const count = (cdp[ccIndex + 1] ?? 0) & 0x1f;
    for (let k = 0; k < count; k += 1) {
      const [marker, b1, b2] = [cdp[ccIndex + 2 + k * 3], cdp[ccIndex + 3 + k * 3], cdp[ccIndex + 4 + k * 3]];
      // cc_valid set and cc_type 0 = NTSC field 1 (CC1/CC2).
      if (marker !== undefined && (marker & 0x07) === 0x04 && b1 !== undefined && b2 !== undefined) {
        pairs.push({ frame, word: (b1 << 8) | b2 });
      }
    }
  }
  return pairs;
}

export function mccToCues(text: string, programStart = SCC_PROGRAM_START): Cue[] {
  const pairs = parseMccPairs(text);
  return decode608(pairs, frameToProgramSeconds(tcToFrames(programStart)), pairs.at(-1)?.frame);
}
