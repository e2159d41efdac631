import { CAPTION_ADVICE_CHECKS } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { inspectCaptions } from '../captions/convert.ts';
import { captionContentItems } from './caption-content.ts';
import type { QcItem } from './types.ts';

/** Two pop-on captions cleared at 6 s, in non-drop labels (the rules' own tests use the drop-frame file). */
const NON_DROP_SCC = `Scenarist_SCC V1.0

10:00:00:00	94ae 94ae 9420 9420 94e0 94e0 c845 4c4c 4f20 4652 4fcd 20c1 43cd 4580 942c 942c 942f 942f

10:00:03:00	94ae 94ae 9420 9420 9440 9440 4352 d5ce 43c8 d920 c2c1 52d3 94e0 94e0 ce4f 5720 49ce 20d3 544f 5245 d380 942c 942c 942f 942f

10:00:06:00	942c 942c
`;

/** Three captions: the first reads at 13.5 characters per second, the second at 28 (4.4 s in), the third at 19. */
const FAST_SRT = `1
00:00:00,000 --> 00:00:02,000
Acme crunchy bars are here.

2
00:00:04,400 --> 00:00:06,400
Everything in the store is
half price this weekend, yes!

3
00:00:06,400 --> 00:00:07,400
Come early, please.
`;

/** The QC items by check, for a picture of `seconds` at `framesPerSecond`. */
function itemsOf(filename: string, text: string, seconds = 8, framesPerSecond?: number): Map<string, QcItem> {
  const items = captionContentItems(inspectCaptions(filename, text), { seconds, framesPerSecond });
  return new Map(items.map((item) => [item.check, item]));
}

describe('caption content checks as QC items', () => {
  it('names the first caption read too fast in the master’s timecode, with the limit, and lists the others', () => {
    // Act
    const speed = itemsOf('fast.srt', FAST_SRT).get('caption_reading_speed')!;

    // Assess
    expect(speed).toMatchObject({ status: 'warning', code: 'warning', measured: '28.0 cps', expected: '≤ 17 cps' });
    expect(speed.message.en).toBe(
      'Caption 2 at 00:00:04;12 reads at 28.0 characters per second; stations expect 17 or fewer. Other captions to check: 3.',
    );
    expect(speed.message.fr).toBe(
      'Le sous-titre 2 à 00:00:04;12 se lit à 28,0 caractères par seconde; les stations en attendent 17 ou moins. Autres sous-titres à vérifier : 3.',
    );
  });

  it('counts time in the video’s own timecode: non-drop at 25 fps', () => {
    // Act
    const speed = itemsOf('fast.srt', FAST_SRT, 8, 25).get('caption_reading_speed')!;

    // Assess
    expect(speed.message.en).toContain('Caption 2 at 00:00:04:10 reads');
  });

  it('lists every check, passed, for captions that break no rule, and the SCC checks only for an SCC', () => {
    // Prepare
    const good = `1\n00:00:00,500 --> 00:00:03,000\nWinter is coming to Acme.\n`;

    // Act
    const srt = itemsOf('good.srt', good);

    // Assess
    // Every advice check but the SCC's own, in the contract's order (the QC tab's).
    expect([...srt.keys()]).toEqual(CAPTION_ADVICE_CHECKS.filter((check) => check !== 'caption_scc_length'));
    expect([...srt.values()].every((item) => item.status === 'passed' && item.code === null)).toBe(true);
    // It speaks, and no slate says it is music only: the music-only rule says why it was not applied.
    expect(srt.get('caption_music')!.message.en).toContain('its captions hold speech');
    expect(srt.get('caption_reading_speed')!.message.fr).toBe('Chaque sous-titre se lit dans la limite (≤ 17 car./s).');
  });

  it('warns of a non-drop SCC with its drift over the spot, and of its last code after the picture', () => {
    // Act: a 5-second picture; the SCC's last code is at 6 s.
    const items = itemsOf('ndf.scc', NON_DROP_SCC, 5);

    // Assess
    expect(items.get('caption_timecode')!.message.en).toBe(
      'The SCC is in non-drop timecode (10:00:00:00), and every TV output plays it at 29.97 drop-frame: over the spot’s 5 s its captions drift 0 frames.',
    );
    expect(items.get('caption_scc_length')).toMatchObject({ measured: '30 frames', expected: '00:00:05;00' });
    expect(items.get('caption_scc_length')!.message.fr).toBe(
      'Le dernier code du SCC, 10:00:06:00, arrive 30 images après la fin de l’image à 00:00:05;00. A-t-il été fait pour un autre montage?',
    );
  });

  it('says how long a caption stays on screen, in seconds without trailing zeros', () => {
    // Prepare
    const brief = `1\n00:00:01,000 --> 00:00:01,600\nHi.\n`;

    // Act
    const duration = itemsOf('brief.srt', brief).get('caption_duration')!;

    // Assess
    expect(duration).toMatchObject({ measured: '0.600 s', expected: '1 s - 6 s' });
    expect(duration.message.en).toBe(
      'Caption 1 at 00:00:01;00 is on screen for 0.6\u00a0s; stations expect at least 1\u00a0s.',
    );
    expect(duration.message.fr).toBe(
      'Le sous-titre 1 à 00:00:01;00 reste à l’écran 0,6\u00a0s; les stations attendent au moins 1\u00a0s.',
    );
  });

  it('says a file without captions holds none, and judges nothing else', () => {
    // Act
    const items = itemsOf('none.vtt', 'WEBVTT\n\nNOTE nothing here yet\n');

    // Assess
    expect([...items.values()]).toEqual([
      expect.objectContaining({ check: 'caption_empty', status: 'warning', messageKey: 'caption_no_captions' }),
    ]);
  });

  it('says when an empty caption starts, in the master’s timecode', () => {
    // Prepare
    const withEmpty = `1\n00:00:00,500 --> 00:00:03,000\nWinter is coming.\n\n2\n00:00:05,500 --> 00:00:06,000\n\n`;

    // Act
    const empty = itemsOf('empty.srt', withEmpty).get('caption_empty')!;

    // Assess
    expect(empty).toMatchObject({ status: 'warning', measured: 1, expected: 0 });
    expect(empty.message.en).toBe('A caption at 00:00:05;15 has a time and no text.');
  });

  it('words the music-only warning by what the slate says, in English and French', () => {
    // Prepare: wordless captions without a note.
    const wordless = `1\n00:00:00,000 --> 00:00:03,000\n[GUITAR STRUMMING]\n`;
    const musicItem = (musicOnly?: boolean) =>
      captionContentItems(inspectCaptions('music.srt', wordless), { seconds: 8, musicOnly }).find(
        (item) => item.check === 'caption_music',
      )!;

    // Act
    const [said, guessed, speech] = [musicItem(true), musicItem(), musicItem(false)];

    // Assess
    expect(said.message.fr).toBe(
      'L’ardoise indique un message musical seulement et ses sous-titres ne contiennent aucune note de musique : sous-titrez la musique avec ♪ et une description.',
    );
    expect(guessed).toMatchObject({ status: 'warning', messageKey: 'caption_music_only_without_note' });
    expect(speech.message.en).toBe(
      'No music caption without ♪. The slate says the spot has speech, so it needs no music note of its own.',
    );
    expect(speech.message.fr).toBe(
      'Aucun sous-titre de musique sans ♪. L’ardoise indique que le message contient de la parole : il n’a pas besoin d’une note de musique à lui.',
    );
  });
});
