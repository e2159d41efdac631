import type { Language } from '@masterport/contract';

/**
 * The steps of making a master, as /tutorials/masters shows them (docs/site.md), each with a
 * screenshot of the running product in the page's language. `npm run tutorial:screenshots`
 * (scripts/tutorial-screenshots.ts) takes them again; the texts are the site dictionaries'
 * `tutorial.steps.<step>`.
 */
export const MASTER_TUTORIAL_STEPS = ['list', 'slate', 'confirm', 'upload', 'quality', 'outputs'] as const;

export type MasterTutorialStep = (typeof MASTER_TUTORIAL_STEPS)[number];

/** Every screenshot's size, written on the page so nothing moves while it loads. */
export const TUTORIAL_IMAGE_SIZE = { width: 960, height: 600 } as const;

/** Where a step's screenshot is served, and kept under web/public. */
export const tutorialImagePath = (language: Language, step: MasterTutorialStep): string =>
  `/tutorial-images/masters/${language}/${step}.webp`;
