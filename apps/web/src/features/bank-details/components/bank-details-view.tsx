import { Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { bankAccountFieldsOf, bankDetailsFieldLabels, formatBankAccountField, iso4217Currencies, MASK_LENGTH } from '@repertoire/contract';
import type { BankDetails } from '@repertoire/contract';
import { DetailField, NoValue } from '../../../components/ui/detail-field';
import { SectionCard } from '../../../components/ui/section-card';
import { findCountry, useCountries } from '../../../lib/countries';
import { formatDate } from '../../../lib/format';

const currencyNames = new Map(iso4217Currencies.map((currency) => [currency.code, currency.name]));

/** The saved bank details, the account number and IBAN masked as the API sends them, and their latest changes. */
export function BankDetailsView({ details, onChange }: { details: BankDetails; onChange: () => void }) {
  const countries = useCountries();
  const country = findCountry(countries.data, details.bank_country);
  const currency = currencyNames.get(details.currency);

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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailField label={bankDetailsFieldLabels.account_holder}>{details.account_holder}</DetailField>
          <DetailField label={bankDetailsFieldLabels.bank_name}>{details.bank_name}</DetailField>
          <DetailField label={bankDetailsFieldLabels.bank_country}>{country?.name ?? details.bank_country}</DetailField>
          <DetailField label={bankDetailsFieldLabels.currency}>{currency ? `${details.currency} — ${currency}` : details.currency}</DetailField>
          {bankAccountFieldsOf(details.bank_country).map((field) => {
            const value = details[field];
            return (
              <DetailField key={field} label={bankDetailsFieldLabels[field]}>
                {value ? <span style={{ fontFamily: 'monospace' }}>{formatBankAccountField(field, value)}</span> : <NoValue />}
              </DetailField>
            );
          })}
        </SimpleGrid>
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
