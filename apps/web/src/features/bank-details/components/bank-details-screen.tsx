import { Button } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsForm } from './bank-details-form';
import { BankDetailsView } from './bank-details-view';

/** `/bank-details`: the account the member's royalties are paid into; adding or changing it asks for the password. */
export function BankDetailsScreen() {
  const bankDetails = useBankDetails();
  const [isEditing, setIsEditing] = useState(false);

  return (
    <>
      <PageHeader title="Bank Details" description="Where the society pays your royalties." />
      <QueryState query={bankDetails}>
        {(details) =>
          isEditing ? (
            <BankDetailsForm details={details} onDone={() => setIsEditing(false)} />
          ) : details ? (
            <BankDetailsView details={details} onChange={() => setIsEditing(true)} />
          ) : (
            <EmptyState
              icon={<IconBuildingBank size={26} />}
              title="No bank details yet"
              description="Add the bank account your royalties should be paid into."
              action={<Button onClick={() => setIsEditing(true)}>Add bank details</Button>}
            />
          )
        }
      </QueryState>
    </>
  );
}
