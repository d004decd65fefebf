import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * The embedded country reference list, generated from world-countries by
 * scripts/generate-countries.mjs. Flags are served by the app from /flags.
 */
export type Country = {
  name: string;
  topLevelDomain: string[];
  alpha2Code: string;
  alpha3Code: string;
  callingCodes: string[];
  capital?: string;
  altSpellings: string[];
  subregion: string;
  region: string;
  /** world-countries carries no population figures. */
  population: number | null;
  latlng: number[];
  demonym: string;
  area?: number;
  gini?: number;
  timezones?: string[];
  borders?: string[];
  nativeName: string;
  numericCode: string;
  flags: { svg: string | null; png: string | null };
  currencies: { code: string; name: string; symbol: string | null }[];
  languages: { iso639_1?: string; iso639_2: string; name: string; nativeName?: string }[];
  translations: Partial<Record<'br' | 'pt' | 'nl' | 'hr' | 'fa' | 'de' | 'es' | 'fr' | 'ja' | 'it' | 'hu', string>>;
  flag: string | null;
  regionalBlocs?: { acronym: string; name: string; otherAcronyms: string[]; otherNames: string[] }[];
  cioc?: string;
  independent: boolean;
};

/** The list is ~200 kB: it is loaded on demand, in its own chunk, by the screens that need it. */
export async function loadCountries(): Promise<Country[]> {
  const module = await import('./countries.json');
  return module.default as Country[];
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: loadCountries, staleTime: Infinity, gcTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}

export function findCountry(countries: Country[] | undefined, alpha2Code: string | null | undefined): Country | undefined {
  if (!countries || !alpha2Code) return undefined;
  const code = alpha2Code.toUpperCase();
  return countries.find((c) => c.alpha2Code === code);
}
