import { z } from 'zod';
import { isValidBicCode, isValidIban, normalizeBic, normalizeIban } from './bank-identifier-rules';
import {
  isIsrcCountryCode,
  isrcShape,
  isValidIpiBase,
  isValidIpiName,
  isValidIsni,
  isValidIswc,
  isValidUpc,
  normalizeIpiBase,
  normalizeIpiName,
  normalizeIsni,
  normalizeIsrc,
  normalizeIswc,
  normalizeUpc,
} from './identifier-rules';

// The identifiers' zod fields. The rules they apply (normalise, check, format) live without zod
// in identifier-rules.ts and bank-identifier-rules.ts, exported from here too.
export * from './identifier-rules';
export * from './bank-identifier-rules';

/** A zod field that normalises an identifier and refuses it, with one message, when invalid. */
function identifierField(normalize: (v: string) => string, isValid: (v: string) => boolean, message: string) {
  return z
    .string()
    .max(40, { message })
    .transform((v) => normalize(v))
    .refine((v) => isValid(v), { message });
}

const isrcShapeMessage = 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)';
/** Two messages: a wrong shape, or the right shape with a country code no one issues (XX-…). */
export const isrcSchema = z
  .string()
  .max(40, { message: isrcShapeMessage })
  .transform((v) => normalizeIsrc(v))
  .refine((v) => isrcShape.test(v), { message: isrcShapeMessage, abort: true })
  .refine((v) => isIsrcCountryCode(v.slice(0, 2)), {
    error: (issue) => `ISRC must start with a country code such as GB or US: ${String(issue.input).slice(0, 2)} is not one`,
  });
export const iswcSchema = identifierField(normalizeIswc, isValidIswc, 'ISWC must look like T-123.456.789-C with a valid check digit');
export const isniSchema = identifierField(normalizeIsni, isValidIsni, 'ISNI must be 16 characters with a valid check character');
export const ipiNameSchema = identifierField(normalizeIpiName, isValidIpiName, 'IPI name number must be up to 11 digits with valid check digits');
export const ipiBaseSchema = identifierField(normalizeIpiBase, isValidIpiBase, 'IPI base number must look like I-123456789-C with a valid check digit');
export const upcSchema = identifierField(normalizeUpc, isValidUpc, 'UPC/EAN must be 12 or 13 digits with a valid check digit');
export const ibanSchema = identifierField(normalizeIban, isValidIban, 'IBAN is not valid: check the country code, length and check digits');
export const bicSchema = identifierField(normalizeBic, isValidBicCode, 'BIC must be 8 or 11 characters, e.g. DEUTDEFF');
