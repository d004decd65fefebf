import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import { isValidIpiName, isValidIsni } from '@repertoire/contract';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { RightsHolderSearch } from '../../lib/rights-holders/search-rights-holders';
import { useRightsHolderSearch } from '../../lib/rights-holders/search-rights-holders';
import { useLoadingTimeout } from '../../hooks/use-loading-timeout';
import { LoadingTimedOut } from '../ui/loading-state';
import { Pagination } from '../ui/pagination';
import { SearchInput } from '../ui/search-input';
import { RightsHolderName } from './rights-holder-name';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_SEARCH_MIN_LENGTH } from '../../config/constants';

/** One box for the three ways the directory is searched: an ISNI or an IPI name number when the text is one, the name otherwise. */
export function directoryQuery(text: string, page: number): RightsHolderSearch | null {
  const needle = text.trim();
  if (needle.length < DIRECTORY_SEARCH_MIN_LENGTH) return null;
  if (isValidIsni(needle)) return { isni: needle, page, pageSize: DIRECTORY_PAGE_SIZE };
  if (/\d/.test(needle) && isValidIpiName(needle)) return { ipi: needle, page, pageSize: DIRECTORY_PAGE_SIZE };
  return { q: needle, page, pageSize: DIRECTORY_PAGE_SIZE };
}

export type RightsHolderPickerProps = {
  /** Called with the rights holder the member chose. */
  onSelect: (rightsHolder: RightsHolder) => void;
  /** Text of each result's button, e.g. "Choose" or "Add"; its accessible name adds the holder's name. */
  selectLabel?: string;
  /** Rights holders already chosen: marked as such (they may still be chosen again, for a second role). */
  chosenIds?: readonly string[];
  /** Offers "Create a new rights holder" (with the typed name) when the directory lacks the one wanted. */
  onCreateNew?: (name: string) => void;
  autoFocus?: boolean;
};

/** Searches the society's rights-holder directory (name typo-tolerant, ISNI, IPI) and lets the member pick one. */
export function RightsHolderPicker({ onSelect, selectLabel = 'Choose', chosenIds = [], onCreateNew, autoFocus }: RightsHolderPickerProps) {
  const [text, setText] = useState('');
  // What is in the box right now, before the debounced search catches up: the name a new holder starts with.
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const query = directoryQuery(text, page);
  const search = useRightsHolderSearch(query ?? {}, { enabled: query !== null });
  const results = query ? search.data : undefined;
  const { timedOut, restart } = useLoadingTimeout(query !== null && search.isPending);

  const createButton = onCreateNew ? (
    <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => onCreateNew(typed.trim())}>
      Create a new rights holder
    </Button>
  ) : null;

  return (
    <Stack gap="sm">
      <SearchInput
        label="Search rights holders"
        description="Name, ISNI or IPI name number"
        placeholder="e.g. Amara Nwosu"
        value={text}
        autoFocus={autoFocus}
        // In a dialog, Mantine's focus trap moves the focus after mounting: this marks the field it should take.
        data-autofocus={autoFocus || undefined}
        onInput={(event) => setTyped(event.currentTarget.value)}
        onSearch={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      {query === null ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            Type at least {DIRECTORY_SEARCH_MIN_LENGTH} characters to search the directory.
          </Text>
          {createButton}
        </Stack>
      ) : timedOut ? (
        <LoadingTimedOut
          onRetry={() => {
            restart();
            void search.refetch();
          }}
        />
      ) : search.isError ? (
        <Alert color="red" title="The directory could not be searched">
          {errorMessage(search.error)}
        </Alert>
      ) : !results ? (
        <Text size="sm" c="dimmed" role="status">
          Searching…
        </Text>
      ) : results.data.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">No rights holder matches “{text.trim()}”.</Text>
          {createButton}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Box component="ul" aria-label="Rights holders found" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
            {results.data.map((holder) => (
              <Paper key={holder.id} component="li" withBorder radius="md" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <RightsHolderName rightsHolder={holder} withIdentifiers />
                  <Group gap="xs" wrap="nowrap">
                    {chosenIds.includes(holder.id) ? (
                      <Text size="xs" c="dimmed">
                        Already on this work
                      </Text>
                    ) : null}
                    <Button size="xs" variant="light" aria-label={`${selectLabel} ${holder.name}`} onClick={() => onSelect(holder)}>
                      {selectLabel}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Box>
          {results.meta ? <Pagination page={results.meta.page} totalPages={results.meta.totalPages} onChange={setPage} /> : null}
          {onCreateNew ? (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                Not in the directory?
              </Text>
              {createButton}
            </Group>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
