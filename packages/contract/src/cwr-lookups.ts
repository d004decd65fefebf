import { languageCodes } from './languages';
import { alternativeTitleTypeValues, versionTypeValues, type AlternativeTitleType, type VersionType } from './musical-works';
import { workRoleCwrCodes, type WorkRole } from './work-roles';

/**
 * Lookup tables of CWR (CISAC Common Works Registration) 2.1/2.2, code → meaning, after the
 * CWR functional specification and its lookup table document (CRF020). Where Repertoire already
 * has the concept (work roles, version types, languages) the table maps onto it.
 */
export type CwrLookupTable = Readonly<Record<string, string>>;

export const cwrTransactionTypes = {
  NWR: 'New work registration',
  REV: 'Revised registration',
  ISW: 'Notification of ISWC assigned to a work',
  EXC: 'Existing work which is in conflict with a work registration',
  ACK: 'Acknowledgement of transaction',
  AGR: 'Agreement supporting work registration',
} as const satisfies CwrLookupTable;
export type CwrTransactionType = keyof typeof cwrTransactionTypes;

/** The transaction types of CWR 3.x (CWR 3.0 user manual §2.3): WRK replaces NWR and REV. */
export const cwr3TransactionTypes = {
  WRK: 'Work registration',
  DRW: 'Retraction of a work registration',
  ISR: 'Request for confirmation or allocation of an ISWC',
  ISA: 'Notification of the ISWC assigned to a work',
  EXC: 'Existing work which is in conflict with a work registration',
  ACK: 'Acknowledgement of transaction',
  LIC: 'Licence reporting',
} as const satisfies CwrLookupTable;

export const cwrSenderTypes = {
  PB: 'Publisher',
  SO: 'Society',
  AA: 'Administrative agency',
  WR: 'Writer',
} as const satisfies CwrLookupTable;

export const cwrWriterDesignations = {
  CA: 'Composer/Author',
  C: 'Composer',
  A: 'Author',
  AR: 'Arranger',
  AD: 'Adapter',
  SR: 'Sub-arranger',
  SA: 'Sub-author',
  TR: 'Translator',
  PA: 'Income participant',
} as const satisfies CwrLookupTable;
export type CwrWriterDesignation = keyof typeof cwrWriterDesignations;

export const cwrPublisherTypes = {
  E: 'Original publisher',
  AQ: 'Acquirer',
  AM: 'Administrator',
  PA: 'Income participant',
  ES: 'Substituted publisher',
  SE: 'Sub-publisher',
} as const satisfies CwrLookupTable;
export type CwrPublisherType = keyof typeof cwrPublisherTypes;

const roleByCwrCode: ReadonlyMap<string, WorkRole> = new Map(
  (Object.entries(workRoleCwrCodes) as [WorkRole, string][]).map(([role, code]) => [code, role]),
);

/** Repertoire's work role for a CWR writer designation or publisher type; null where it has none (SR, SA, PA, AQ, ES). */
export function workRoleOfCwrCode(code: string): WorkRole | null {
  return roleByCwrCode.get(code) ?? null;
}

export function cwrCodeOfWorkRole(role: WorkRole): string {
  return workRoleCwrCodes[role];
}

export const cwrTitleTypes = {
  AT: 'Alternative title',
  TE: 'First line of text',
  FT: 'Formal title',
  IT: 'Incorrect title',
  OT: 'Original title',
  TT: 'Original title translated',
  PT: 'Part title',
  RT: 'Restricted title',
  ET: 'Extra search title',
  OL: 'Original title with national characters',
  AL: 'Alternative title with national characters',
} as const satisfies CwrLookupTable;
export type CwrTitleType = keyof typeof cwrTitleTypes;

/** The CWR title type (ALT record) of each of Repertoire's alternative title types: one each way. */
export const alternativeTitleTypeCwrCodes: Record<AlternativeTitleType, CwrTitleType> = {
  alternative: 'AT',
  translated: 'TT',
  first_line: 'TE',
  formal: 'FT',
  part: 'PT',
  search: 'ET',
  incorrect: 'IT',
  original: 'OT',
  alternative_national: 'AL',
  original_national: 'OL',
  restricted: 'RT',
};

export function cwrCodeOfAlternativeTitleType(type: AlternativeTitleType): CwrTitleType {
  return alternativeTitleTypeCwrCodes[type];
}
/** Repertoire's alternative title type for a CWR title type; null for a code CWR does not have. */
export function alternativeTitleTypeOfCwrCode(code: string): AlternativeTitleType | null {
  return alternativeTitleTypeValues.find((type) => alternativeTitleTypeCwrCodes[type] === code) ?? null;
}

export const cwrVersionTypes = {
  ORI: 'Original work',
  MOD: 'Modified version of a musical work',
} as const satisfies CwrLookupTable;
export type CwrVersionType = keyof typeof cwrVersionTypes;

const versionTypeCodes: Record<VersionType, CwrVersionType> = { original: 'ORI', modification: 'MOD' };
export function cwrCodeOfVersionType(versionType: VersionType): CwrVersionType {
  return versionTypeCodes[versionType];
}
export function versionTypeOfCwrCode(code: string): VersionType | null {
  return versionTypeValues.find((value) => versionTypeCodes[value] === code) ?? null;
}

export const cwrDistributionCategories = {
  JAZ: 'Jazz',
  POP: 'Popular',
  SER: 'Serious',
  UNC: 'Unclassified',
} as const satisfies CwrLookupTable;

export const cwrTextMusicRelationships = {
  MUS: 'Music',
  MTX: 'Music and text',
  TXT: 'Text',
  MTN: 'Music and text, text not necessary',
} as const satisfies CwrLookupTable;

