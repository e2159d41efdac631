/**
 * CEA-608 (line 21) byte codes for caption channel CC1: odd parity, the character sets (basic, special,
 * extended French/Spanish and Portuguese/German), preamble address codes and the control codes pop-on
 * captions use. Tables follow CEA-608-E; the French characters matter for Québec captions.
 */

/** Sets bit 7 so the byte has an odd number of 1 bits. */
export function withParity(byte: number): number {
  const b = byte & 0x7f;
  let ones = 0;
  for (let x = b; x; x >>= 1) ones += x & 1;
  return ones % 2 === 1 ? b : b | 0x80;
}

export function hasOddParity(byte: number): boolean {
  let ones = 0;
  for (let x = byte & 0xff; x; x >>= 1) ones += x & 1;
  return ones % 2 === 1;
}

/** A 16-bit word (two bytes with parity) as SCC writes it, e.g. 0x942c. */
export const word = (b1: number, b2: number): number => (withParity(b1) << 8) | withParity(b2);

/** Basic characters that differ from ASCII at the same code. */
const BASIC_EXCEPTIONS: Readonly<Record<number, string>> = {
  0x2a: 'á',
  0x5c: 'é',
  0x5e: 'í',
  0x5f: 'ó',
  0x60: 'ú',
  0x7b: 'ç',
  0x7c: '÷',
  0x7d: 'Ñ',
  0x7e: 'ñ',
  0x7f: '█',
};

/** Special characters: 0x11 0x30-0x3F on CC1. */
const SPECIAL = ['®', '°', '½', '¿', '™', '¢', '£', '♪', 'à', '\u00a0', 'è', 'â', 'ê', 'î', 'ô', 'û'];

/** Extended characters: 0x12 0x20-0x3F (Spanish/French/misc) and 0x13 0x20-0x3F (Portuguese/German/misc). */
const EXTENDED_12 = [
  'Á',
  'É',
  'Ó',
  'Ú',
  'Ü',
  'ü',
  '‘',
  '¡',
  '*',
  '’',
  '—',
  '©',
  '℠',
  '•',
  '“',
  '”',
  'À',
  'Â',
  'Ç',
  'È',
  'Ê',
  'Ë',
  'ë',
  'Î',
  'Ï',
  'ï',
  'Ô',
  'Ù',
  'ù',
  'Û',
  '«',
  '»',
];
const EXTENDED_13 = [
  'Ã',
  'ã',
  'Í',
  'Ì',
  'ì',
  'Ò',
  'ò',
  'Õ',
  'õ',
  '{',
  '}',
  '\\',
  '^',
  '_',
  '|',
  '~',
  'Ä',
  'ä',
  'Ö',
  'ö',
  'ß',
  '¥',
  '¤',
  '¦',
  'Å',
  'å',
  'Ø',
  'ø',
  '┌',
  '┐',
  '└',
  '┘',
];

export function basicChar(code: number): string {
  return BASIC_EXCEPTIONS[code] ?? String.fromCharCode(code);
}
export const specialChar = (b2: number): string | undefined => SPECIAL[b2 - 0x30];
export const extendedChar = (b1: number, b2: number): string | undefined =>
  (b1 === 0x12 ? EXTENDED_12 : b1 === 0x13 ? EXTENDED_13 : undefined)?.[b2 - 0x20];

/** How one character is sent: one basic byte, or a two-byte code (sent twice) with a basic fallback. */
export type CharCode =
  | { readonly kind: 'basic'; readonly byte: number }
  | { readonly kind: 'special'; readonly b1: number; readonly b2: number }
  | { readonly kind: 'extended'; readonly b1: number; readonly b2: number; readonly fallback: number };

