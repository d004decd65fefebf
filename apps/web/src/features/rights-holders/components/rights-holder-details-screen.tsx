import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/rightsholder/details`. */
export function RightsHolderDetailsScreen() {
  return (
    <>
      <PageHeader title="Rights holder details" />
      <EmptyState
        title="No rights holder chosen"
        description="Rights holders are reached from a musical work; their details will show here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
