import { subdivisionsOf, type Language, type Place } from '@masterport/contract';
import { useEffect, useState } from 'react';

/**
 * A country's provinces or states for a page that cannot ask the API (sign-up, before any
 * session): the same ISO 3166-2 list and names the API answers (contract's subdivisionsOf), from
 * the iso-3166 package, loaded in its own chunk the first time a page needs it.
 */
export function useSubdivisions(country: string | null | undefined, language: Language): Place[] | undefined {
  const [loaded, setLoaded] = useState<{ key: string; places: Place[] }>();
  const key = `${country ?? ''}:${language}`;
  useEffect(() => {
    if (!country) return;
    let current = true;
    void import('iso-3166').then(({ iso31662 }) => {
      if (current) setLoaded({ key, places: subdivisionsOf(iso31662, country, language) });
    });
    return () => {
      current = false;
    };
  }, [country, language, key]);
  return country && loaded?.key === key ? loaded.places : undefined;
}
