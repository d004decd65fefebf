import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { yearOptions } from '@repertoire/contract';
import { useMemo } from 'react';

type YearSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (year: number | null) => void;
};

/** A year list (docs/architecture.md#constants) from the start year to the current year, newest first (contract yearOptions). */
export function YearSelect({ value, onChange, ...props }: YearSelectProps) {
  const data = useMemo(() => yearOptions().map(String), []);
  return (
    <Select
      searchable
      clearable
      placeholder="Choose a year"
      nothingFoundMessage="Not a year in the list"
      maxDropdownHeight={240}
      {...props}
      data={data}
      value={value == null ? null : String(value)}
      onChange={(year) => onChange(year ? Number(year) : null)}
    />
  );
}
