import { z } from 'zod';
import { isValidBicCode, isValidIban, normalizeBic, normalizeIban } from './bank-identifier-rules';
import {
  hasIsrcStartShape,
  isIsrcCountryCode,
  iswcPrefix,
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

/**
 * An ISRC field: its shape (one message), then its country code (another: the right shape with a
 * country code no one issues, XX-…).
 */
function isrcField(hasShape: (v: string) => boolean, shapeMessage: string) {
  return z
    .string()
    .max(40, { message: shapeMessage })
    .transform((v) => normalizeIsrc(v))
    .refine(hasShape, { message: shapeMessage, abort: true })
    .refine((v) => isIsrcCountryCode(v.slice(0, 2)), {
      error: (issue) => `ISRC must start with a country code such as GB or US: ${String(issue.input).slice(0, 2)} is not one`,
    });
}

export const isrcSchema = isrcField((v) => isrcShape.test(v), 'ISRC must look like CC-XXX-YY-NNNNN (12 characters)');
export const iswcSchema = identifierField(normalizeIswc, isValidIswc, 'ISWC must look like T-123.456.789-C with a valid check digit');

/**
 * The registry's searches take a whole identifier (found exactly) or its start (found by prefix),
 * compact. A start must be one that can begin a valid identifier, and narrow: T and 4 digits of an
 * ISWC (T-123.4, a ten-thousandth of all ISWCs), the country and registrant of an ISRC (GB-ABC, one
 * registrant's recordings).
 */
const REGISTRY_ISWC_START_DIGITS = 4;
const REGISTRY_ISRC_START_DIGITS = 0;

export const iswcSearchSchema = identifierField(
  normalizeIswc,
  (v) => isValidIswc(v) || iswcPrefix(v, { minDigits: REGISTRY_ISWC_START_DIGITS }) !== null,
  `ISWC must look like T-123.456.789-C with a valid check digit, or be its start: T and at least ${REGISTRY_ISWC_START_DIGITS} digits (T-123.4)`,
);
export const isrcSearchSchema = isrcField(
  (v) => isrcShape.test(v) || hasIsrcStartShape(v, { minDigits: REGISTRY_ISRC_START_DIGITS }),
  'ISRC must look like CC-XXX-YY-NNNNN (12 characters), or be its start: the country and registrant codes at least (CC-XXX)',
);
export const isniSchema = identifierField(normalizeIsni, isValidIsni, 'ISNI must be 16 characters with a valid check character');
export const ipiNameSchema = identifierField(normalizeIpiName, isValidIpiName, 'IPI name number must be up to 11 digits with valid check digits');
export const ipiBaseSchema = identifierField(normalizeIpiBase, isValidIpiBase, 'IPI base number must look like I-123456789-C with a valid check digit');
export const upcSchema = identifierField(normalizeUpc, isValidUpc, 'UPC/EAN must be 12 or 13 digits with a valid check digit');
export const ibanSchema = identifierField(normalizeIban, isValidIban, 'IBAN is not valid: check the country code, length and check digits');
export const bicSchema = identifierField(normalizeBic, isValidBicCode, 'BIC must be 8 or 11 characters, e.g. DEUTDEFF');
