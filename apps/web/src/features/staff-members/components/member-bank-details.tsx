import { Text } from '@mantine/core';
import { MASK_LENGTH } from '@repertoire/contract';
import { BankDetailsFields } from '../../../components/bank-details/bank-details-fields';
import { QueryState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';
import { useStaffMemberBankDetails } from '../api/get-member-bank-details';

/**
 * The account the member's royalties are paid into, read on its own so that the rest of the page
 * shows even when it cannot be loaded. Staff see the account number and IBAN masked, as the member does.
 */
export function MemberBankDetails({ memberId }: { memberId: string }) {
  const query = useStaffMemberBankDetails(memberId);
  return (
    <SectionCard title="Bank details" description={`Account numbers are shown with their last ${MASK_LENGTH} characters hidden; only the member can change them.`}>
      <QueryState query={query}>
        {(details) =>
          details ? (
            <>
              <BankDetailsFields details={details} />
              <Text size="sm" c="dimmed">
                Last changed {formatDate(details.updated_at)}
                {details.changes[0] ? `, by ${details.changes[0].by}` : null}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              No bank details yet.
            </Text>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
