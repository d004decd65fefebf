import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

type RegistrySearchFormProps = {
  /** Accessible name of the search landmark. */
  label: string;
  onSearch: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Given while a search is in effect: offers to clear it. */
  onClear?: () => void;
  /** The criteria's inputs, four to a row on wide screens. */
  children: ReactNode;
};

/** The criteria of a search of the society's registry, with Search and, once searched, Clear. */
export function RegistrySearchForm({ label, onSearch, onClear, children }: RegistrySearchFormProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={(event) => void onSearch(event)} noValidate role="search" aria-label={label}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>{children}</SimpleGrid>
        <Group justify="flex-end" mt="md">
          {onClear ? (
            <Button variant="default" onClick={onClear}>
              Clear
            </Button>
          ) : null}
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
