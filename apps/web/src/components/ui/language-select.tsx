import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { languageOptions } from '../../lib/language-names';

type LanguageSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  /** ISO 639-1 code, or '' / null for none. */
  value: string | null | undefined;
  onChange: (code: string) => void;
};

/** ISO 639-1 languages by their English names (Intl.DisplayNames); the value is the two-letter code. */
export function LanguageSelect({ value, onChange, ...props }: LanguageSelectProps) {
  return (
    <Select
      searchable
      clearable
      placeholder="Search for a language"
      nothingFoundMessage="No language matches"
      maxDropdownHeight={280}
      {...props}
      data={languageOptions()}
      value={value || null}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
