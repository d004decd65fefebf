import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/musicalworks-indispute`. */
export function DisputesScreen() {
  return (
    <>
      <PageHeader title="Musical Works in Dispute" />
      <EmptyState
        title="No musical works in dispute"
        description="When claims on one of your works collide with another member's, the dispute will be listed here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
