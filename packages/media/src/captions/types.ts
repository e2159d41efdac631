/** A caption as every format here sees it: times in seconds from the program start (FFOA). */
export interface Cue {
  readonly start: number;
  readonly end: number;
  /** Rows as displayed, top to bottom. */
  readonly lines: readonly string[];
  /** 608 row (1-15) of the first line, when known (from SCC/MCC, or chosen by the encoder). */
  readonly row?: number;
  /** 608 column (0-31) of the leftmost line, when known. */
  readonly column?: number;
}

/** One 608 byte pair (parity included) sent on a given frame number (29.97 DF frame count). */
export interface FramePair {
  readonly frame: number;
  readonly word: number;
}
