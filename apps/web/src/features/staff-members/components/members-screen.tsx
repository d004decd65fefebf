import { Anchor, Badge, Group, Stack } from '@mantine/core';
import type { StaffMemberSummary } from '@repertoire/contract';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { NoMatchState } from '../../../components/ui/no-match-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { SearchInput } from '../../../components/ui/search-input';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useStaffMemberSearch } from '../../../lib/staff-members/search-members';
import { useListParams } from '../../../lib/use-list-params';
import { registerAsLabels } from '../utils/labels';
import { IsniValue } from './isni-value';
import { IdentifierText } from '../../../components/ui/identifier-text';

const columns: DataTableColumn<StaffMemberSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (member) => (
      <Group gap="xs" wrap="nowrap">
        <Anchor component={Link} to={paths.staff.memberDetails.getHref(member.id)} fw={500}>
          {member.name}
        </Anchor>
        {member.is_verified ? null : (
          <Badge size="sm" variant="light" color="orange">
            Not confirmed
          </Badge>
        )}
      </Group>
    ),
  },
  { key: 'email', header: 'E-mail', render: (member) => member.email },
  { key: 'kind', header: 'Account', visibleFrom: 'md', render: (member) => registerAsLabels[member.register_as] },
  { key: 'isni', header: 'ISNI', render: (member) => <IsniValue isni={member.isni} /> },
  {
    key: 'ipi',
    header: 'IPI name number',
    visibleFrom: 'sm',
    render: (member) => (member.ipi_name_number ? <IdentifierText>{member.ipi_name_number}</IdentifierText> : <EmptyCell />),
  },
  { key: 'joined', header: 'Joined', visibleFrom: 'md', noWrap: true, render: (member) => formatDate(member.created_at) },
];

/** `/staff/members`: find a member by name, e-mail address, ISNI or IPI name number. */
export function MembersScreen() {
  const { page, values, setPage, setValues } = useListParams({ q: '' });
  const query = useStaffMemberSearch({ q: values.q || undefined, page });

  return (
    <>
      <PageHeader title="Members" description="The society's members: their accounts, their works and recordings, and their identifiers." />
      <Stack gap="md">
        <SearchInput
          label="Search members"
          placeholder="Name, e-mail address, ISNI or IPI name number"
          value={values.q}
          onSearch={(q) => setValues({ q }, { replace: true })}
          maw={480}
        />
        <PagedQueryTable
          query={query}
          label="Members"
          columns={columns}
          getRowKey={(member) => member.id}
          onPageChange={setPage}
          empty={
            values.q ? (
              <NoMatchState
                title="No member matches"
                description={`No member's name, e-mail address, ISNI or IPI name number matches “${values.q}”.`}
                onClear={() => setValues({ q: '' })}
              />
            ) : (
              <EmptyState title="No members yet" description="Members appear here once they sign up." icon={<IconUsers size={26} />} />
            )
          }
        />
      </Stack>
    </>
  );
}
