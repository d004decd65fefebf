import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import { useElementSize } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { useIsPhone } from './use-is-phone';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Hidden from the table below this breakpoint; phones, where each row is a card, still show it there. */
  visibleFrom?: 'sm' | 'md' | 'lg';
  width?: number | string;
  /** Figures (shares, totals) line up on the right. */
  align?: 'left' | 'right';
  /** A short value that reads wrong broken across lines (a date): the column keeps its width. */
  noWrap?: boolean;
  /**
   * Its place in a row's card on phones: `title` heads the card (the first column does unless
   * another says so), `actions` sits at its foot without a label; the others are label and value.
   */
  card?: 'title' | 'actions';
};

export type DataTableProps<T> = {
  /** Accessible name of the table, e.g. "Your musical works". */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string;
  /** Pagination figures of a list answer (`data.meta`); omit for a table without pages. */
  meta?: PageMeta;
  onPageChange?: (page: number) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A newer page is loading while the previous one is still shown. */
  isFetching?: boolean;
  /** Narrowest the table gets: a narrower place shows the rows as cards. */
  minWidth?: number;
};

/** "Showing 21–40 of 134"; "… of more than 10,000" when the list stopped counting at its cap (`totalIsCapped`). */
export function rangeText(meta: PageMeta, count: number): string {
  if (meta.total === 0 || count === 0) return 'No results';
  const first = (meta.page - 1) * meta.pageSize + 1;
  const total = meta.total.toLocaleString('en-GB');
  return `Showing ${first}–${first + count - 1} of ${meta.totalIsCapped ? `more than ${total}` : total}`;
}

/**
 * A list answer as a table with the app's pagination (the piece every list and search screen
 * shares). On phones, and wherever the table would not fit, each row becomes a card of label
 * and value, so no column (a share, a status) hides off-screen in a table that scrolls sideways.
 */
export function DataTable<T>({ label, columns, rows, getRowKey, meta, onPageChange, empty, isFetching = false, minWidth = 560 }: DataTableProps<T>) {
  // Cards on phones from the first paint, and wherever else the table would not fit (a tablet
  // beside the side menu), once the list's width is known.
  const isPhone = useIsPhone();
  const { ref, width } = useElementSize();
  const asCards = isPhone || (width > 0 && width < minWidth);

  if (rows.length === 0) {
    // A page past the end (an old link, a list that shrank) is not an empty list.
    if (meta && meta.page > 1 && meta.total > 0) return <PastTheEnd meta={meta} onPageChange={onPageChange} />;
    return <>{empty}</>;
  }

  return (
    <Stack gap="md" ref={ref}>
      {asCards ? (
        <DataCards label={label} columns={columns} rows={rows} getRowKey={getRowKey} isFetching={isFetching} />
      ) : (
        <Table.ScrollContainer minWidth={minWidth}>
          <Table aria-label={label} highlightOnHover verticalSpacing="sm" aria-busy={isFetching || undefined} style={{ opacity: isFetching ? 0.6 : 1 }}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  // A heading breaks between its words only: 'Regist' / 'ered' is how a narrow column read before.
                  <Table.Th key={column.key} visibleFrom={column.visibleFrom} w={column.width} ta={column.align} style={{ overflowWrap: 'normal' }}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={getRowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} visibleFrom={column.visibleFrom} ta={column.align} style={column.noWrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {meta ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {rangeText(meta, rows.length)}
          </Text>
          {onPageChange ? <Pagination page={meta.page} totalPages={meta.totalPages} onChange={onPageChange} /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}

type DataCardsProps<T> = Pick<DataTableProps<T>, 'label' | 'columns' | 'rows' | 'getRowKey' | 'isFetching'>;

/** The rows as a list of cards: the title column heads each, the others are label and value, the actions close it. */
function DataCards<T>({ label, columns, rows, getRowKey, isFetching }: DataCardsProps<T>) {
  const title = columns.find((column) => column.card === 'title') ?? columns.find((column) => column.card !== 'actions');
  const fields = columns.filter((column) => column !== title && column.card !== 'actions');
  const actions = columns.filter((column) => column.card === 'actions');

  return (
    <Stack component="ul" gap="sm" className={classes.cards} aria-label={label} aria-busy={isFetching || undefined} style={{ opacity: isFetching ? 0.6 : 1 }}>
      {rows.map((row) => (
        <Paper component="li" key={getRowKey(row)} withBorder radius="md" p="sm">
          <Stack gap="xs">
            {title ? (
              <Text component="div" size="sm" fw={600}>
                {title.render(row)}
              </Text>
            ) : null}
            <CardFields fields={fields} row={row} />
            {actions.length > 0 ? (
              <Group justify="flex-end" gap="xs">
                {actions.map((column) => (
                  <div key={column.key}>{column.render(row)}</div>
                ))}
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A card's labels and values. A column with nothing to say for the row (a badge it does not carry)
 * is left out: its label alone, "In dispute" beside no value, would say the opposite.
 */
function CardFields<T>({ fields, row }: { fields: DataTableColumn<T>[]; row: T }) {
  const shown = fields.map((column) => ({ column, value: column.render(row) })).filter(({ value }) => value !== null && value !== undefined && value !== false);
  if (shown.length === 0) return null;
  return (
    <dl className={classes.fields}>
      {shown.map(({ column, value }) => (
        <div key={column.key} style={{ display: 'contents' }}>
          <dt className={classes.label}>{column.header}</dt>
          <dd className={classes.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PastTheEnd({ meta, onPageChange }: { meta: PageMeta; onPageChange: ((page: number) => void) | undefined }) {
  const lastPage = Math.max(1, meta.totalPages);
  return (
    <EmptyState
      title={`There is no page ${meta.page.toLocaleString('en-GB')}`}
      description={`This list has ${lastPage.toLocaleString('en-GB')} ${lastPage === 1 ? 'page' : 'pages'}.`}
      action={
        onPageChange ? (
          <Button variant="light" onClick={() => onPageChange(lastPage)}>
            Go to the last page
          </Button>
        ) : undefined
      }
    />
  );
}
