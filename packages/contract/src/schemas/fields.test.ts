import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { slateFields } from '../masters/slate.ts';
import { maxLengthOf, optionalString, requiredString } from './fields.ts';
import { masterListFilters } from './masters.ts';

describe('Function: maxLengthOf', () => {
  it("reads a string field's maximum through optional, nullable, default and pipes", () => {
    // Prepare
    const fields = [
      requiredString(63),
      optionalString(100),
      z.string().max(20).nullable().default(null),
      z.preprocess((value) => value, z.string().max(7)),
      z
        .string()
        .max(9)
        .transform((value) => value),
    ];

    // Act
    const lengths = fields.map((field) => maxLengthOf(field));

    // Assess
    expect(lengths).toEqual([63, 100, 20, 7, 9]);
  });

  it("gives the SPA the bounds the API checks: the slate's title and the masters search", () => {
    expect([maxLengthOf(slateFields.shape.title), maxLengthOf(masterListFilters.shape.filter_search_query)]).toEqual([
      63, 63,
    ]);
  });

  it('refuses a field with no maximum rather than let an input take anything', () => {
    expect(() => maxLengthOf(z.string())).toThrow(/no maximum length/);
    expect(() => maxLengthOf(z.number())).toThrow(/no maximum length/);
  });
});
