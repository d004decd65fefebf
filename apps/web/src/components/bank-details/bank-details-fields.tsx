import { SimpleGrid } from '@mantine/core';
import { bankAccountFieldsOf, bankDetailsFieldLabels, formatBankAccountField, iso4217Currencies } from '@repertoire/contract';
import type { BankDetails } from '@repertoire/contract';
import { CountryName } from '../ui/country-name';
import { DetailField, NoValue } from '../ui/detail-field';

const currencyNames = new Map(iso4217Currencies.map((currency) => [currency.code, currency.name]));

/**
 * Saved bank details field by field: the account fields of the bank's country, the account number
 * and IBAN masked as the API sends them. The member's own page and the staff member page show them alike.
 */
export function BankDetailsFields({ details }: { details: BankDetails }) {
  const currency = currencyNames.get(details.currency);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <DetailField label={bankDetailsFieldLabels.account_holder}>{details.account_holder}</DetailField>
      <DetailField label={bankDetailsFieldLabels.bank_name}>{details.bank_name}</DetailField>
      <DetailField label={bankDetailsFieldLabels.bank_country}><CountryName code={details.bank_country} /></DetailField>
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
  );
}
