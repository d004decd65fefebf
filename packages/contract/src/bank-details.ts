import { z } from 'zod';
import { countrySpecs, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { envelope } from './envelope';
import { countryCodeField, PASSWORD_MAX_LENGTH, plainText, requiredText } from './fields';
import { compactIdentifier, isValidBicCode, normalizeBic, normalizeIban } from './identifiers';
import { isCountryCode, isCurrencyCode } from './iso-codes';
import { iso4217Currencies } from './iso-4217.generated';

export { iso4217Currencies };

/**
 * Bank details: the account a member's royalties are paid into (GET/PUT /bank-details). Which
 * fields identify an account depends on the bank's country: an IBAN and BIC where the country
 * issues IBANs (ISO 13616), the national numbers of the UK, the US, Canada and Australia, and
 * elsewhere an account number with an optional bank code or BIC. A field the country does not use
 * is refused on that field, so the member hears it where they typed it.
 */

export const bankAccountFields = [
  'iban',
  'bic',
  'account_number',
  'sort_code',
  'routing_number',
  'transit_number',
  'institution_number',
  'bsb',
  'bank_code',
] as const;
export type BankAccountField = (typeof bankAccountFields)[number];

export const bankDetailsFields = ['account_holder', 'bank_name', 'bank_country', 'currency', ...bankAccountFields] as const;
export type BankDetailsField = (typeof bankDetailsFields)[number];
export const bankDetailsField = z.enum(bankDetailsFields);

/** The numbers that are encrypted at rest and only ever leave the API masked. */
export const secretBankAccountFields = ['iban', 'account_number'] as const satisfies readonly BankAccountField[];

export const bankDetailsFieldLabels: Record<BankDetailsField, string> = {
  account_holder: 'Account holder',
  bank_name: 'Bank name',
  bank_country: 'Bank country',
  currency: 'Currency',
  iban: 'IBAN',
  bic: 'BIC',
  account_number: 'Account number',
  sort_code: 'Sort code',
  routing_number: 'Routing number',
  transit_number: 'Transit number',
  institution_number: 'Institution number',
  bsb: 'BSB',
  bank_code: 'Bank code',
};

// ---- Which fields a country's banks use ----

export const bankAccountSchemes = ['iban', 'gb', 'us', 'ca', 'au', 'other'] as const;
export type BankAccountScheme = (typeof bankAccountSchemes)[number];

/** The countries of the IBAN registry (SWIFT, ISO 13616), as ibantools lists them. */
const ibanCountries: ReadonlySet<string> = new Set(
  Object.entries(countrySpecs)
    .filter(([, spec]) => spec.IBANRegistry)
    .map(([code]) => code),
);

/**
 * Countries whose banks use another country's national numbers: the Crown Dependencies clear
 * through UK sort codes, US territories through ABA routing numbers, Australia's external
 * territories through BSBs. The UK is in the IBAN registry, but its banks pay royalties by sort
 * code and account number (Bacs, Faster Payments), so it keeps its own fields.
 */
const nationalSchemes: Readonly<Record<string, BankAccountScheme>> = {
  GB: 'gb',
  GG: 'gb',
  IM: 'gb',
  JE: 'gb',
  US: 'us',
  AS: 'us',
  GU: 'us',
  MP: 'us',
  PR: 'us',
  VI: 'us',
  CA: 'ca',
  AU: 'au',
  CC: 'au',
  CX: 'au',
  NF: 'au',
};

export function bankAccountSchemeOf(country: string): BankAccountScheme {
  const code = country.trim().toUpperCase();
  return nationalSchemes[code] ?? (ibanCountries.has(code) ? 'iban' : 'other');
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1, repeated) is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return [...value].reduce((sum, digit, i) => sum + Number(digit) * (weights[i] ?? 0), 0) % 10 === 0;
}

const ibanProblems: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'IBAN must start with the code of a country that issues IBANs, e.g. DE',
  [ValidationErrorsIBAN.WrongBBANLength]: 'IBAN has the wrong number of characters for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'IBAN does not have the format of its country’s IBANs',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'IBAN check digits (the 3rd and 4th characters) must be digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'IBAN check digits do not match: check it for a typing error',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'IBAN holds a bank or account number whose check digits do not match: check it for a typing error',
};

