import { TextInput } from '@mantine/core';
import type { TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';

type SearchInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  label: string;
  /** The search in effect (e.g. from the URL). */
  value: string;
  /** Called once typing pauses, with the text as typed. */
  onSearch: (text: string) => void;
  delay?: number;
};

/** A search box that asks the server only once the member stops typing. */
export function SearchInput({ value, onSearch, delay = SEARCH_DEBOUNCE_MS, ...props }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // The search changed from outside (Back, a link): show it.
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  const emit = useDebouncedCallback((next: string) => {
    setShownValue(next);
    onSearch(next);
  }, delay);

  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        emit(event.currentTarget.value);
      }}
    />
  );
}
