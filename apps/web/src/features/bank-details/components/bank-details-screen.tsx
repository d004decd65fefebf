import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/bank-details`. */
export function BankDetailsScreen() {
  return (
    <>
      <PageHeader title="Bank Details" />
      <EmptyState
        title="No bank details yet"
        description="Entering the account your royalties are paid into is not open in the portal yet."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
