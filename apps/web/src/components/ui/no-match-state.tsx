import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** A list left empty by its search or filters (not an empty list): says so, and offers to clear them. */
export function NoMatchState({ title, description, onClear }: { title: string; description: ReactNode; onClear: () => void }) {
  return (
    <EmptyState
      title={title}
      description={description}
      action={
        <Button variant="light" onClick={onClear}>
          Clear the search
        </Button>
      }
    />
  );
}
