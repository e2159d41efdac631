import { describe, expect, it } from 'vitest';
import { countryList, isCountry, stateList } from './places.ts';

describe('Function: countryList', () => {
  it('names every country in English and in French, the two languages whose names the API loads', () => {
    // Act
    const english = countryList('en');
    const french = countryList('fr');

    // Assess
    expect(english.length).toBeGreaterThan(240);
    expect(french.map((country) => country.code).sort()).toEqual(english.map((country) => country.code).sort());
    expect(english.find((country) => country.code === 'DE')?.name).toBe('Germany');
    expect(french.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(french.find((country) => country.code === 'CA')?.name).toBe('Canada');
  });
});

describe('Function: isCountry', () => {
  it('knows ISO 3166-1 codes whatever language their names are loaded in', () => {
    // Act and Assess
    expect(isCountry('CA')).toBe(true);
    expect(isCountry('JP')).toBe(true);
    expect(isCountry('ZZ')).toBe(false);
  });
});

describe('Function: stateList', () => {
  it("lists a country's first-level subdivisions, Canada's in French as the Government of Canada writes them", async () => {
    // Act
    const quebec = (await stateList('CA', 'fr')).find((state) => state.code === 'QC');
    const states = await stateList('US', 'en');

    // Assess
    expect(quebec?.name).toBe('Québec');
    expect(states.find((state) => state.code === 'NY')?.name).toBe('New York');
  });
});