/** What is wrong with an IBAN (normalised) for a bank in `country`, in words that never repeat it. */
function ibanProblem(iban: string, country: string): string | undefined {
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) return ibanProblems[errorCodes[0] ?? ValidationErrorsIBAN.WrongIBANChecksum] ?? 'IBAN is not valid';
  const ibanCountry = iban.slice(0, 2);
  if (ibanCountry !== country) return `IBAN is from ${ibanCountry}, but the bank country is ${country}: check the IBAN or the bank country`;
  return undefined;
}

type FieldRule = {
  field: BankAccountField;
  required: boolean;
  /** What is wrong with a given (normalised) value, or undefined. */
  problem: (value: string, country: string) => string | undefined;
};

const digits = (label: string, pattern: RegExp, rule: string) => (value: string) => (pattern.test(value) ? undefined : `${label} must be ${rule}`);

const bicProblem = (value: string) => (isValidBicCode(value) ? undefined : 'BIC must be 8 or 11 characters, e.g. DEUTDEFF');
const accountNumber = (rule: string, pattern: RegExp): FieldRule => ({
  field: 'account_number',
  required: true,
  problem: digits('Account number', pattern, rule),
});

/** The fields each scheme uses, in the order a form shows them. */
export const bankAccountSchemeRules: Readonly<Record<BankAccountScheme, readonly FieldRule[]>> = {
  iban: [
    { field: 'iban', required: true, problem: ibanProblem },
    { field: 'bic', required: true, problem: bicProblem },
  ],
  gb: [
    { field: 'sort_code', required: true, problem: digits('Sort code', /^[0-9]{6}$/, '6 digits, e.g. 12-34-56') },
    accountNumber('8 digits', /^[0-9]{8}$/),
  ],
  us: [
    {
      field: 'routing_number',
      required: true,
      problem: (value) =>
        !/^[0-9]{9}$/.test(value)
          ? 'Routing number must be 9 digits'
          : isValidRoutingNumber(value)
            ? undefined
            : 'Routing number is not valid: its check digit does not match, check it for a typing error',
    },
    accountNumber('4 to 17 digits', /^[0-9]{4,17}$/),
  ],
  ca: [
    { field: 'transit_number', required: true, problem: digits('Transit number', /^[0-9]{5}$/, '5 digits') },
    { field: 'institution_number', required: true, problem: digits('Institution number', /^[0-9]{3}$/, '3 digits') },
    accountNumber('7 to 12 digits', /^[0-9]{7,12}$/),
  ],
  au: [{ field: 'bsb', required: true, problem: digits('BSB', /^[0-9]{6}$/, '6 digits, e.g. 062-000') }, accountNumber('5 to 10 digits', /^[0-9]{5,10}$/)],
  other: [
    accountNumber('4 to 34 letters and digits', /^[A-Z0-9]{4,34}$/),
    { field: 'bank_code', required: false, problem: digits('Bank code', /^[A-Z0-9]{1,20}$/, 'up to 20 letters and digits') },
    { field: 'bic', required: false, problem: bicProblem },
  ],
};

/** The account fields a bank in `country` uses, in form order. */
export function bankAccountFieldsOf(country: string): readonly BankAccountField[] {
  return bankAccountSchemeRules[bankAccountSchemeOf(country)].map((rule) => rule.field);
}

// ---- Request ----

/** An account field as a form or client sends it: text (normalised: no spaces, dashes or dots, upper case), '' or null for none. */
const accountField = (label: string, normalize: (value: string) => string = compactIdentifier) =>
  plainText(label)
    .max(50, { message: `${label} must be at most 50 characters` })
    .transform((value) => normalize(value))
    .nullish();

const bankDetailsShape = {
  account_holder: requiredText('Account holder', 140),
  bank_name: requiredText('Bank name', 140),
  bank_country: countryCodeField('Bank country').refine(isCountryCode, { message: 'Choose a bank country' }),
  currency: z
    .string({ message: 'Choose a currency' })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, { message: 'Choose a currency: an ISO 4217 code such as EUR' }),
  iban: accountField('IBAN', normalizeIban),
  bic: accountField('BIC', normalizeBic),
  account_number: accountField('Account number'),
  sort_code: accountField('Sort code'),
  routing_number: accountField('Routing number'),
  transit_number: accountField('Transit number'),
  institution_number: accountField('Institution number'),
  bsb: accountField('BSB'),
  bank_code: accountField('Bank code'),
};

