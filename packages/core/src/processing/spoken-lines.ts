import type { Cue } from '@masterport/media';
import type { MasterItem } from '@masterport/data';
import { foldedText } from '../search-text.ts';

/**
 * What is said in a master as the library's search keeps it (`spoken`, `spoken_text`): each caption's
 * text at its time (seconds from the first frame of action, one decimal), from its captions or from
 * its transcript's draft captions. `maxCharacters` bounds the text kept (a transcript's: the master's
 * item is bounded, a spot says far less); the lines past it are left out whole.
 */
export function spokenFields(
  cues: readonly Cue[],
  maxCharacters = Number.POSITIVE_INFINITY,
): Pick<MasterItem, 'spoken' | 'spoken_text'> {
  const spoken: MasterItem['spoken'] = [];
  let characters = 0;
  for (const cue of cues) {
    const text = cue.lines.join(' ').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    characters += text.length + 1;
    if (characters > maxCharacters) break;
    spoken.push({ at: Math.round(cue.start * 10) / 10, text });
  }
  return { spoken, spoken_text: foldedText(spoken.map((line) => line.text).join(' ')) };
}
