/**
 * A CC1 decoder: 608 byte pairs, one per frame, -> cues timed at the frame where the screen changes
 * (EOC for pop-on, as a TV set shows them). Pop-on, roll-up and paint-on are handled; attributes
 * (colours, italics) are not kept. Pairs with bad parity are dropped, like a real decoder.
 */
import { basicChar, CONTROL, decodePac, extendedChar, hasOddParity, specialChar } from './cea608.ts';
import type { Cue, FramePair } from './types.ts';

const ROWS = 15;
const COLS = 32;

type Grid = (string | undefined)[][];
const emptyGrid = (): Grid => Array.from({ length: ROWS }, () => Array<string | undefined>(COLS).fill(undefined));

interface Screen {
  readonly lines: string[];
  readonly row?: number;
  readonly column?: number;
}

function snapshot(grid: Grid): Screen {
  const lines: string[] = [];
  let firstRow: number | undefined;
  let column: number | undefined;
  grid.forEach((cells, r) => {
    const first = cells.findIndex((c) => c !== undefined);
    if (first < 0) return;
    const text = cells
      .slice(first)
      .map((c) => c ?? ' ')
      .join('')
      .replace(/\s+$/, '');
    if (text.trim() === '') return;
    const lead = first + (text.length - text.trimStart().length);
    lines.push(text.trim());
    firstRow ??= r + 1;
    column = column === undefined ? lead : Math.min(column, lead);
  });
  return { lines, row: firstRow, column };
}

/**
 * Decodes CC1 pairs (sorted by frame) into cues. `toSeconds` converts a frame number to seconds from the
 * program start. A screen still showing after the last pair ends at `endFrame` when given.
 */
export function decode608(pairs: readonly FramePair[], toSeconds: (frame: number) => number, endFrame?: number): Cue[] {
  const cues: Cue[] = [];
  let displayed = emptyGrid();
  let hidden = emptyGrid();
  let mode: 'pop' | 'roll' | 'paint' = 'pop';
  let rollRows = 2;
  let row = 15;
  let col = 0;
  let lastControl: number | undefined;
  let shown: { screen: Screen; frame: number } | undefined;
  let dirty = false;

  const target = () => (mode === 'pop' ? hidden : displayed);
  const close = (frame: number) => {
    if (shown && shown.screen.lines.length > 0 && frame > shown.frame) {
      cues.push({
        start: toSeconds(shown.frame),
        end: toSeconds(frame),
        lines: shown.screen.lines,
        row: shown.screen.row,
        column: shown.screen.column,
      });
    }
    shown = undefined;
  };
  const show = (frame: number) => {
    close(frame);
    const screen = snapshot(displayed);
    if (screen.lines.length > 0) shown = { screen, frame };
    dirty = false;
  };
  const put = (ch: string) => {
    const grid = target();
    if (col >= COLS) col = COLS - 1;
    grid[row - 1]![col] = ch;
    col += 1;
    if (mode !== 'pop') dirty = true;
  };
  const rollUp = () => {
    // Rows above the roll-up window are cleared; the window moves up one row.
    const top = row - rollRows;
    for (let r = 0; r < ROWS; r += 1) {
      if (r < top || r > row - 1) displayed[r] = Array<string | undefined>(COLS).fill(undefined);
    }
    for (let r = Math.max(0, top); r < row - 1; r += 1) displayed[r] = displayed[r + 1]!;
    displayed[row - 1] = Array<string | undefined>(COLS).fill(undefined);
  };

  for (const { frame, word } of pairs) {
    const raw1 = (word >> 8) & 0xff;
    const raw2 = word & 0xff;
    if (!hasOddParity(raw1) || !hasOddParity(raw2)) {
      lastControl = undefined;
      continue;
    }
    const b1 = raw1 & 0x7f;
    const b2 = raw2 & 0x7f;
    if (b1 === 0 && b2 === 0) continue; // padding keeps the duplicate-control memory (CEA-608 allows it)
    if (b1 >= 0x10 && b1 <= 0x1f) {
      const key = (b1 << 8) | b2;
      if (lastControl === key) {
        lastControl = undefined; // the redundant copy of a control code
        continue;
      }
      lastControl = key;
      if (b1 & 0x08) continue; // CC2: not ours
      if (b1 === 0x14 && b2 >= 0x20 && b2 <= 0x2f) {
        switch (b2) {
          case CONTROL.RCL:
            mode = 'pop';
            break;
          case CONTROL.RU2:
          case CONTROL.RU3:
          case CONTROL.RU4:
            mode = 'roll';
            rollRows = b2 - CONTROL.RU2 + 2;
            col = 0;
            break;
          case CONTROL.RDC:
            mode = 'paint';
            break;
          case CONTROL.BS:
            if (col > 0) {
              col -= 1;
              target()[row - 1]![col] = undefined;
            }
            break;
          case CONTROL.DER:
            target()[row - 1]!.fill(undefined, col);
            break;
          case CONTROL.EDM:
            displayed = emptyGrid();
            close(frame);
            dirty = false;
            break;
          case CONTROL.ENM:
            hidden = emptyGrid();
            break;
          case CONTROL.EOC: {
            const swap = displayed;
            displayed = hidden;
            hidden = swap;
            mode = 'pop';
            show(frame);
            break;
          }
          case CONTROL.CR:
            if (mode === 'roll') {
              if (dirty) show(frame);
              rollUp();
              col = 0;
              show(frame);
            }
            break;
          default:
            break;
        }
        continue;
      }
      if (b1 === 0x17 && b2 >= 0x21 && b2 <= 0x23) {
        col = Math.min(COLS - 1, col + (b2 - 0x20));
        continue;
      }
      if (b1 === 0x11 && b2 >= 0x30 && b2 <= 0x3f) {
        put(specialChar(b2) ?? ' ');
        continue;
      }
      if ((b1 === 0x12 || b1 === 0x13) && b2 >= 0x20 && b2 <= 0x3f) {
        if (col > 0) col -= 1; // an extended character replaces its basic fallback
        put(extendedChar(b1, b2) ?? ' ');
        continue;
      }
      if (b1 === 0x11 && b2 >= 0x20 && b2 <= 0x2f) {
        put(' ');
        continue;
      } // mid-row code: shows as a space
      const pac = decodePac(b1, b2);
      if (pac) {
        // In roll-up a PAC moves the base row of the window; in pop-on and paint-on, the cursor.
        row = pac.row;
        col = pac.column;
      }
      continue;
    }
    lastControl = undefined;
    if (b1 >= 0x20) put(basicChar(b1));
    if (b2 >= 0x20) put(basicChar(b2));
    if (mode === 'paint' && dirty) show(frame);
  }
  if (dirty) show(pairs.at(-1)?.frame ?? 0);
  if (shown && endFrame !== undefined) close(endFrame);
  return cues;
}
