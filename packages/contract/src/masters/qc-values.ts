/**
 * Quality control keeps its measured and expected values as the media checks wrote them, in
 * English ("8 tracks (5.1 + stereo)", "tt or progressive", "none", "29.97", "60 frames (2.002 s)",
 * "2 channels in 1 streams"). In French (the QC tab of a French page, the French message of each
 * check) they read in French: the words the checks use, and numbers with a decimal comma.
 */
const decimalComma = (text: string) => text.replace(/(\d)\.(\d)/g, '$1,$2');

const FRENCH_WORDS: readonly [RegExp, string][] = [
  [/\bor\b/g, 'ou'],
  [/\band\b/g, 'et'],
  [/\bprogressive\b/g, 'progressif'],
  [/\binterlaced\b/g, 'entrelacé'],
  [/\bnone\b/g, 'aucune'],
  [/\bpresent\b/g, 'présent'],
  [/\bshort side\b/g, 'petit côté'],
  [/\bmono tracks\b/g, 'pistes mono'],
  [/\btracks\b/g, 'pistes'],
  [/\btrack\b/g, 'piste'],
  [/\bstereo\b/g, 'stéréo'],
  [/\bchannels\b/g, 'canaux'],
  [/\bstreams?\b/g, 'flux'],
  [/\bframes\b/g, 'images'],
  [/\bframe\b/g, 'image'],
  [/\bin\b/g, 'dans'],
  [/\bcaptions\b/g, 'sous-titres'],
  [/\bcps\b/g, 'car./s'],
  [/\bcharacters\b/g, 'caractères'],
  [/\bcharacter\b/g, 'caractère'],
  [/\brows\b/g, 'rangées'],
  [/\brow\b/g, 'rangée'],
  [/\bvariable\b/g, 'variable'],
];

export function localiseQcValue(text: string, language: string): string {
  if (language !== 'fr') return text;
  // "5.1" names a channel layout, not a number: it keeps its point (a loudness range of 5.1 LU does not).
  let french = text
    .split(/(\b[57]\.1\b(?! LU))/)
    .map((part) => (/^[57]\.1$/.test(part) ? part : decimalComma(part)))
    .join('');
  for (const [word, replacement] of FRENCH_WORDS) french = french.replace(word, replacement);
  return french;
}
