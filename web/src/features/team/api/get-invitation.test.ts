import { describe, expect, it } from 'vitest';
import { linkLanguage } from './get-invitation.ts';

describe('the invitation link’s language', () => {
  it('is the lang the e-mailed link names, and nothing for one it cannot speak', () => {
    expect(['?lang=fr', '?lang=en', '?lang=de', '', '?lang=FR'].map(linkLanguage)).toEqual([
      'fr',
      'en',
      undefined,
      undefined,
      undefined,
    ]);
  });
});
