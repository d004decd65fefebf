import { Anchor, Button } from '@mantine/core';
import type { RegistrationStatus } from '@repertoire/contract';
import type { TablerIcon } from '@tabler/icons-react';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PagedQueryOptions } from '../../lib/paged-query';
import type { RegistrationListQuery } from '../../lib/registration-list-query';
import type { DataTableColumn } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import { PageHeader } from '../ui/page-header';
import { RegistrationStatusWithChange } from '../ui/registration-status-badge';
import { lastChangeColumn } from './last-change-column';
import type { RegistrationListProps } from './registration-list';
import { RegistrationList } from './registration-list';
import type { SortOption } from './use-registration-list-params';
import { REGISTRATION_DEFAULT_SORT, useRegistrationListParams } from './use-registration-list-params';

type Registration = { id: string; title: string; status: RegistrationStatus; change_in_review: boolean; updated_at: string };

/** The list's search and status as filtered now (what an export of the list keeps to). */
export type RegistrationListFilters = Pick<RegistrationListQuery<string>, 'q' | 'status'>;

/** More of a list screen's header actions, given its filters. */
export type RegistrationListActions = { moreActions?: (filters: RegistrationListFilters) => ReactNode };

type RegistrationListScreenProps<T extends Registration, F extends string> = Omit<RegistrationListProps<T>, 'params' | 'sortOptions' | 'query' | 'columns' | 'empty'> & {
  title: string;
  description: string;
  /** The society's registry of this kind, searched from the header. */
  registryHref: string;
  /** The add screen; its icon marks the header's button and the empty state. */
  add: { href: string; label: string; icon: TablerIcon };
  /** From registrationSortOptions; the list opens on the latest change first. */
  sortOptions: readonly SortOption<F | 'updated_at'>[];
  /** The kind's list endpoint, for the page, search, status and sort in the URL. */
  queryOptions: (query: RegistrationListQuery<F | 'updated_at' | 'relevance'>) => PagedQueryOptions<T>;
  /** The title links to this page. */
  detailsHref: (id: string) => string;
  /** The kind's own columns, between the title and the status and last change. */
  columns: DataTableColumn<T>[];
  /** Shown while the member has none at all; its action opens the add screen. */
  empty: { title: string; description: string; action: string };
} & RegistrationListActions;

/** The member's works or recordings as a screen: the way to the registry search and to adding one, above the list. */
export function RegistrationListScreen<T extends Registration, F extends string>({
  title,
  description,
  registryHref,
  add,
  sortOptions,
  queryOptions,
  detailsHref,
  columns,
  empty,
  moreActions,
  ...list
}: RegistrationListScreenProps<T, F>) {
  const params = useRegistrationListParams(sortOptions, REGISTRATION_DEFAULT_SORT);
  const query = useQuery(queryOptions(params.query));
  const AddIcon = add.icon;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          <>
            {moreActions?.({ q: params.query.q, status: params.query.status })}
            <Button component={Link} to={registryHref} variant="default" leftSection={<IconSearch size={16} />}>
              Search the registry
            </Button>
            <Button component={Link} to={add.href} leftSection={<AddIcon size={16} />}>
              {add.label}
            </Button>
          </>
        }
      />
      <RegistrationList
        {...list}
        params={params}
        sortOptions={params.sortOptions}
        query={query}
        columns={[titleColumn(detailsHref), ...columns, statusColumn(), lastChangeColumn()]}
        empty={
          <EmptyState
            title={empty.title}
            description={empty.description}
            icon={<AddIcon size={26} />}
            action={
              <Button component={Link} to={add.href}>
                {empty.action}
              </Button>
            }
          />
        }
      />
    </>
  );
}

function titleColumn<T extends Registration>(detailsHref: (id: string) => string): DataTableColumn<T> {
  return {
    key: 'title',
    header: 'Title',
    render: (row) => (
      <Anchor component={Link} to={detailsHref(row.id)} fw={500}>
        {row.title}
      </Anchor>
    ),
  };
}

function statusColumn<T extends Registration>(): DataTableColumn<T> {
  return { key: 'status', header: 'Status', render: (row) => <RegistrationStatusWithChange status={row.status} changeInReview={row.change_in_review} /> };
}
