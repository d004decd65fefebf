import { Button, List, Stack, Text } from '@mantine/core';
import { bankDetailsFieldLabels, MASK_LENGTH } from '@repertoire/contract';
import type { BankDetails } from '@repertoire/contract';
import { BankDetailsFields } from '../../../components/bank-details/bank-details-fields';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format';

/** The saved bank details, the account number and IBAN masked as the API sends them, and their latest changes. */
export function BankDetailsView({ details, onChange }: { details: BankDetails; onChange: () => void }) {
  return (
    <Stack gap="lg">
      <SectionCard
        title="Payment account"
        description={`Royalties are paid into this account. Account numbers are shown with their last ${MASK_LENGTH} characters hidden.`}
        actions={
          <Button variant="light" onClick={onChange}>
            Change bank details
          </Button>
        }
      >
        <BankDetailsFields details={details} />
      </SectionCard>
      <SectionCard title="Recent changes" description="Every change is also sent to you by mail and as a notification.">
        {details.changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes recorded yet.
          </Text>
        ) : (
          <List size="sm" spacing="xs" aria-label="Recent changes">
            {details.changes.map((change) => (
              <List.Item key={`${change.at}-${change.fields.join()}`}>
                {formatDate(change.at)}, by {change.by}: {change.fields.map((field) => bankDetailsFieldLabels[field]).join(', ')}
              </List.Item>
            ))}
          </List>
        )}
      </SectionCard>
    </Stack>
  );
}
