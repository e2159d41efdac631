import { describe, expect, it } from 'vitest';
import { radioSpot, spokenRadioSpot } from '@masterport/media/test-fixtures';
import { signedInClient as signedIn } from '../support/client.ts';
import { createRadioMaster } from '../support/processing.ts';

interface Master {
  id: string;
  title: string;
  status: string;
  transcript: { status: string; language: string; engine: string; word_count: number; made_on: string | null } | null;
  transcript_links: { words_url: string; srt_url: string; vtt_url: string } | null;
}
type Found = { masters_list: { master: Master; matches: { field: string; text: string; at: number | null }[] }[] };

const m = 'user/master-files';

describe('what is said, for masters without captions (transcripts)', () => {
  it('transcribes a spoken English radio master in the local cloud: found by a word it says, with its time; its words and draft captions offered; a French master says "no transcript locally"', async () => {
    // Prepare: a radio master that says a sentence (espeak-ng, 5 s), and a French one, processed side by side.
    const client = await signedIn('transcripts');
    const [spoken, french] = await Promise.all([
      createRadioMaster<Master>(client, {
        slate: { title: 'Weekend spot', duration: 5 },
        audio: await spokenRadioSpot('Visit your grocery store this weekend.', 5),
      }),
      createRadioMaster<Master>(client, {
        slate: { title: 'Matin fraise', language: 'fr' },
        audio: await radioSpot('wav', 2, -14),
      }),
    ]);

    // Act
    const found = await client.post<Found>(`${m}/search`, { query: 'grocery' });
    const listed = await client.post<{ masters_list: Master[] }>(`${m}/get-list?page=1`, {
      filter_search_query: 'grocery',
    });
    const words = (await (await fetch(spoken.transcript_links!.words_url)).json()) as {
      language: string;
      engine: string;
      words: { text: string; start: number; end: number; confidence: number }[];
    };
    const srt = await (await fetch(spoken.transcript_links!.srt_url)).text();
    const vtt = await (await fetch(spoken.transcript_links!.vtt_url)).text();

    // Assess
    expect([spoken.status, french.status]).toEqual(['COMPLETED', 'COMPLETED']);
    expect(spoken.transcript).toMatchObject({ status: 'made', language: 'en', engine: 'pocketsphinx' });
    expect(spoken.transcript!.word_count).toBeGreaterThan(2);
    expect(found.body.masters_list.map((entry) => entry.master.title)).toEqual(['Weekend spot']);
    const [match] = found.body.masters_list[0]!.matches;
    expect(match).toEqual({ field: 'spoken', text: expect.stringMatching(/grocery/), at: expect.any(Number) });
    // Said after the spot's half second of silence.
    expect(match!.at).toBeGreaterThanOrEqual(0.5);
    expect(listed.body.masters_list.map((master) => master.title)).toEqual(['Weekend spot']);
    const grocery = words.words.find((word) => word.text === 'grocery');
    expect(words).toMatchObject({ language: 'en', engine: 'pocketsphinx' });
    expect(grocery!.start).toBeGreaterThan(0.5);
    expect(grocery!.end).toBeLessThan(5);
    expect(srt).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:0\d,\d{3}\n.*grocery/m);
    expect(vtt).toMatch(/^WEBVTT\n\n00:00:0\d\.\d{3} --> /);
    // No French recognizer is packaged: no transcript rather than a fake one, and the run completed.
    expect(french.transcript).toMatchObject({ status: 'not_local', language: 'fr', word_count: 0 });
    expect(french.transcript_links).toBeNull();
  }, 300_000);
});
