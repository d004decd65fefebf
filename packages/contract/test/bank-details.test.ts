import { describe, expect, it } from 'vitest';
import {
  bankAccountFieldsOf,
  bankAccountSchemeOf,
  bankDetailsInput,
  bankDetailsRequest,
  formatBankAccountField,
  isValidRoutingNumber,
  maskValue,
} from '../src/index';

const base = { account_holder: 'Amara Nwosu', bank_name: 'Harbour Bank', currency: 'EUR' };

/** The field errors of a refused value, as { field: message }. */
function problems(value: unknown): Record<string, string> {
  const result = bankDetailsInput.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('which fields a bank country uses', () => {
  it('gives IBAN countries an IBAN and a BIC, and the UK, the US, Canada and Australia their national numbers', () => {
    expect(bankAccountSchemeOf('DE')).toBe('iban');
    expect(bankAccountFieldsOf('FR')).toEqual(['iban', 'bic']);
    expect(bankAccountFieldsOf('GB')).toEqual(['sort_code', 'account_number']);
    expect(bankAccountFieldsOf('JE')).toEqual(['sort_code', 'account_number']);
    expect(bankAccountFieldsOf('US')).toEqual(['routing_number', 'account_number']);
    expect(bankAccountFieldsOf('PR')).toEqual(['routing_number', 'account_number']);
    expect(bankAccountFieldsOf('CA')).toEqual(['transit_number', 'institution_number', 'account_number']);
    expect(bankAccountFieldsOf('AU')).toEqual(['bsb', 'account_number']);
    expect(bankAccountFieldsOf('NG')).toEqual(['account_number', 'bank_code', 'bic']);
  });
});

describe('bank details', () => {
  it('takes an IBAN and BIC in any spelling and stores them compact, the other account fields null', () => {
    expect(bankDetailsInput.parse({ ...base, bank_country: 'de', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', sort_code: '' })).toEqual({
      ...base,
      bank_country: 'DE',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      account_number: null,
      sort_code: null,
      routing_number: null,
      transit_number: null,
      institution_number: null,
      bsb: null,
      bank_code: null,
    });
  });

  it('refuses an IBAN whose check digits are wrong, on the IBAN field', () => {
    expect(problems({ ...base, bank_country: 'DE', iban: 'DE88370400440532013000', bic: 'COBADEFF' })).toEqual({
      iban: 'IBAN check digits do not match: check it for a typing error',
    });
  });

  it('refuses an IBAN of the wrong length for its country, and one from another country than the bank', () => {
    expect(problems({ ...base, bank_country: 'DE', iban: 'DE8937040044053201300', bic: 'COBADEFF' }).iban).toBe(
      'IBAN has the wrong number of characters for its country',
    );
    expect(problems({ ...base, bank_country: 'NL', iban: 'DE89370400440532013000', bic: 'COBADEFF' }).iban).toBe(
      'IBAN is from DE, but the bank country is NL: check the IBAN or the bank country',
    );
  });

  it('asks for the fields the country uses and refuses those it does not, each on its field', () => {
    expect(problems({ ...base, bank_country: 'GB', iban: 'GB82WEST12345698765432', currency: 'GBP' })).toEqual({
      iban: 'IBAN is not used for banks in this country: enter the Sort code and Account number',
      sort_code: 'Sort code is required',
      account_number: 'Account number is required',
    });
    expect(problems({ ...base, bank_country: 'DE', iban: 'DE89370400440532013000', bic: 'COBADEFF', routing_number: '021000021' })).toEqual({
      routing_number: 'Routing number is not used for banks in this country: enter the IBAN and BIC',
    });
  });

  it('checks a sort code’s format and a routing number’s ABA check digit', () => {
    expect(problems({ ...base, bank_country: 'GB', sort_code: '12-34-5', account_number: '31926819' }).sort_code).toBe('Sort code must be 6 digits, e.g. 12-34-56');
    expect(bankDetailsInput.parse({ ...base, bank_country: 'GB', sort_code: '60-16-13', account_number: '3192 6819' })).toMatchObject({
      sort_code: '601613',
      account_number: '31926819',
    });
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(problems({ ...base, bank_country: 'US', routing_number: '021000022', account_number: '123456789' }).routing_number).toBe(
      'Routing number is not valid: its check digit does not match, check it for a typing error',
    );
  });

  it('checks Canadian transit and institution numbers and Australian BSBs', () => {
    expect(problems({ ...base, bank_country: 'CA', transit_number: '1234', institution_number: '0003', account_number: '1234567' })).toEqual({
      transit_number: 'Transit number must be 5 digits',
      institution_number: 'Institution number must be 3 digits',
    });
    expect(bankDetailsInput.parse({ ...base, bank_country: 'AU', bsb: '062-000', account_number: '12345678' })).toMatchObject({ bsb: '062000' });
  });

  it('elsewhere takes an account number with an optional bank code and BIC', () => {
    expect(bankDetailsInput.parse({ ...base, bank_country: 'NG', currency: 'NGN', account_number: '0123456789' })).toMatchObject({
      account_number: '0123456789',
      bank_code: null,
      bic: null,
    });
    expect(problems({ ...base, bank_country: 'NG', account_number: '0123456789', bic: 'NOTABIC' }).bic).toBe('BIC must be 8 or 11 characters, e.g. DEUTDEFF');
  });

  it('refuses a country and a currency that do not exist', () => {
    expect(problems({ ...base, bank_country: 'QQ', currency: 'XYZ', account_number: '0123456789' })).toEqual({
      bank_country: 'Choose a bank country',
      currency: 'Choose a currency: an ISO 4217 code such as EUR',
    });
  });

  it('needs the password with a change, and never repeats a number in a message', () => {
    const request = { ...base, bank_country: 'DE', iban: 'DE88370400440532013000', bic: 'COBADEFF' };
    const result = bankDetailsRequest.safeParse(request);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Enter your password to confirm the change');
    expect(messages.join(' ')).not.toContain('370400440532013000');
  });
});

describe('display', () => {
  it('masks the last 5 characters and shows national numbers as people write them', () => {
    expect(maskValue('DE89370400440532013000')).toBe('DE893704004405320*****');
    expect(formatBankAccountField('iban', maskValue('DE89370400440532013000'))).toBe('DE89 3704 0044 0532 0*** **');
    expect(formatBankAccountField('sort_code', '601613')).toBe('60-16-13');
    expect(formatBankAccountField('bsb', '062000')).toBe('062-000');
  });
});
