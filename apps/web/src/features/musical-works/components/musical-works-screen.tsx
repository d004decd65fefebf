import { Anchor, Button, Text } from '@mantine/core';
import type { MusicalWorkListItem } from '@repertoire/contract';
import { formatIswc } from '@repertoire/contract';
import { IconMusicPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lastChangeColumn } from '../../../components/registration/last-change-column';
import { RegistrationList } from '../../../components/registration/registration-list';
import type { SortOption } from '../../../components/registration/use-registration-list-params';
import { useRegistrationListParams } from '../../../components/registration/use-registration-list-params';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RegistrationStatusBadge } from '../../../components/ui/registration-status-badge';
import { paths } from '../../../config/paths';
import type { MusicalWorkSortField } from '../../../lib/musical-works/get-musical-works';
import { useMusicalWorks } from '../../../lib/musical-works/get-musical-works';

export const WORKS_PAGE_SIZE = 20;

const sortOptions: SortOption<MusicalWorkSortField>[] = [
  { value: 'updated_at:desc', label: 'Last change, newest first' },
  { value: 'updated_at:asc', label: 'Last change, oldest first' },
  { value: 'title:asc', label: 'Title, A to Z' },
  { value: 'title:desc', label: 'Title, Z to A' },
  { value: 'created_at:desc', label: 'Added, newest first' },
  { value: 'created_at:asc', label: 'Added, oldest first' },
];

const columns: DataTableColumn<MusicalWorkListItem>[] = [
  {
    key: 'title',
    header: 'Title',
    render: (work) => (
      <Anchor component={Link} to={paths.app.musicalWorkDetails.getHref(work.id)} fw={500}>
        {work.title}
      </Anchor>
    ),
  },
  { key: 'iswc', header: 'ISWC', render: (work) => (work.iswc ? <Text size="sm" ff="monospace">{formatIswc(work.iswc)}</Text> : <EmptyCell />) },
  { key: 'writers', header: 'Writers', visibleFrom: 'sm', render: (work) => (work.writers.length ? work.writers.join(', ') : <EmptyCell />) },
  { key: 'status', header: 'Status', render: (work) => <RegistrationStatusBadge status={work.status} /> },
  lastChangeColumn(),
];

/** `/music-composition`: the member's musical works with search, status filter, sort and the spec's pagination. */
export function MusicalWorksScreen() {
  const list = useRegistrationListParams(sortOptions, 'updated_at:desc');
  const works = useMusicalWorks({ page: list.page, pageSize: WORKS_PAGE_SIZE, q: list.q, status: list.status, sort: list.sort, order: list.order });

  return (
    <>
      <PageHeader
        title="Musical Works"
        description="Your compositions, who holds which share, and where each registration stands."
        actions={
          <>
            <Button component={Link} to={paths.app.musicalWorkSearch.getHref()} variant="default" leftSection={<IconSearch size={16} />}>
              Search the registry
            </Button>
            <Button component={Link} to={paths.app.musicalWorkAdd.getHref()} leftSection={<IconMusicPlus size={16} />}>
              Add a musical work
            </Button>
          </>
        }
      />
      <RegistrationList
        params={list}
        searchLabel="Search your works"
        searchPlaceholder="Title or ISWC"
        sortOptions={sortOptions}
        query={works}
        label="Your musical works"
        columns={columns}
        noMatch={{ title: 'No works match', description: 'None of your works matches this search or status.' }}
        empty={
          <EmptyState
            title="No musical works yet"
            description="Register your first composition: its title, writers and their shares. You can save a draft and finish it later."
            icon={<IconMusicPlus size={26} />}
            action={
              <Button component={Link} to={paths.app.musicalWorkAdd.getHref()}>
                Add your first work
              </Button>
            }
          />
        }
      />
    </>
  );
}
