import type { BankDetails } from '@repertoire/contract';

/** Bank details as the API answers them: a UK account, the account number masked. */
export function createBankDetails(overrides: Partial<BankDetails> = {}): BankDetails {
  return {
    account_holder: 'Amara Nwosu',
    bank_name: 'NatWest',
    bank_country: 'GB',
    currency: 'GBP',
    iban: null,
    bic: null,
    account_number: '319*****',
    sort_code: '601613',
    routing_number: null,
    transit_number: null,
    institution_number: null,
    bsb: null,
    bank_code: null,
    updated_at: '2026-03-02T09:00:00.000Z',
    changes: [{ at: '2026-03-02T09:00:00.000Z', by: 'Amara Nwosu', fields: ['account_holder', 'bank_name', 'bank_country', 'currency', 'account_number', 'sort_code'] }],
    ...overrides,
  };
}

/** A German account: an IBAN (masked) and a BIC instead of a sort code and account number. */
export function createGermanBankDetails(overrides: Partial<BankDetails> = {}): BankDetails {
  return createBankDetails({
    bank_name: 'Commerzbank',
    bank_country: 'DE',
    currency: 'EUR',
    iban: 'DE893704004405320*****',
    bic: 'COBADEFFXXX',
    account_number: null,
    sort_code: null,
    ...overrides,
  });
}
