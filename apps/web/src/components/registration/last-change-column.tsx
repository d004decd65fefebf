import { Stack, Text } from '@mantine/core';
import { formatDate } from '../../lib/format';
import { formatRelativeTime } from '../../lib/relative-time';
import type { DataTableColumn } from '../ui/data-table';

/** The "Last change" column of the works' and the recordings' tables: the date, and how long ago. */
export function lastChangeColumn<T extends { updated_at: string }>(): DataTableColumn<T> {
  return {
    key: 'updated',
    header: 'Last change',
    render: (row) => (
      <Stack gap={0}>
        <Text size="sm">{formatDate(row.updated_at)}</Text>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(row.updated_at)}
        </Text>
      </Stack>
    ),
  };
}
