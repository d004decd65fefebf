import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import type { DataTableColumn } from '../ui/data-table';

/** The title of a registered work or recording, with a dimmed line under it when `subtitle` gives one (other titles, a version). */
export function registryTitleColumn<T extends { title: string }>(subtitle: (row: T) => ReactNode): DataTableColumn<T> {
  return {
    key: 'title',
    header: 'Title',
    render: (row) => {
      const below = subtitle(row);
      return (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.title}
          </Text>
          {below ? (
            <Text size="xs" c="dimmed">
              {below}
            </Text>
          ) : null}
        </Stack>
      );
    },
  };
}

/** When the society registered it; hidden on phones. */
export function registeredColumn<T extends { registered_at: string }>(): DataTableColumn<T> {
  return { key: 'registered', header: 'Registered', visibleFrom: 'sm', noWrap: true, render: (row) => formatDate(row.registered_at) };
}
