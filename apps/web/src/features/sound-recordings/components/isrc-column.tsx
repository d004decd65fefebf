import { Text } from '@mantine/core';
import { formatIsrc } from '@repertoire/contract';
import { EmptyCell } from '../../../components/ui/empty-cell';
import type { DataTableColumn } from '../../../components/ui/data-table';

/** The ISRC column of the recordings' tables; an ISRC never wraps. */
export function isrcColumn<T extends { isrc: string | null }>(): DataTableColumn<T> {
  return {
    key: 'isrc',
    header: 'ISRC',
    render: (recording) =>
      recording.isrc ? (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatIsrc(recording.isrc)}
        </Text>
      ) : (
        <EmptyCell />
      ),
  };
}
