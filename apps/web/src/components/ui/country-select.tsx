import { Anchor, Group, Select, Text } from '@mantine/core';
import type { ComboboxItem, ComboboxParsedItem, SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { truncateCountryName } from '../../lib/format';
import type { Country } from '../../lib/countries';
import { useCountries } from '../../lib/countries';
import { useQueryTimeout } from '../../hooks/use-loading-timeout';

type CountrySelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchable' | 'filter' | 'renderOption'> & {
  value: string | null | undefined;
  onChange: (alpha2Code: string | null) => void;
};

function Flag({ src }: { src: string | null | undefined }) {
  if (!src) return null;
  return <img src={src} alt="" width={20} height={15} style={{ borderRadius: 2, objectFit: 'cover', flex: 'none' }} />;
}

/**
 * Searchable country choice (nationality, country). Names are shown truncated to 20
 * characters (docs/architecture.md#constants); searching matches the full name, other spellings and the code.
 */
export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const countries = useCountries();
  const { timedOut, retry } = useQueryTimeout(countries);
  const unavailable = countries.isError || timedOut;

  const { data, byCode } = useMemo(() => {
    const list: Country[] = countries.data ?? [];
    const map = new Map(list.map((c) => [c.alpha2Code, c]));
    return {
      data: list.map((c): ComboboxItem => ({ value: c.alpha2Code, label: truncateCountryName(c.name) })),
      byCode: map,
    };
  }, [countries.data]);

  const filter = ({ options, search }: { options: ComboboxParsedItem[]; search: string }): ComboboxParsedItem[] => {
    const needle = search.trim().toLowerCase();
    if (!needle) return options;
    return options.filter((option) => {
      if (!('value' in option)) return false;
      const country = byCode.get(option.value);
      if (!country) return false;
      return (
        country.name.toLowerCase().includes(needle) ||
        country.alpha2Code.toLowerCase() === needle ||
        country.altSpellings.some((s) => s.toLowerCase().includes(needle))
      );
    });
  };

  const selected = value ? byCode.get(value) : undefined;

  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value ?? null}
      onChange={(next) => onChange(next)}
      filter={filter}
      disabled={props.disabled || countries.isPending}
      placeholder={unavailable ? 'Countries unavailable' : countries.isPending ? 'Loading countries…' : props.placeholder ?? 'Search for a country'}
      error={
        unavailable ? (
          <>
            The list of countries could not be loaded.{' '}
            <Anchor component="button" type="button" size="xs" onClick={retry}>
              Retry
            </Anchor>
          </>
        ) : (
          props.error
        )
      }
      nothingFoundMessage="No country matches"
      leftSection={selected ? <Flag src={selected.flag} /> : undefined}
      maxDropdownHeight={280}
      renderOption={({ option }) => {
        const country = byCode.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap" title={country?.name}>
            <Flag src={country?.flag} />
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
    />
  );
}
