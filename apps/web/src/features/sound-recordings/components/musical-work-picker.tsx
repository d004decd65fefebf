import { Select } from '@mantine/core';
import type { ComboboxItem, ComboboxItemGroup, SelectProps } from '@mantine/core';
import type { MusicalWorkReference } from '@repertoire/contract';
import { formatIswc } from '@repertoire/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useMusicalWorks } from '../../../lib/musical-works/get-musical-works';
import { useMusicalWorksRegistry } from '../../../lib/musical-works/search-musical-works-registry';
import { PICKER_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../config/constants';

const MIN_REGISTRY_SEARCH = 2;

export const workLabel = (work: MusicalWorkReference) => (work.iswc ? `${work.title} (${formatIswc(work.iswc)})` : work.title);

type MusicalWorkPickerProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  value: MusicalWorkReference | null;
  onChange: (work: MusicalWorkReference | null) => void;
};

/**
 * The musical work a recording records: one of the member's own works (any status) or a
 * registered work of the society's registry, searched on the server as the member types.
 */
export function MusicalWorkPicker({ value, onChange, ...props }: MusicalWorkPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // Once a work is chosen, the box shows its label: that is not a search.
  const needle = value && debounced === workLabel(value) ? '' : debounced.trim();

  const own = useMusicalWorks({ page: 1, pageSize: PICKER_PAGE_SIZE, q: needle || undefined });
  const registry = useMusicalWorksRegistry(
    { page: 1, pageSize: PICKER_PAGE_SIZE, q: needle || undefined },
    { enabled: needle.length >= MIN_REGISTRY_SEARCH },
  );

  const works = new Map<string, MusicalWorkReference>();
  const group = (label: string, items: MusicalWorkReference[]): ComboboxItemGroup<ComboboxItem> | null => {
    const fresh = items.filter((work) => !works.has(work.id));
    fresh.forEach((work) => works.set(work.id, work));
    return fresh.length ? { group: label, items: fresh.map((work) => ({ value: work.id, label: workLabel(work) })) } : null;
  };
  const toReference = ({ id, title, iswc }: MusicalWorkReference): MusicalWorkReference => ({ id, title, iswc });
  const groups = [
    value ? group('Linked work', [value]) : null,
    group('Your musical works', (own.data?.data ?? []).map(toReference)),
    needle.length >= MIN_REGISTRY_SEARCH ? group('Registered works', (registry.data?.data ?? []).map(toReference)) : null,
  ].filter((g): g is ComboboxItemGroup<ComboboxItem> => g !== null);

  const isSearching = own.isFetching || registry.isFetching;

  return (
    <Select
      searchable
      clearable
      placeholder="Search your works and the registry"
      // The listbox bears the field's label: mounted only while open, so the label names one element.
      comboboxProps={{ keepMounted: false }}
      maxDropdownHeight={300}
      {...props}
      data={groups}
      value={value?.id ?? null}
      onChange={(id) => onChange(id ? (works.get(id) ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already (typo-tolerant in the registry).
      filter={({ options }) => options}
      nothingFoundMessage={isSearching ? 'Searching…' : 'No musical work matches'}
    />
  );
}
