import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DESTINATION_PROBLEM_TEXT, ERROR_CATALOGUE, PLAN_NAMES } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { contractTextFiles, contractTexts } from './contract-texts.ts';

const source = fileURLToPath(new URL('..', import.meta.url));

describe('the dictionaries made from the contract (npm run contract-texts)', () => {
  it.each(Object.entries(contractTextFiles()))('%s is what the contract says', (file, content) => {
    expect(JSON.parse(readFileSync(join(source, file), 'utf8'))).toEqual(content);
  });

  it('holds each catalogue message in its language only, every code in each', () => {
    for (const language of ['en', 'fr'] as const) {
      const { errors, destinationProblems, plans } = contractTexts(language);
      expect(Object.keys(errors!)).toEqual(Object.keys(ERROR_CATALOGUE));
      for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) expect(errors![code], code).toBe(entry[language]);
      for (const [problem, text] of Object.entries(DESTINATION_PROBLEM_TEXT))
        expect(destinationProblems![problem], problem).toBe(text[language]);
      expect(plans).toEqual(PLAN_NAMES[language]);
    }
  });
});
