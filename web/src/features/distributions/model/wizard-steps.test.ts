import { saveDistributionBody } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import { ASKED_FIELDS, STEPS, stepOfField, TEXT_MAX, UNASKED_FIELDS } from './wizard-steps.ts';

describe('the wizard\u2019s steps', () => {
  it('ask every field of the contract\u2019s save and create body once, the id and the replies to the API\u2019s questions aside', () => {
    // Prepare
    const contractFields = Object.keys(saveDistributionBody.shape).sort();

    // Act
    const placed = [...ASKED_FIELDS, ...UNASKED_FIELDS];

    // Assess
    expect([...placed].sort()).toEqual(contractFields);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('bring back the step of a field\u2019s issue, and of an item\u2019s issue in a list', () => {
    // Act
    const steps = [
      'tag',
      'master_files_ids',
      'call_letters_ids.3',
      'documents_ids',
      'completed_notifications.0',
      'report_email',
      'id',
      'tagline',
    ].map(stepOfField);

    // Assess
    expect(steps.map((index) => STEPS[index] ?? 'none')).toEqual([
      'details',
      'masters',
      'destination',
      'documents',
      'reports',
      'reports',
      'none',
      'none',
    ]);
  });
});

describe('the wizard\u2019s text limits', () => {
  it('stop each input where the API\u2019s schema starts refusing', () => {
    for (const [name, max] of Object.entries(TEXT_MAX)) {
      // Prepare
      expect(max, name).toBeGreaterThan(0);
      const longest = 'x'.repeat(max);

      // Act
      const atLimit = saveDistributionBody.safeParse({ [name]: longest });
      const overLimit = saveDistributionBody.safeParse({ [name]: `${longest}x` });

      // Assess
      expect(atLimit.success, name).toBe(true);
      expect(overLimit.success, name).toBe(false);
    }
  });
});
