import type { MusicalWorkDetails } from '@repertoire/contract';
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMusicalWork } from '../api/get-musical-work';

/** Loads one of the member's works for a screen; another member's id or an unknown one reads "not found". */
export function WorkLoader({ id, children }: { id: string; children: (work: MusicalWorkDetails) => ReactNode }) {
  const work = useMusicalWork(id);
  if (work.error instanceof ApiError && work.error.status === 404) return <WorkNotFound />;
  return <QueryState query={work}>{children}</QueryState>;
}

export function WorkNotFound() {
  return (
    <>
      <PageHeader title="Musical work not found" />
      <EmptyState
        title="This musical work does not exist"
        description="It may have been deleted, or the link is wrong. Only your own works can be opened here."
        action={
          <Button component={Link} to={paths.app.musicalWorks.getHref()} variant="light">
            Back to Musical Works
          </Button>
        }
      />
    </>
  );
}
