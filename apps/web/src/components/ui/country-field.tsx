import type { ComponentProps } from 'react';
import { CountrySelect } from './country-select';

type CountryFieldProps = Omit<ComponentProps<typeof CountrySelect>, 'onChange'> & {
  onChange: (alpha2Code: string) => void;
};

/**
 * A country a form keeps as text, '' for none: the contract's country fields (countryCodeField)
 * take text, and a cleared CountrySelect gives null, which they refuse with another message.
 */
export function CountryField({ onChange, ...props }: CountryFieldProps) {
  return <CountrySelect {...props} onChange={(code) => onChange(code ?? '')} />;
}