export const cwrCompositeTypes = {
  COS: 'Composite of samples',
  MED: 'Medley',
  POT: 'Potpourri',
  UCO: 'Unspecified composite',
} as const satisfies CwrLookupTable;

export const cwrExcerptTypes = {
  MOV: 'Movement',
  UEX: 'Unspecified excerpt',
} as const satisfies CwrLookupTable;

export const cwrMusicArrangements = {
  NEW: 'New',
  ARR: 'Arrangement',
  ADM: 'Addition',
  UNS: 'Unspecified arrangement',
  ORI: 'Original',
} as const satisfies CwrLookupTable;

export const cwrLyricAdaptations = {
  NEW: 'New',
  MOD: 'Modification',
  NON: 'None',
  ORI: 'Original',
  REP: 'Replacement',
  ADL: 'Addition',
  UNS: 'Unspecified',
  TRA: 'Translation',
} as const satisfies CwrLookupTable;

/** CWR writes ISO 639-1 codes in upper case. */
export const cwrLanguageCodes: CwrLookupTable = Object.fromEntries(languageCodes.map((code) => [code.toUpperCase(), code]));

/**
 * A subset of the CISAC society code table: the societies members most often belong to. The full
 * table is CISAC's and changes; readers check only that a society code has three digits.
 * The MLC takes files addressed to 034 (HFA, its vendor) or 000 (several societies).
 */
export const cwrSocieties = {
  '000': 'No society',
  '001': 'ACUM',
  '005': 'AKM',
  '008': 'APRA',
  '009': 'ARTISJUS',
  '010': 'ASCAP',
  '012': 'AMCOS',
  '017': 'AMRA',
  '021': 'BMI',
  '023': 'BUMA',
  '026': 'CASH',
  '034': 'HFA',
  '035': 'GEMA',
  '036': 'IPRS',
  '038': 'JASRAC',
  '040': 'KODA',
  '043': 'MCSK',
  '044': 'MCPS',
  '048': 'NCB',
  '050': 'OSA',
  '052': 'PRS',
  '055': 'SABAM',
  '058': 'SACEM',
  '059': 'SACM',
  '061': 'SADAIC',
  '063': 'SAMRO',
  '069': 'SPA',
  '071': 'SESAC',
  '072': 'SGAE',
  '074': 'SIAE',
  '078': 'STEMRA',
  '079': 'STIM',
  '080': 'SUISA',
  '084': 'SAYCO',
  '088': 'CMRRA',
  '089': 'TEOSTO',
  '090': 'TONO',
  '093': 'UBC',
  '097': 'ZAIKS',
  '101': 'SOCAN',
  '106': 'COMPASS',
  '118': 'KOMCA',
  '128': 'IMRO',
  '201': 'ABRAMUS',
  '268': 'COSON',
  '308': 'ECAD',
  '708': 'The MLC',
} as const satisfies CwrLookupTable;

/** ACK transaction status (CWR Transaction Status table; NA and WA are in use by societies since 2.1 revisions). */
export const cwrTransactionStatuses = {
  CO: 'Conflict',
  DU: 'Duplicate',
  RA: 'Transaction accepted',
  AS: 'Registration accepted',
  AC: 'Registration accepted with changes',
  SR: 'Registration accepted, ready for payment',
  CR: 'Registration accepted with changes, ready for payment',
  RJ: 'Rejected',
  NP: 'No participation',
  RC: 'Claim rejected',
  NA: 'Rejected: no society agreement number',
  WA: 'Rejected: wrong society agreement number',
} as const satisfies CwrLookupTable;
export type CwrTransactionStatus = keyof typeof cwrTransactionStatuses;

/** CWR 3.x adds the answers to a retraction (DRW) (CWR 3.0 user manual §5.1). */
export const cwr3TransactionStatuses = {
  ...cwrTransactionStatuses,
  DR: 'De-registered',
  UN: 'Unknown work in DRW',
  LD: 'Unable to de-register',
} as const satisfies CwrLookupTable;

export const cwrMessageTypes = {
  F: 'Field rejected: a default value was used',
  R: 'Record rejected',
  T: 'Transaction rejected',
  G: 'Group rejected',
  E: 'Entire file rejected',
} as const satisfies CwrLookupTable;

export const cwrMessageLevels = {
  E: 'Entire file',
  G: 'Group',
  T: 'Transaction',
  R: 'Record',
  F: 'Field',
} as const satisfies CwrLookupTable;

export const cwrInclusionExclusion = {
  I: 'Included',
  E: 'Excluded',
} as const satisfies CwrLookupTable;

export const cwrIntendedPurposes = {
  COM: 'Commercial',
  FIL: 'Film',
  GEN: 'General usage',
  LIB: 'Library work',
  MUL: 'Multimedia',
  RAD: 'Radio',
  TEL: 'Television',
  THR: 'Theatre',
  VID: 'Video',
} as const satisfies CwrLookupTable;

export const cwrTypesOfRight = {
  MEC: 'Mechanical rights',
  PER: 'Performing rights',
  SYN: 'Synchronisation rights',
  ALL: 'All rights',
} as const satisfies CwrLookupTable;

export const cwrIdentifierTypes = {
  W: 'Work',
  R: 'Recording',
  P: 'Product',
  V: 'Video',
} as const satisfies CwrLookupTable;

export const cwrRecordingFormats = {
  A: 'Audio',
  V: 'Video',
} as const satisfies CwrLookupTable;

export const cwrRecordingTechniques = {
  A: 'Analogue',
  D: 'Digital',
  U: 'Unknown',
} as const satisfies CwrLookupTable;

/** World, the territory a registration without a narrower territory claims (CISAC TIS code). */
export const CWR_TERRITORY_WORLD = '2136';