const bankDetailsObject = z.strictObject(bankDetailsShape);
type ParsedShape = z.output<typeof bankDetailsObject>;

/** The details as stored: every account field the country does not use is null. */
export type BankDetailsValues = Pick<ParsedShape, 'account_holder' | 'bank_name' | 'bank_country' | 'currency'> & Record<BankAccountField, string | null>;

/** Refuses missing, malformed and unused account fields, each on its own field; gives the stored shape. */
function withAccountRules<S extends z.ZodType<ParsedShape>>(schema: S) {
  return schema
    .superRefine((value: ParsedShape, ctx) => {
      if (!isCountryCode(value.bank_country)) return;
      const rules = bankAccountSchemeRules[bankAccountSchemeOf(value.bank_country)];
      const expected = rules
        .filter((rule) => rule.required)
        .map((rule) => bankDetailsFieldLabels[rule.field])
        .join(' and ');
      for (const field of bankAccountFields) {
        const given = value[field];
        const rule = rules.find((r) => r.field === field);
        const label = bankDetailsFieldLabels[field];
        const problem = !rule
          ? given
            ? `${label} is not used for banks in this country: enter the ${expected}`
            : undefined
          : !given
            ? rule.required
              ? `${label} is required`
              : undefined
            : rule.problem(given, value.bank_country);
        if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
    })
    .transform((value): BankDetailsValues & Omit<z.output<S>, keyof ParsedShape> => {
      const used = new Set(bankAccountFieldsOf(value.bank_country));
      const account = Object.fromEntries(bankAccountFields.map((field) => [field, (used.has(field) && value[field]) || null])) as Record<BankAccountField, string | null>;
      return { ...value, ...account };
    });
}

/** The form's fields (the web's bank details form validates with this). */
export const bankDetailsInput = withAccountRules(bankDetailsObject);
export type BankDetailsInput = z.input<typeof bankDetailsInput>;

/** The password that confirms a change of bank details. */
export const confirmationPasswordField = z
  .string({ message: 'Enter your password to confirm the change' })
  .min(1, { message: 'Enter your password to confirm the change' })
  .max(PASSWORD_MAX_LENGTH * 4, { message: 'Your password is not correct' });

/** PUT /bank-details: the details and the member's current password. */
export const bankDetailsRequest = withAccountRules(bankDetailsObject.extend({ password: confirmationPasswordField }));
export type BankDetailsRequest = z.input<typeof bankDetailsRequest>;

// ---- Answer ----

export const bankDetailsChange = z.object({
  at: z.iso.datetime(),
  /** Who changed them: the member's name at the time. */
  by: z.string(),
  fields: z.array(bankDetailsField),
});
export type BankDetailsChange = z.infer<typeof bankDetailsChange>;

/** The latest changes a bank details answer lists. */
export const BANK_DETAILS_CHANGES_SHOWN = 10;

/** What the API answers: the account number and IBAN masked (docs/domain.md#bank-details), the other fields as they are. */
export const bankDetails = z.object({
  account_holder: z.string(),
  bank_name: z.string(),
  bank_country: z.string(),
  currency: z.string(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  account_number: z.string().nullable(),
  sort_code: z.string().nullable(),
  routing_number: z.string().nullable(),
  transit_number: z.string().nullable(),
  institution_number: z.string().nullable(),
  bsb: z.string().nullable(),
  bank_code: z.string().nullable(),
  updated_at: z.iso.datetime(),
  /** The latest changes first, at most BANK_DETAILS_CHANGES_SHOWN. */
  changes: z.array(bankDetailsChange),
});
export type BankDetails = z.infer<typeof bankDetails>;

/** null while the member has not given any. */
export const bankDetailsResponse = envelope(bankDetails.nullable());

// ---- Display ----

/** A stored account field as people read it: sort codes 12-34-56, BSBs 062-000, IBANs in groups of four. */
export function formatBankAccountField(field: BankAccountField, value: string): string {
  if (field === 'sort_code' && /^[0-9]{6}$/.test(value)) return value.replace(/^(..)(..)(..)$/, '$1-$2-$3');
  if (field === 'bsb' && /^[0-9]{6}$/.test(value)) return value.replace(/^(...)(...)$/, '$1-$2');
  if (field === 'iban') return value.replace(/(.{4})(?=.)/g, '$1 ');
  return value;
}
