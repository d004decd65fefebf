import { Autocomplete } from '@mantine/core';
import type { AutocompleteProps } from '@mantine/core';
import { genreSuggestions } from '@repertoire/contract';

/** Genre is free text (the contract's genreField); common genres are offered as the member types. */
export function GenreAutocomplete(props: Omit<AutocompleteProps, 'data'>) {
  return (
    <Autocomplete
      placeholder="e.g. Pop"
      maxDropdownHeight={240}
      // A closed dropdown's listbox is labelled by the field's label too: mount it only while open.
      comboboxProps={{ keepMounted: false }}
      {...props}
      data={[...genreSuggestions]}
    />
  );
}
