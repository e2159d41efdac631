/**
 * CEA-608 captions embedded in H.264 as ATSC A/53 user data (SEI "GA94" cc_data), the carriage DTV
 * players decode (OUTPUTS.md decision 7, `MP41080_DTV`). No ffmpeg build here can insert caption data
 * into frames, so we add one SEI NAL unit to each access unit of an Annex B stream ourselves. The
 * stream must have access-unit delimiters (x264 `aud=1`) and no B-frames, so that decode order is
 * display order and frame k carries the pair of frame k.
 */

const CC_COUNT = 20; // cc_data triplets per frame at 29.97, as in the MCC CDP

/** RBSP -> NAL payload: a 0x03 after two zero bytes when the next byte is 0-3. */
function addEmulationPrevention(rbsp: readonly number[]): number[] {
  const out: number[] = [];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out;
}

/** One SEI NAL unit (with start code) carrying this frame's CC1 pair (word with parity, e.g. 0x9420). */
export function captionSeiNal(word: number): Uint8Array {
  const ccData = [0xfc, (word >> 8) & 0xff, word & 0xff, 0xfd, 0x80, 0x80];
  for (let i = 2; i < CC_COUNT; i += 1) ccData.push(0xfa, 0x00, 0x00);
  const payload = [
    0xb5,
    0x00,
    0x31, // ITU-T T.35 country (USA) and provider (ATSC)
    0x47,
    0x41,
    0x39,
    0x34, // "GA94"
    0x03, // user_data_type_code: cc_data
    0xc0 | CC_COUNT, // reserved, process_cc_data_flag, cc_count
    0xff, // em_data
    ...ccData,
    0xff, // marker bits
  ];
  const rbsp = [0x04, payload.length, ...payload, 0x80]; // payload type 4 (registered user data), size, data, trailing bits
  return Uint8Array.from([0, 0, 0, 1, 0x06, ...addEmulationPrevention(rbsp)]);
}

interface Nal {
  readonly start: number; // index of the start code
  readonly type: number;
}

function findNals(data: Uint8Array): Nal[] {
  const nals: Nal[] = [];
  for (let i = 0; i + 3 < data.length; i += 1) {
    if (data[i] === 0 && data[i + 1] === 0 && (data[i + 2] === 1 || (data[i + 2] === 0 && data[i + 3] === 1))) {
      const header = data[i + 2] === 1 ? i + 3 : i + 4;
      nals.push({ start: i, type: (data[header] ?? 0) & 0x1f });
      i = header;
    }
  }
  return nals;
}

/**
 * Inserts a caption SEI before the first slice of every access unit. `wordForFrame(k)` gives the pair of
 * the k-th frame (0x8080 for none). Returns the new stream and the number of frames seen.
 */
export function insertCaptionSei(
  annexB: Uint8Array,
  wordForFrame: (frame: number) => number,
): { stream: Uint8Array; frames: number } {
  const nals = findNals(annexB);
  if (!nals.some((n) => n.type === 9))
    throw new Error('the H.264 stream has no access unit delimiters (encode with x264 aud=1)');
  const parts: Uint8Array[] = [];
  let frame = -1;
  let seiDone = true;
  let copied = 0;
  for (const nal of nals) {
    if (nal.type === 9) {
      frame += 1;
      seiDone = false;
    } else if ((nal.type === 1 || nal.type === 5) && !seiDone && frame >= 0) {
      parts.push(annexB.subarray(copied, nal.start), captionSeiNal(wordForFrame(frame)));
      copied = nal.start;
      seiDone = true;
    }
  }
  parts.push(annexB.subarray(copied));
  const stream = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    stream.set(part, at);
    at += part.length;
  }
  return { stream, frames: frame + 1 };
}
