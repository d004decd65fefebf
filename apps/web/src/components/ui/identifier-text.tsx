import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';
import { EmptyCell } from './empty-cell';

/** An identifier (ISWC, ISRC, IPI, ISNI) as people read it: monospace, and never broken across lines, where it would read as two. */
export function IdentifierText({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** A table column of one identifier, formatted (`value` answers it ready to show, or null for none). */
export function identifierColumn<T>(key: string, header: string, value: (row: T) => string | null): DataTableColumn<T> {
  return {
    key,
    header,
    render: (row) => {
      const shown = value(row);
      return shown ? <IdentifierText>{shown}</IdentifierText> : <EmptyCell />;
    },
  };
}