const ENCODE = new Map<string, CharCode>();
for (let code = 0x20; code < 0x80; code += 1) {
  const ch = basicChar(code);
  if (!ENCODE.has(ch)) ENCODE.set(ch, { kind: 'basic', byte: code });
}
SPECIAL.forEach((ch, i) => ENCODE.set(ch, { kind: 'special', b1: 0x11, b2: 0x30 + i }));
// Extended characters replace the character before them, so decoders without them show the fallback.
const FALLBACK: Readonly<Record<string, string>> = {
  Á: 'A',
  É: 'E',
  Ó: 'O',
  Ú: 'U',
  Ü: 'U',
  ü: 'u',
  '‘': "'",
  '¡': '!',
  '’': "'",
  '—': '-',
  '©': 'c',
  '℠': 's',
  '•': '.',
  '“': '"',
  '”': '"',
  À: 'A',
  Â: 'A',
  Ç: 'C',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  ë: 'e',
  Î: 'I',
  Ï: 'I',
  ï: 'i',
  Ô: 'O',
  Ù: 'U',
  ù: 'u',
  Û: 'U',
  '«': '"',
  '»': '"',
  Ã: 'A',
  ã: 'a',
  Í: 'I',
  Ì: 'I',
  ì: 'i',
  Ò: 'O',
  ò: 'o',
  Õ: 'O',
  õ: 'o',
  Ä: 'A',
  ä: 'a',
  Ö: 'O',
  ö: 'o',
  ß: 's',
  '¥': 'Y',
  '¤': 'o',
  '¦': '|',
  Å: 'A',
  å: 'a',
  Ø: 'O',
  ø: 'o',
  '*': '+',
  '┌': '+',
  '┐': '+',
  '└': '+',
  '┘': '+',
  '{': '(',
  '}': ')',
  '\\': '/',
  '^': ' ',
  _: '-',
  '|': '!',
  '~': '-',
};
for (const [table, b1] of [
  [EXTENDED_12, 0x12],
  [EXTENDED_13, 0x13],
] as const) {
  table.forEach((ch, i) => {
    if (ENCODE.has(ch)) return; // a basic code wins: it needs no fallback
    ENCODE.set(ch, { kind: 'extended', b1, b2: 0x20 + i, fallback: (FALLBACK[ch] ?? ' ').charCodeAt(0) });
  });
}
// Typographic quotes and dashes that users type but 608 spells differently.
const NORMALISE: Readonly<Record<string, string>> = {
  '\u2019': '’',
  '\u2026': '...',
  '\u2013': '-',
  '\u00a0': ' ',
  '\t': ' ',
};

/** The 608 code of a character; unknown characters become '?' rather than breaking the stream. */
export function encodeChar(ch: string): CharCode {
  return ENCODE.get(ch) ?? ENCODE.get('?')!;
}

/** Replaces characters 608 cannot carry by close equivalents (typographic punctuation, tabs). */
export function normaliseText(text: string): string {
  return [...text.normalize('NFC')].map((ch) => NORMALISE[ch] ?? ch).join('');
}

/** Misc control codes, second byte, first byte 0x14 on CC1. */
export const CONTROL = {
  RCL: 0x20,
  BS: 0x21,
  AOF: 0x22,
  AON: 0x23,
  DER: 0x24,
  RU2: 0x25,
  RU3: 0x26,
  RU4: 0x27,
  FON: 0x28,
  RDC: 0x29,
  TR: 0x2a,
  RTD: 0x2b,
  EDM: 0x2c,
  CR: 0x2d,
  ENM: 0x2e,
  EOC: 0x2f,
} as const;
export const controlWord = (code: number): number => word(0x14, code);

/** Preamble address code bytes for rows 1-15 (first byte, second-byte base). */
const PAC_ROWS: readonly (readonly [number, number])[] = [
  [0x11, 0x40],
  [0x11, 0x60],
  [0x12, 0x40],
  [0x12, 0x60],
  [0x15, 0x40],
  [0x15, 0x60],
  [0x16, 0x40],
  [0x16, 0x60],
  [0x17, 0x40],
  [0x17, 0x60],
  [0x10, 0x40],
  [0x13, 0x40],
  [0x13, 0x60],
  [0x14, 0x40],
  [0x14, 0x60],
];

/**
 * Words that place the cursor at row (1-15) and column (0-31): a PAC with the nearest indent (a multiple
 * of 4), then a tab offset for the rest. Returns the PAC word and an optional tab-offset word.
 */
export function positionWords(row: number, column: number): { pac: number; tab?: number } {
  const entry = PAC_ROWS[row - 1];
  if (!entry) throw new RangeError(`608 rows are 1-15, not ${row}`);
  const indent = Math.floor(column / 4);
  const b2 = indent === 0 ? entry[1] : entry[1] | 0x10 | (indent << 1);
  const rest = column % 4;
  return { pac: word(entry[0], b2), tab: rest > 0 ? word(0x17, 0x20 + rest) : undefined };
}

/** Row and indent of a PAC (b1 0x10-0x17, b2 0x40-0x7F, parity stripped); undefined when not a PAC. */
export function decodePac(b1: number, b2: number): { row: number; column: number } | undefined {
  if (b1 < 0x10 || b1 > 0x17 || b2 < 0x40 || b2 > 0x7f) return undefined;
  const index = PAC_ROWS.findIndex(([r1, base]) => r1 === b1 && (b2 & 0x60) === base);
  if (index < 0) return undefined;
  const column = b2 & 0x10 ? ((b2 >> 1) & 0x07) * 4 : 0;
  return { row: index + 1, column };
}
