import { MantineProvider } from '@mantine/core';
import { OUTPUT_CATEGORIES, type PublicMaster, type PublicPlaylistMaster } from '@masterport/contract';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { paths } from '#config/paths.ts';
import { DEFAULT_LANGUAGE, dictionaries, FIRST_NAMESPACES, LANGUAGES, type Namespace } from '#lib/i18n.ts';
import { PUBLIC_LINK_PAGES } from './public-link-pages.ts';

/**
 * A public link's first render reads only the dictionaries its route loads (`texts`, with the first
 * ones): a key it reads from any other would show as its name, or as a `defaultValue` (an output's
 * category, a language), in the visitor's browser. Each page is rendered here with an i18next that
 * holds those dictionaries alone and reports every key it cannot find, including those built at run
 * time, in each of its states that shows other words.
 */
function withOnlyItsTexts(texts: readonly Namespace[], language: 'en' | 'fr') {
  const missing = new Set<string>();
  const namespaces = [...FIRST_NAMESPACES, ...texts];
  const i18n = createInstance();
  void i18n.init({
    resources: Object.fromEntries(
      LANGUAGES.map((each) => [
        each,
        Object.fromEntries(namespaces.map((namespace) => [namespace, dictionaries[each][namespace] ?? {}])),
      ]),
    ),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => missing.add(`${namespace}:${key}`),
  });
  return { i18n, missing };
}

const CREATED_ON = '2026-11-28T05:00:00.000Z';
const HASH_KEY = 'ab12cd34';
const owner = { name: 'North Agency', logo_url: null, contacts: [] };
const master = (changes: Partial<PublicMaster> = {}): PublicMaster => ({
  title: 'Winter syrup',
  unique_id: 'MAPL1234000H',
  master_type: 'PUB_TV_WEB',
  duration: 30,
  language: 'fr',
  ratio: '16:9',
  audio_type: '2trks',
  announcer: 'Maple Foods',
  agency: 'North Agency',
  product: 'Maple syrup',
  owner,
  thumbnail_url: null,
  preview: { url: 'https://s3/preview.mp4', kind: 'video', captions_url: 'https://s3/preview.vtt' },
  status: 'COMPLETED',
  qc_status: 'PASSED',
  is_running: false,
  archived: false,
  created_on: CREATED_ON,
  modified_on: CREATED_ON,
  ...changes,
});
/** A file of each category, so that each category's name is read. */
const outputs = OUTPUT_CATEGORIES.map((category, index) => ({
  output_key: `OUT${index}`,
  category,
  filename: `MAPL1234000H_${index}.mp4`,
  size: 1_048_576,
  created_on: CREATED_ON,
  metadata: {},
}));
const inPlaylist = ({ owner: _owner, ...shown }: PublicMaster): PublicPlaylistMaster => ({
  ...shown,
  link: { created_on: shown.created_on, hash_key: HASH_KEY },
});

type Answers = Record<string, unknown>;
const masterAnswers = (shown: PublicMaster, files = outputs): Answers => ({
  [unstable_serialize(['public-master', CREATED_ON, HASH_KEY])]: { success: true, master: shown },
  [unstable_serialize(['public-master-outputs', CREATED_ON, HASH_KEY])]: { success: true, outputs: files },
});
const playlistAnswers = (masters: PublicPlaylistMaster[]): Answers => ({
  [unstable_serialize(['public-playlist', CREATED_ON, HASH_KEY])]: {
    success: true,
    playlist: {
      name: 'Winter campaign',
      created_on: CREATED_ON,
      modified_on: CREATED_ON,
      masters_count: masters.length,
      hide_master_links: false,
      owner,
      has_prores: true,
    },
  },
  [unstable_serialize(['public-playlist-masters', CREATED_ON, HASH_KEY])]: { success: true, masters_list: masters },
});

/** The page at `path` drawn from `answers`, in `language`, as text; and the keys it read that its texts do not hold. */
async function render(path: string, answers: Answers, language: 'en' | 'fr') {
  const entry = PUBLIC_LINK_PAGES.find((page) => page.path === path)!;
  const Page = await entry.load();
  const { i18n, missing } = withOnlyItsTexts(entry.texts, language);
  const markup = renderToString(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path.replace(':created_on', CREATED_ON).replace(':hash_key', HASH_KEY)]}>
          <SWRConfig value={{ fallback: answers }}>
            <Routes>
              <Route path={path} element={<Page />} />
            </Routes>
          </SWRConfig>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
  const text = markup
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return { text, missing: [...missing] };
}

const audio = master({
  preview: { url: 'https://s3/preview.mp3', kind: 'audio', captions_url: null },
  master_type: 'PUB_RADIO',
  language: 'en',
});

describe.each(LANGUAGES)('the public links in %s read only the dictionaries their route loads', (language) => {
  it('the master’s page: playing, with its files of every category, archived, being made, without a player', async () => {
    for (const [answers, shows] of [
      [masterAnswers(master()), 'Winter syrup'],
      [masterAnswers(master({ ...audio, archived: true })), 'Maple Foods'],
      [masterAnswers(master({ preview: null, is_running: true }), []), 'MAPL1234000H'],
      [masterAnswers(master({ preview: null, language: null }), []), 'North Agency'],
    ] as const) {
      const page = await render(paths.publicMaster.path, answers, language);

      expect(page.text).toContain(shows);
      expect(page.missing).toEqual([]);
    }
  });

  it('the playlist’s page: a video, a radio spot and one being made, and an empty playlist', async () => {
    const running = inPlaylist(master({ title: 'Spring syrup', is_running: true, preview: null }));
    for (const masters of [[inPlaylist(master()), inPlaylist(audio), running], [inPlaylist(audio), running], []]) {
      const page = await render(paths.publicPlaylist.path, playlistAnswers(masters), language);

      expect(page.text).toContain('Winter campaign');
      expect(page.missing).toEqual([]);
    }
  });
});
