import { findCountry, useCountries } from '../../lib/countries';
import { NoValue } from './detail-field';

/**
 * A country the API names by its ISO 3166-1 alpha-2 code (a nationality, a country of recording),
 * shown by its name. The code stands in while the list loads, or if it cannot.
 */
export function CountryName({ code }: { code: string | null | undefined }) {
  const countries = useCountries();
  if (!code) return <NoValue />;
  return <>{findCountry(countries.data, code)?.name ?? code}</>;
}
