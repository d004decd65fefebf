import { Select } from '@mantine/core';
import type { SelectProps } from '@mantine/core';
import { formatIsrc } from '@repertoire/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSoundRecordings } from '../api/get-sound-recordings';
import { RECORDING_FILTER_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../config/constants';

type RecordingFilterProps = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange' | 'filter'> & {
  /** The chosen recording's id, or null for every recording. */
  value: string | null;
  onChange: (recordingId: string | null) => void;
  /** The chosen recording's title when it is known elsewhere (a deleted recording is in no list). */
  valueLabel?: string;
};

/** Chooses one of the member's recordings, searched on the server by title, artist or ISRC. */
export function RecordingFilter({ value, onChange, valueLabel, ...props }: RecordingFilterProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const chosenLabel = value ? (chosen?.value === value ? chosen.label : (valueLabel ?? 'The chosen recording')) : '';
  // Once a recording is chosen, the box shows its name: that is not a search.
  const needle = value && debounced === chosenLabel ? '' : debounced.trim();
  const found = useSoundRecordings({ page: 1, pageSize: RECORDING_FILTER_PAGE_SIZE, q: needle || undefined, sort: 'title', order: 'asc' });

  const options = (found.data?.data ?? []).map((recording) => ({
    value: recording.id,
    label: recording.isrc ? `${recording.title} (${formatIsrc(recording.isrc)})` : recording.title,
  }));
  // Keep the chosen recording in the list even when the search does not find it, so its name shows.
  const data = value && !options.some((option) => option.value === value) ? [{ value, label: chosenLabel }, ...options] : options;

  return (
    <Select
      searchable
      clearable
      placeholder="All recordings"
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No recording matches'}
      // The listbox bears the field's label: mounted only while open, so the label names one element.
      comboboxProps={{ keepMounted: false }}
      maxDropdownHeight={280}
      {...props}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already.
      filter={({ options: all }) => all}
    />
  );
}
