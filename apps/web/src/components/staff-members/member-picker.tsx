import { Alert, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { StaffMemberSummary } from '@repertoire/contract';
import { useState } from 'react';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_SEARCH_MIN_LENGTH } from '../../config/constants';
import { useQueryTimeout } from '../../hooks/use-loading-timeout';
import { errorMessage } from '../../lib/api-client';
import { useStaffMemberSearch } from '../../lib/staff-members/search-members';
import { LoadingTimedOut } from '../ui/loading-state';
import { Pagination } from '../ui/pagination';
import { SearchInput } from '../ui/search-input';

type MemberPickerProps = {
  /** The member chosen so far, if any. */
  value: StaffMemberSummary | null;
  onChange: (member: StaffMemberSummary | null) => void;
  error?: string | undefined;
};

/** Finds a member by name, e-mail address, ISNI or IPI name number and picks one. */
export function MemberPicker({ value, onChange, error }: MemberPickerProps) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const needle = text.trim();
  const isSearching = needle.length >= DIRECTORY_SEARCH_MIN_LENGTH;
  const search = useStaffMemberSearch({ q: needle, page, pageSize: DIRECTORY_PAGE_SIZE }, { enabled: isSearching && !value });
  const { timedOut, retry } = useQueryTimeout({ isPending: isSearching && search.isPending, refetch: search.refetch });

  if (value) {
    return (
      <Paper withBorder radius="md" p="sm" aria-label="Chosen member">
        <Group justify="space-between" wrap="nowrap">
          <MemberLine member={value} />
          <Button size="xs" variant="subtle" onClick={() => onChange(null)}>
            Choose another member
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <Stack gap="xs">
      <SearchInput
        label="Member"
        description="Name, e-mail address, ISNI or IPI name number"
        placeholder="e.g. Amara Nwosu"
        value={text}
        error={error}
        withAsterisk
        onSearch={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      {!isSearching ? null : timedOut ? (
        <LoadingTimedOut onRetry={retry} />
      ) : search.isError ? (
        <Alert color="red" title="Members could not be searched">
          {errorMessage(search.error)}
        </Alert>
      ) : !search.data ? (
        <Text size="sm" c="dimmed" role="status">
          Searching…
        </Text>
      ) : search.data.data.length === 0 ? (
        <Text size="sm">No member matches “{needle}”.</Text>
      ) : (
        <Stack gap="xs">
          <Box component="ul" aria-label="Members found" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 6 }}>
            {search.data.data.map((member) => (
              <Paper key={member.id} component="li" withBorder radius="md" p="xs">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <MemberLine member={member} />
                  <Button size="xs" variant="light" aria-label={`Choose ${member.name}`} onClick={() => onChange(member)}>
                    Choose
                  </Button>
                </Group>
              </Paper>
            ))}
          </Box>
          {search.data.meta ? <Pagination page={search.data.meta.page} totalPages={search.data.meta.totalPages} onChange={setPage} /> : null}
        </Stack>
      )}
    </Stack>
  );
}

/** A member as the picker shows one: the name, and the e-mail address under it. */
function MemberLine({ member }: { member: StaffMemberSummary }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {member.name}
      </Text>
      <Text size="xs" c="dimmed">
        {member.email}
      </Text>
    </Stack>
  );
}
