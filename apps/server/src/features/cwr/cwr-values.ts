import {
  cwr3TransactionStatuses,
  cwr3TransactionTypes,
  cwrCompositeTypes,
  cwrDistributionCategories,
  cwrExcerptTypes,
  cwrIdentifierTypes,
  cwrInclusionExclusion,
  cwrIntendedPurposes,
  cwrLanguageCodes,
  cwrLyricAdaptations,
  cwrMessageLevels,
  cwrMessageTypes,
  cwrMusicArrangements,
  cwrPublisherTypes,
  cwrRecordingFormats,
  cwrRecordingTechniques,
  cwrTextMusicRelationships,
  cwrTitleTypes,
  cwrTransactionStatuses,
  cwrTransactionTypes,
  cwrTypesOfRight,
  cwrVersionTypes,
  cwrWriterDesignations,
  type CwrLookupTable,
} from '@repertoire/contract';
import type { CwrLookupName } from './record-layouts';

/** A field's value once read: text, a number (shares in percent, times in seconds), a Y/N boolean, or null when blank. */
export type CwrValue = string | number | boolean | null;

export type CwrRecord = {
  recordType: string;
  /** 1-based line of the file the record was read from; 0 for a record built in memory. */
  lineNumber: number;
  values: Readonly<Record<string, CwrValue>>;
};

export type CwrProblem = {
  lineNumber: number | null;
  recordType: string | null;
  field: string | null;
  message: string;
};

/**
 * The tables the reader checks values against. Other lookups (societies, territories, IPI numbers,
 * agreement types…) are open lists kept by CISAC and are only checked for shape, so that a file
 * naming a society missing from our subset is not rejected.
 */
export const checkedLookups: Partial<Record<CwrLookupName, CwrLookupTable>> = {
  transactionType: cwrTransactionTypes,
  cwr3TransactionType: cwr3TransactionTypes,
  cwr3TransactionStatus: cwr3TransactionStatuses,
  language: cwrLanguageCodes,
  distributionCategory: cwrDistributionCategories,
  textMusicRelationship: cwrTextMusicRelationships,
  compositeType: cwrCompositeTypes,
  versionType: cwrVersionTypes,
  excerptType: cwrExcerptTypes,
  musicArrangement: cwrMusicArrangements,
  lyricAdaptation: cwrLyricAdaptations,
  transactionStatus: cwrTransactionStatuses,
  publisherType: cwrPublisherTypes,
  writerDesignation: cwrWriterDesignations,
  inclusionExclusion: cwrInclusionExclusion,
  titleType: cwrTitleTypes,
  recordingFormat: cwrRecordingFormats,
  recordingTechnique: cwrRecordingTechniques,
  intendedPurpose: cwrIntendedPurposes,
  messageType: cwrMessageTypes,
  messageLevel: cwrMessageLevels,
  typeOfRight: cwrTypesOfRight,
  identifierType: cwrIdentifierTypes,
};

/** Tables checked for shape only: a society code is three digits, a CISAC TIS territory code four. */
export const lookupShapes: Partial<Record<CwrLookupName, { pattern: RegExp; description: string }>> = {
  // Two digits stand for the leading digits of an IPI number longer than the Sender ID field.
  senderType: { pattern: /^(PB|SO|AA|WR|\d{2})$/, description: 'PB, SO, AA, WR or the leading digits of an IPI number' },
  society: { pattern: /^\d{3}$/, description: 'a three-digit society code' },
  // CWR 3.x gives society codes four characters, left-aligned: "52  " and "052 " are both seen.
  cwr3Society: { pattern: /^\d{1,4}$/, description: 'a society code of up to four digits' },
  territory: { pattern: /^\d{4}$/, description: 'a four-digit TIS territory code' },
};

export function textOf(record: CwrRecord, name: string): string | null {
  const value = record.values[name];
  return typeof value === 'string' ? value : value === null || value === undefined ? null : String(value);
}

export function numberOf(record: CwrRecord, name: string): number | null {
  const value = record.values[name];
  return typeof value === 'number' ? value : null;
}

export function booleanOf(record: CwrRecord, name: string): boolean | null {
  const value = record.values[name];
  return typeof value === 'boolean' ? value : null;
}
