/**
 * Record layouts of CWR 2.1 and 2.2 (CISAC Common Works Registration, functional specification
 * 2.2 revision 2) and of CWR 3.0 and 3.1, declared once as data: the reader and the writer both
 * walk these fields. Start positions are 1-based as the specification prints them.
 */

export type CwrVersion = '2.1' | '2.2' | '3.0' | '3.1';
export type Cwr3Version = Extract<CwrVersion, '3.0' | '3.1'>;

/** CWR 3.x is a format of its own: other record types (WRK, OWK, MAN…) and other layouts for the same names. */
export function isCwr3(version: CwrVersion): version is Cwr3Version {
  return version === '3.0' || version === '3.1';
}

/** A alphanumeric, B boolean Y/N, F flag Y/N/U, D date YYYYMMDD, T time or duration HHMMSS, N numeric, L lookup. */
export type CwrFieldType = 'A' | 'B' | 'F' | 'D' | 'T' | 'N' | 'L';

export type CwrLookupName =
  | 'transactionType'
  | 'cwr3TransactionType'
  | 'cwr3TransactionStatus'
  | 'cwr3Society'
  | 'senderType'
  | 'characterSet'
  | 'language'
  | 'distributionCategory'
  | 'textMusicRelationship'
  | 'compositeType'
  | 'versionType'
  | 'excerptType'
  | 'musicArrangement'
  | 'lyricAdaptation'
  | 'cwrWorkType'
  | 'transactionStatus'
  | 'publisherType'
  | 'writerDesignation'
  | 'society'
  | 'ipiName'
  | 'ipiBase'
  | 'specialAgreement'
  | 'agreementType'
  | 'usaLicense'
  | 'inclusionExclusion'
  | 'territory'
  | 'titleType'
  | 'ean'
  | 'isrc'
  | 'isrcValidity'
  | 'recordingFormat'
  | 'recordingTechnique'
  | 'mediaType'
  | 'intendedPurpose'
  | 'standardInstrumentation'
  | 'instrument'
  | 'messageType'
  | 'messageLevel'
  | 'typeOfRight'
  | 'subjectCode'
  | 'identifierType'
  | 'currency';

export type CwrField = {
  name: string;
  start: number;
  size: number;
  type: CwrFieldType;
  required: boolean;
  lookup?: CwrLookupName;
  /** Shares are 999v99: five digits with two implied decimals (05000 = 50.00%). */
  isShare?: boolean;
  /** The first version that has this field; the field is absent from earlier versions' records. */
  since?: CwrVersion;
};

export type CwrRecordKind = 'control' | 'transaction' | 'detail';

export type CwrRecordLayout = {
  recordType: string;
  kind: CwrRecordKind;
  fields: readonly CwrField[];
  /** A record type introduced in 2.2 (XRF) or 3.1 (MAN): writers of earlier versions leave it out. */
  since?: CwrVersion;
};

type FieldOptions = Pick<CwrField, 'lookup' | 'isShare' | 'since'>;

function field(
  name: string,
  start: number,
  size: number,
  type: CwrFieldType,
  requirement: 'M' | 'C' | 'O',
  options: FieldOptions = {},
): CwrField {
  return { name, start, size, type, required: requirement === 'M', ...options };
}

const share = (name: string, start: number): CwrField => field(name, start, 5, 'N', 'C', { isShare: true });
const lookup = (name: string, start: number, size: number, requirement: 'M' | 'C' | 'O', table: CwrLookupName, since?: CwrVersion) =>
  field(name, start, size, 'L', requirement, since ? { lookup: table, since } : { lookup: table });

const recordType = field('recordType', 1, 3, 'A', 'M');

/** The record prefix every transaction header and detail record starts with. */
const prefix: readonly CwrField[] = [
  recordType,
  field('transactionSequence', 4, 8, 'N', 'M'),
  field('recordSequence', 12, 8, 'N', 'M'),
];

const hdr: readonly CwrField[] = [
  recordType,
  lookup('senderType', 4, 2, 'M', 'senderType'),
  field('senderId', 6, 9, 'N', 'M'),
  field('senderName', 15, 45, 'A', 'M'),
  field('ediStandardVersion', 60, 5, 'A', 'M'),
  field('creationDate', 65, 8, 'D', 'M'),
  field('creationTime', 73, 6, 'T', 'M'),
  field('transmissionDate', 79, 8, 'D', 'M'),
  lookup('characterSet', 87, 15, 'O', 'characterSet', '2.1'),
  field('version', 102, 3, 'A', 'O', { since: '2.2' }),
  field('revision', 105, 3, 'N', 'O', { since: '2.2' }),
  field('softwarePackage', 108, 30, 'A', 'O', { since: '2.2' }),
  field('softwarePackageVersion', 138, 30, 'A', 'O', { since: '2.2' }),
];

const grh: readonly CwrField[] = [
  recordType,
  lookup('transactionType', 4, 3, 'M', 'transactionType'),
  field('groupId', 7, 5, 'N', 'M'),
  field('transactionTypeVersion', 12, 5, 'A', 'M'),
  field('batchRequest', 17, 10, 'N', 'O'),
  field('submissionDistributionType', 27, 2, 'A', 'O'),
];

const grt: readonly CwrField[] = [
  recordType,
  field('groupId', 4, 5, 'N', 'M'),
  field('transactionCount', 9, 8, 'N', 'M'),
  field('recordCount', 17, 8, 'N', 'M'),
  lookup('currencyIndicator', 25, 3, 'O', 'currency'),
  field('totalMonetaryValue', 28, 10, 'N', 'O'),
];

const trl: readonly CwrField[] = [
  recordType,
  field('groupCount', 4, 5, 'N', 'M'),
  field('transactionCount', 9, 8, 'N', 'M'),
  field('recordCount', 17, 8, 'N', 'M'),
];

/** NWR, REV, ISW and EXC share one layout. */
const work: readonly CwrField[] = [
  ...prefix,
  field('workTitle', 20, 60, 'A', 'M'),
  lookup('languageCode', 80, 2, 'O', 'language'),
  field('submitterWorkNumber', 82, 14, 'A', 'M'),
  field('iswc', 96, 11, 'A', 'O'),
  field('copyrightDate', 107, 8, 'D', 'O'),
  field('copyrightNumber', 115, 12, 'A', 'O'),
  lookup('distributionCategory', 127, 3, 'M', 'distributionCategory'),
  field('duration', 130, 6, 'T', 'C'),
  field('recordedIndicator', 136, 1, 'F', 'M'),
  lookup('textMusicRelationship', 137, 3, 'O', 'textMusicRelationship'),
  lookup('compositeType', 140, 3, 'O', 'compositeType'),
  lookup('versionType', 143, 3, 'M', 'versionType'),
  lookup('excerptType', 146, 3, 'O', 'excerptType'),
  lookup('musicArrangement', 149, 3, 'C', 'musicArrangement'),
  lookup('lyricAdaptation', 152, 3, 'C', 'lyricAdaptation'),
  field('contactName', 155, 30, 'A', 'O'),
  field('contactId', 185, 10, 'A', 'O'),
  lookup('cwrWorkType', 195, 2, 'O', 'cwrWorkType'),
  field('grandRightsIndicator', 197, 1, 'B', 'C'),
  field('compositeComponentCount', 198, 3, 'N', 'C'),
  field('printedEditionPublicationDate', 201, 8, 'D', 'O'),
  field('exceptionalClause', 209, 1, 'F', 'O'),
  field('opusNumber', 210, 25, 'A', 'O'),
  field('catalogueNumber', 235, 25, 'A', 'O'),
  field('priorityFlag', 260, 1, 'F', 'O'),
];

const ack: readonly CwrField[] = [
  ...prefix,
  field('creationDate', 20, 8, 'D', 'M'),
  field('creationTime', 28, 6, 'T', 'M'),
  field('originalGroupId', 34, 5, 'N', 'M'),
  field('originalTransactionSequence', 39, 8, 'N', 'M'),
  lookup('originalTransactionType', 47, 3, 'M', 'transactionType'),
  field('creationTitle', 50, 60, 'A', 'C'),
  field('submitterCreationNumber', 110, 20, 'A', 'C'),
  field('recipientCreationNumber', 130, 20, 'A', 'C'),
  field('processingDate', 150, 8, 'D', 'M'),
  lookup('transactionStatus', 158, 2, 'M', 'transactionStatus'),
];

/** SPU and OPU. */
const publisher: readonly CwrField[] = [
  ...prefix,
  field('publisherSequence', 20, 2, 'N', 'M'),
  field('interestedPartyNumber', 22, 9, 'A', 'C'),
  field('publisherName', 31, 45, 'A', 'C'),
  field('publisherUnknownIndicator', 76, 1, 'F', 'C'),
  lookup('publisherType', 77, 2, 'C', 'publisherType'),
  field('taxId', 79, 9, 'A', 'O'),
  lookup('publisherIpiName', 88, 11, 'C', 'ipiName'),
  field('submitterAgreementNumber', 99, 14, 'A', 'O'),
  lookup('prSociety', 113, 3, 'C', 'society'),
  share('prOwnershipShare', 116),
  lookup('mrSociety', 121, 3, 'C', 'society'),
  share('mrOwnershipShare', 124),
  lookup('srSociety', 129, 3, 'C', 'society'),
  share('srOwnershipShare', 132),
  lookup('specialAgreementsIndicator', 137, 1, 'O', 'specialAgreement'),
  field('firstRecordingRefusal', 138, 1, 'F', 'O'),
  field('filler', 139, 1, 'A', 'O'),
  lookup('publisherIpiBase', 140, 13, 'O', 'ipiBase'),
  field('internationalStandardAgreementCode', 153, 14, 'A', 'O'),
  field('societyAssignedAgreementNumber', 167, 14, 'A', 'O'),
  lookup('agreementType', 181, 2, 'O', 'agreementType', '2.1'),
  lookup('usaLicenseIndicator', 183, 1, 'O', 'usaLicense', '2.1'),
];

/** SPT and OPT. */
const publisherTerritory: readonly CwrField[] = [
  ...prefix,
  field('interestedPartyNumber', 20, 9, 'A', 'M'),
  field('constant', 29, 6, 'A', 'O'),
  share('prCollectionShare', 35),
  share('mrCollectionShare', 40),
  share('srCollectionShare', 45),
  lookup('inclusionExclusionIndicator', 50, 1, 'M', 'inclusionExclusion'),
  lookup('tisNumericCode', 51, 4, 'M', 'territory'),
  field('sharesChange', 55, 1, 'B', 'O'),
  field('sequenceNumber', 56, 3, 'N', 'M', { since: '2.1' }),
];

/** SWR and OWR. */
const writer: readonly CwrField[] = [
  ...prefix,
  field('interestedPartyNumber', 20, 9, 'A', 'C'),
  field('writerLastName', 29, 45, 'A', 'C'),
  field('writerFirstName', 74, 30, 'A', 'O'),
  field('writerUnknownIndicator', 104, 1, 'F', 'C'),
  lookup('writerDesignation', 105, 2, 'C', 'writerDesignation'),
  field('taxId', 107, 9, 'A', 'O'),
  lookup('writerIpiName', 116, 11, 'O', 'ipiName'),
  lookup('prSociety', 127, 3, 'O', 'society'),
  share('prOwnershipShare', 130),
  lookup('mrSociety', 135, 3, 'O', 'society'),
  share('mrOwnershipShare', 138),
  lookup('srSociety', 143, 3, 'O', 'society'),
  share('srOwnershipShare', 146),
  field('reversionaryIndicator', 151, 1, 'F', 'O'),
  field('firstRecordingRefusal', 152, 1, 'B', 'O'),
  field('workForHire', 153, 1, 'B', 'O'),
  field('filler', 154, 1, 'A', 'O'),
  lookup('writerIpiBase', 155, 13, 'O', 'ipiBase'),
  field('personalNumber', 168, 12, 'N', 'O'),
  lookup('usaLicenseIndicator', 180, 1, 'O', 'usaLicense', '2.1'),
];

/** SWT and OWT. */
const writerTerritory: readonly CwrField[] = [
  ...prefix,
  field('interestedPartyNumber', 20, 9, 'A', 'C'),
  share('prCollectionShare', 29),
  share('mrCollectionShare', 34),
  share('srCollectionShare', 39),
  lookup('inclusionExclusionIndicator', 44, 1, 'M', 'inclusionExclusion'),
  lookup('tisNumericCode', 45, 4, 'M', 'territory'),
  field('sharesChange', 49, 1, 'B', 'O'),
  field('sequenceNumber', 50, 3, 'N', 'M', { since: '2.1' }),
];

const pwr: readonly CwrField[] = [
  ...prefix,
  field('publisherInterestedPartyNumber', 20, 9, 'A', 'C'),
  field('publisherName', 29, 45, 'A', 'C'),
  field('submitterAgreementNumber', 74, 14, 'A', 'O'),
  field('societyAssignedAgreementNumber', 88, 14, 'A', 'O'),
  field('writerInterestedPartyNumber', 102, 9, 'A', 'C', { since: '2.1' }),
  field('publisherSequence', 111, 2, 'N', 'M', { since: '2.2' }),
];

const alt: readonly CwrField[] = [
  ...prefix,
  field('alternateTitle', 20, 60, 'A', 'M'),
  lookup('titleType', 80, 2, 'M', 'titleType'),
  lookup('languageCode', 82, 2, 'C', 'language'),
];

/** EWT and VER: the entire work of an excerpt, the original work of a version. */
const relatedWork = (titleName: string, iswcName: string): readonly CwrField[] => [
  ...prefix,
  field(titleName, 20, 60, 'A', 'M'),
  field(iswcName, 80, 11, 'A', 'O'),
  lookup('languageCode', 91, 2, 'O', 'language'),
  field('writer1LastName', 93, 45, 'A', 'O'),
  field('writer1FirstName', 138, 30, 'A', 'O'),
  field('source', 168, 60, 'A', 'O'),
  lookup('writer1IpiName', 228, 11, 'O', 'ipiName'),
  lookup('writer1IpiBase', 239, 13, 'O', 'ipiBase'),
  field('writer2LastName', 252, 45, 'A', 'O'),
  field('writer2FirstName', 297, 30, 'A', 'O'),
  lookup('writer2IpiName', 327, 11, 'O', 'ipiName'),
  lookup('writer2IpiBase', 338, 13, 'O', 'ipiBase'),
  field('submitterWorkNumber', 351, 14, 'A', 'O'),
];

const per: readonly CwrField[] = [
  ...prefix,
  field('performingArtistLastName', 20, 45, 'A', 'M'),
  field('performingArtistFirstName', 65, 30, 'A', 'O'),
  lookup('performingArtistIpiName', 95, 11, 'O', 'ipiName'),
  lookup('performingArtistIpiBase', 106, 13, 'O', 'ipiBase'),
];

const rec: readonly CwrField[] = [
  ...prefix,
  field('firstReleaseDate', 20, 8, 'D', 'O'),
  field('constant', 28, 60, 'A', 'O'),
  field('firstReleaseDuration', 88, 6, 'T', 'O'),
  field('constant2', 94, 5, 'A', 'O'),
  field('firstAlbumTitle', 99, 60, 'A', 'O'),
  field('firstAlbumLabel', 159, 60, 'A', 'O'),
  field('firstReleaseCatalogNumber', 219, 18, 'A', 'O'),
  lookup('ean', 237, 13, 'O', 'ean'),
  lookup('isrc', 250, 12, 'O', 'isrc'),
  lookup('recordingFormat', 262, 1, 'O', 'recordingFormat'),
  lookup('recordingTechnique', 263, 1, 'O', 'recordingTechnique'),
  lookup('mediaType', 264, 3, 'O', 'mediaType', '2.1'),
  field('recordingTitle', 267, 60, 'A', 'O', { since: '2.2' }),
  field('versionTitle', 327, 60, 'A', 'O', { since: '2.2' }),
  field('displayArtist', 387, 60, 'A', 'O', { since: '2.2' }),
  field('recordLabel', 447, 60, 'A', 'O', { since: '2.2' }),
  lookup('isrcValidity', 507, 20, 'C', 'isrcValidity', '2.2'),
  field('submitterRecordingIdentifier', 527, 14, 'A', 'O', { since: '2.2' }),
];

const orn: readonly CwrField[] = [
  ...prefix,
  lookup('intendedPurpose', 20, 3, 'M', 'intendedPurpose'),
  field('productionTitle', 23, 60, 'A', 'C'),
  field('cdIdentifier', 83, 15, 'A', 'C'),
  field('cutNumber', 98, 4, 'N', 'O'),
  field('library', 102, 60, 'A', 'C', { since: '2.1' }),
  field('bltvr', 162, 1, 'A', 'O', { since: '2.1' }),
  field('filler', 163, 25, 'N', 'O', { since: '2.1' }),
  field('productionNumber', 188, 12, 'A', 'O', { since: '2.1' }),
  field('episodeTitle', 200, 60, 'A', 'O', { since: '2.1' }),
  field('episodeNumber', 260, 20, 'A', 'O', { since: '2.1' }),
  field('yearOfProduction', 280, 4, 'N', 'O', { since: '2.1' }),
  lookup('aviSocietyCode', 284, 3, 'O', 'society', '2.1'),
  field('audioVisualNumber', 287, 15, 'A', 'O', { since: '2.1' }),
  field('isan', 302, 12, 'A', 'O', { since: '2.2' }),
  field('isanEpisode', 314, 4, 'A', 'O', { since: '2.2' }),
  field('isanCheckDigit1', 318, 1, 'A', 'O', { since: '2.2' }),
  field('isanVersion', 319, 8, 'A', 'O', { since: '2.2' }),
  field('isanCheckDigit2', 327, 1, 'A', 'O', { since: '2.2' }),
  field('eidr', 328, 20, 'A', 'O', { since: '2.2' }),
  field('eidrCheckDigit', 348, 1, 'A', 'O', { since: '2.2' }),
];

const ins: readonly CwrField[] = [
  ...prefix,
  field('numberOfVoices', 20, 3, 'N', 'O'),
  lookup('standardInstrumentationType', 23, 3, 'C', 'standardInstrumentation'),
  field('instrumentationDescription', 26, 50, 'A', 'C'),
];

const ind: readonly CwrField[] = [
  ...prefix,
  lookup('instrumentCode', 20, 3, 'M', 'instrument'),
  field('numberOfPlayers', 23, 3, 'N', 'O'),
];

const com: readonly CwrField[] = [
  ...prefix,
  field('title', 20, 60, 'A', 'M'),
  field('iswcOfComponent', 80, 11, 'A', 'O'),
  field('submitterWorkNumber', 91, 14, 'A', 'O'),
  field('duration', 105, 6, 'T', 'O'),
  field('writer1LastName', 111, 45, 'A', 'M'),
  field('writer1FirstName', 156, 30, 'A', 'O'),
  lookup('writer1IpiName', 186, 11, 'O', 'ipiName'),
  field('writer2LastName', 197, 45, 'A', 'O'),
  field('writer2FirstName', 242, 30, 'A', 'O'),
  lookup('writer2IpiName', 272, 11, 'O', 'ipiName'),
  lookup('writer1IpiBase', 283, 13, 'O', 'ipiBase'),
  lookup('writer2IpiBase', 296, 13, 'O', 'ipiBase'),
];

const msg: readonly CwrField[] = [
  ...prefix,
  lookup('messageType', 20, 1, 'M', 'messageType'),
  field('originalRecordSequence', 21, 8, 'N', 'M'),
  field('messageRecordType', 29, 3, 'A', 'M'),
  lookup('messageLevel', 32, 1, 'M', 'messageLevel'),
  field('validationNumber', 33, 3, 'A', 'M'),
  field('messageText', 36, 150, 'A', 'M'),
];

const ari: readonly CwrField[] = [
  ...prefix,
  lookup('societyNumber', 20, 3, 'M', 'society'),
  field('workNumber', 23, 14, 'A', 'C'),
  lookup('typeOfRight', 37, 3, 'M', 'typeOfRight'),
  lookup('subjectCode', 40, 2, 'C', 'subjectCode'),
  field('note', 42, 160, 'A', 'C'),
];

const xrf: readonly CwrField[] = [
  ...prefix,
  lookup('organisationCode', 20, 3, 'M', 'society'),
  field('identifier', 23, 14, 'A', 'M'),
  lookup('identifierType', 37, 1, 'M', 'identifierType'),
  field('validity', 38, 1, 'F', 'M'),
];

const layouts: readonly CwrRecordLayout[] = [
  { recordType: 'HDR', kind: 'control', fields: hdr },
  { recordType: 'GRH', kind: 'control', fields: grh },
  { recordType: 'GRT', kind: 'control', fields: grt },
  { recordType: 'TRL', kind: 'control', fields: trl },
  { recordType: 'NWR', kind: 'transaction', fields: work },
  { recordType: 'REV', kind: 'transaction', fields: work },
  { recordType: 'ISW', kind: 'transaction', fields: work },
  { recordType: 'EXC', kind: 'transaction', fields: work },
  { recordType: 'ACK', kind: 'transaction', fields: ack },
  { recordType: 'SPU', kind: 'detail', fields: publisher },
  { recordType: 'OPU', kind: 'detail', fields: publisher },
  { recordType: 'SPT', kind: 'detail', fields: publisherTerritory },
  { recordType: 'OPT', kind: 'detail', fields: publisherTerritory },
  { recordType: 'SWR', kind: 'detail', fields: writer },
  { recordType: 'OWR', kind: 'detail', fields: writer },
  { recordType: 'SWT', kind: 'detail', fields: writerTerritory },
  { recordType: 'OWT', kind: 'detail', fields: writerTerritory },
  { recordType: 'PWR', kind: 'detail', fields: pwr },
  { recordType: 'ALT', kind: 'detail', fields: alt },
  { recordType: 'EWT', kind: 'detail', fields: relatedWork('entireWorkTitle', 'iswcOfEntireWork') },
  { recordType: 'VER', kind: 'detail', fields: relatedWork('originalWorkTitle', 'iswcOfOriginalWork') },
  { recordType: 'PER', kind: 'detail', fields: per },
  { recordType: 'REC', kind: 'detail', fields: rec },
  { recordType: 'ORN', kind: 'detail', fields: orn },
  { recordType: 'INS', kind: 'detail', fields: ins },
  { recordType: 'IND', kind: 'detail', fields: ind },
  { recordType: 'COM', kind: 'detail', fields: com },
  { recordType: 'MSG', kind: 'detail', fields: msg },
  { recordType: 'ARI', kind: 'detail', fields: ari },
  { recordType: 'XRF', kind: 'detail', fields: xrf, since: '2.2' },
];

export const cwrRecordLayouts: ReadonlyMap<string, CwrRecordLayout> = new Map(layouts.map((layout) => [layout.recordType, layout]));

// CWR 3.0 and 3.1 ------------------------------------------------------------------------------
//
// The CWR 3.0 user manual names the fields of each record (and the file name); the positions and
// sizes are those of django-music-publisher's CWR 3.0/3.1 records (music_publisher/cwr_templates.py),
// the 3.x files societies have taken from publishers (docs/cwr.md, "Versions").

/** 3.x society codes take four characters ("52  " or "052 "). */
const society3 = (name: string, start: number) => lookup(name, start, 4, 'O', 'cwr3Society');

const hdr3: readonly CwrField[] = [
  recordType,
  lookup('senderType', 4, 2, 'M', 'senderType'),
  /** The 2–4 character transmitter code the file name also carries. */
  field('senderId', 6, 4, 'A', 'M'),
  field('senderName', 10, 45, 'A', 'M'),
  lookup('senderIpiName', 55, 11, 'O', 'ipiName'),
  field('creationDate', 66, 8, 'D', 'M'),
  field('creationTime', 74, 6, 'T', 'M'),
  field('transmissionDate', 80, 8, 'D', 'M'),
  lookup('characterSet', 88, 15, 'O', 'characterSet'),
  field('version', 103, 3, 'A', 'M'),
  field('revision', 106, 3, 'N', 'M'),
  field('softwarePackage', 109, 30, 'A', 'O'),
  field('softwarePackageVersion', 139, 30, 'A', 'O'),
  field('fileName', 169, 27, 'A', 'O'),
];

/** GRH without the submission/distribution type, of 3.x's transaction types. */
const grh3: readonly CwrField[] = [recordType, lookup('transactionType', 4, 3, 'M', 'cwr3TransactionType'), ...grh.slice(2, 5)];

/** GRT without currency and monetary value. */
const grt3: readonly CwrField[] = grt.slice(0, 4);

/** WRK and EXC: the 2.x work header without contact name, contact ID and CWR work type. */
const work3: readonly CwrField[] = [
  ...work.filter((candidate) => candidate.start < 155),
  field('grandRightsIndicator', 155, 1, 'B', 'C'),
  field('compositeComponentCount', 156, 3, 'N', 'C'),
  field('printedEditionPublicationDate', 159, 8, 'D', 'O'),
  field('exceptionalClause', 167, 1, 'F', 'O'),
  field('opusNumber', 168, 25, 'A', 'O'),
  field('catalogueNumber', 193, 25, 'A', 'O'),
  field('priorityFlag', 218, 1, 'F', 'O'),
];

/** ISR and ISA: a request for an ISWC and the ISWC assigned; the ISWC services' answers may lack the submitter's number. */
const isr3: readonly CwrField[] = [
  ...prefix,
  field('workTitle', 20, 60, 'A', 'M'),
  lookup('languageCode', 80, 2, 'O', 'language'),
  field('submitterWorkNumber', 82, 14, 'A', 'O'),
  field('iswc', 96, 11, 'A', 'O'),
  field('iswcPreferredIndicator', 107, 1, 'F', 'O'),
];

/** ACK: the 2.x acknowledgement with the recipient's temporary work number. */
const ack3: readonly CwrField[] = [
  ...prefix,
  field('creationDate', 20, 8, 'D', 'M'),
  field('creationTime', 28, 6, 'T', 'M'),
  field('originalGroupId', 34, 5, 'N', 'M'),
  field('originalTransactionSequence', 39, 8, 'N', 'M'),
  lookup('originalTransactionType', 47, 3, 'M', 'cwr3TransactionType'),
  field('creationTitle', 50, 60, 'A', 'C'),
  field('submitterCreationNumber', 110, 20, 'A', 'C'),
  field('recipientCreationNumber', 130, 20, 'A', 'C'),
  field('recipientTemporaryCreationNumber', 150, 20, 'A', 'O'),
  field('processingDate', 170, 8, 'D', 'M'),
  lookup('transactionStatus', 178, 2, 'M', 'cwr3TransactionStatus'),
];

/** SPU and OPU: in 3.x shares and societies are in the territory records. */
const publisher3: readonly CwrField[] = [
  ...publisher.filter((candidate) => candidate.start < 99),
  lookup('publisherIpiBase', 99, 13, 'O', 'ipiBase'),
  lookup('usaLicenseIndicator', 112, 1, 'O', 'usaLicense'),
];

/** SPT, OPT, SWT and OWT: collection shares per territory, with the party's societies there. */
const territory3: readonly CwrField[] = [
  ...prefix,
  field('sequenceNumber', 20, 3, 'N', 'M'),
  field('interestedPartyNumber', 23, 9, 'A', 'C'),
  share('prCollectionShare', 32),
  share('mrCollectionShare', 37),
  share('srCollectionShare', 42),
  lookup('inclusionExclusionIndicator', 47, 1, 'M', 'inclusionExclusion'),
  lookup('tisNumericCode', 48, 4, 'M', 'territory'),
  society3('prSociety', 52),
  society3('mrSociety', 56),
  society3('srSociety', 60),
  lookup('specialAgreementsIndicator', 64, 1, 'O', 'specialAgreement'),
  field('firstRecordingRefusal', 65, 1, 'F', 'O'),
  field('submitterAgreementNumber', 66, 14, 'A', 'O'),
  field('societyAssignedAgreementNumber', 80, 14, 'A', 'O'),
  lookup('agreementType', 94, 2, 'O', 'agreementType'),
  /** The transmitter code of the society the record is meant for; 0000 for every recipient. */
  field('recipientId', 96, 4, 'A', 'O'),
];

/** SWR and OWR: in 3.x no tax ID, shares or societies (those are in the territory records). */
const writer3: readonly CwrField[] = [
  ...writer.filter((candidate) => candidate.start < 107),
  lookup('writerIpiName', 107, 11, 'O', 'ipiName'),
  lookup('writerIpiBase', 118, 13, 'O', 'ipiBase'),
  field('reversionaryIndicator', 131, 1, 'F', 'O'),
  field('firstRecordingRefusal', 132, 1, 'B', 'O'),
  field('workForHire', 133, 1, 'B', 'O'),
  lookup('usaLicenseIndicator', 134, 1, 'O', 'usaLicense'),
];

/** MAN (3.1): a writer's manuscript share, before any publishing agreement. */
const man3: readonly CwrField[] = [
  ...prefix,
  field('interestedPartyNumber', 20, 9, 'A', 'C'),
  share('prManuscriptShare', 29),
  share('mrManuscriptShare', 34),
  share('srManuscriptShare', 39),
];

const pwr3: readonly CwrField[] = [
  ...prefix,
  field('publisherSequence', 20, 2, 'N', 'M'),
  field('publisherInterestedPartyNumber', 22, 9, 'A', 'C'),
  field('writerInterestedPartyNumber', 31, 9, 'A', 'C'),
  field('submitterAgreementNumber', 40, 14, 'A', 'O'),
  society3('prSociety', 54),
  field('societyAssignedAgreementNumber', 58, 14, 'A', 'O'),
  lookup('agreementType', 72, 2, 'O', 'agreementType'),
];

/** OWK: the original work of a version, excerpt or composite (VER, EWT and COM in 2.x). */
const owk3: readonly CwrField[] = [
  ...prefix,
  field('originalWorkTitle', 20, 60, 'A', 'M'),
  field('iswcOfOriginalWork', 80, 11, 'A', 'O'),
  field('submitterWorkNumber', 91, 14, 'A', 'O'),
  field('opusNumber', 105, 25, 'A', 'O'),
  field('catalogueNumber', 130, 25, 'A', 'O'),
  field('duration', 155, 6, 'T', 'O'),
  lookup('languageCode', 161, 2, 'O', 'language'),
  field('writer1LastName', 163, 45, 'A', 'O'),
  field('writer1FirstName', 208, 30, 'A', 'O'),
  lookup('writer1IpiName', 238, 11, 'O', 'ipiName'),
  lookup('writer1IpiBase', 249, 13, 'O', 'ipiBase'),
  field('writer2LastName', 262, 45, 'A', 'O'),
  field('writer2FirstName', 307, 30, 'A', 'O'),
  lookup('writer2IpiName', 337, 11, 'O', 'ipiName'),
  lookup('writer2IpiBase', 348, 13, 'O', 'ipiBase'),
];

const per3: readonly CwrField[] = [
  ...per.filter((candidate) => candidate.start < 106),
  field('performingArtistIsni', 106, 16, 'A', 'O'),
];

const rec3: readonly CwrField[] = [
  ...prefix,
  field('firstReleaseDate', 20, 8, 'D', 'O'),
  field('recordingDuration', 28, 6, 'T', 'O'),
  lookup('isrc', 34, 12, 'O', 'isrc'),
  field('recordingTitle', 46, 60, 'A', 'O'),
  field('versionTitle', 106, 60, 'A', 'O'),
  field('displayArtist', 166, 60, 'A', 'O'),
  lookup('performingArtistIpiName', 226, 11, 'O', 'ipiName'),
  field('performingArtistIsni', 237, 16, 'A', 'O'),
  field('recordLabel', 253, 60, 'A', 'O'),
  lookup('isrcValidity', 313, 20, 'C', 'isrcValidity'),
  field('submitterRecordingIdentifier', 333, 14, 'A', 'O'),
];

const orn3: readonly CwrField[] = [
  ...prefix,
  lookup('intendedPurpose', 20, 3, 'M', 'intendedPurpose'),
  field('cdIdentifier', 23, 15, 'A', 'C'),
  field('cutNumber', 38, 4, 'N', 'O'),
  field('library', 42, 60, 'A', 'C'),
  field('productionTitle', 102, 60, 'A', 'C'),
  // 60 characters django-music-publisher leaves blank; the manual lists no field between these two.
  field('reserved', 162, 60, 'A', 'O'),
  field('bltvr', 222, 1, 'A', 'O'),
  field('productionNumber', 223, 12, 'A', 'O'),
  field('episodeTitle', 235, 60, 'A', 'O'),
  field('episodeNumber', 295, 20, 'A', 'O'),
  field('yearOfProduction', 315, 4, 'N', 'O'),
  society3('aviSocietyCode', 319),
  field('audioVisualNumber', 323, 15, 'A', 'O'),
  field('isan', 338, 12, 'A', 'O'),
  field('isanEpisode', 350, 4, 'A', 'O'),
  field('isanCheckDigit1', 354, 1, 'A', 'O'),
  field('isanVersion', 355, 8, 'A', 'O'),
  field('isanCheckDigit2', 363, 1, 'A', 'O'),
  field('eidr', 364, 20, 'A', 'O'),
  field('eidrCheckDigit', 384, 1, 'A', 'O'),
  field('versionName', 385, 40, 'A', 'O'),
];

const xrf3: readonly CwrField[] = [
  ...prefix,
  society3('organisationCode', 20),
  field('identifier', 24, 14, 'A', 'M'),
  lookup('identifierType', 38, 1, 'M', 'identifierType'),
  field('validity', 39, 1, 'F', 'M'),
];

/** WRI: a writer of the work an ISR asks an ISWC for. */
const wri3: readonly CwrField[] = [
  ...prefix,
  field('interestedPartyNumber', 20, 9, 'A', 'O'),
  lookup('writerIpiName', 29, 11, 'C', 'ipiName'),
  field('writerLastName', 40, 45, 'A', 'C'),
  field('writerFirstName', 85, 30, 'A', 'O'),
  lookup('writerDesignation', 115, 2, 'C', 'writerDesignation'),
];

const layouts3: readonly CwrRecordLayout[] = [
  { recordType: 'HDR', kind: 'control', fields: hdr3 },
  { recordType: 'GRH', kind: 'control', fields: grh3 },
  { recordType: 'GRT', kind: 'control', fields: grt3 },
  { recordType: 'TRL', kind: 'control', fields: trl },
  { recordType: 'WRK', kind: 'transaction', fields: work3 },
  { recordType: 'EXC', kind: 'transaction', fields: work3 },
  { recordType: 'ISR', kind: 'transaction', fields: isr3 },
  { recordType: 'ISA', kind: 'transaction', fields: isr3 },
  { recordType: 'ACK', kind: 'transaction', fields: ack3 },
  { recordType: 'SPU', kind: 'detail', fields: publisher3 },
  { recordType: 'OPU', kind: 'detail', fields: publisher3 },
  { recordType: 'SPT', kind: 'detail', fields: territory3 },
  { recordType: 'OPT', kind: 'detail', fields: territory3 },
  { recordType: 'SWR', kind: 'detail', fields: writer3 },
  { recordType: 'OWR', kind: 'detail', fields: writer3 },
  { recordType: 'SWT', kind: 'detail', fields: territory3 },
  { recordType: 'OWT', kind: 'detail', fields: territory3 },
  { recordType: 'MAN', kind: 'detail', fields: man3, since: '3.1' },
  { recordType: 'PWR', kind: 'detail', fields: pwr3 },
  { recordType: 'ALT', kind: 'detail', fields: alt },
  { recordType: 'OWK', kind: 'detail', fields: owk3 },
  { recordType: 'PER', kind: 'detail', fields: per3 },
  { recordType: 'REC', kind: 'detail', fields: rec3 },
  { recordType: 'ORN', kind: 'detail', fields: orn3 },
  { recordType: 'INS', kind: 'detail', fields: ins },
  { recordType: 'IND', kind: 'detail', fields: ind },
  { recordType: 'XRF', kind: 'detail', fields: xrf3 },
  { recordType: 'MSG', kind: 'detail', fields: msg },
  { recordType: 'WRI', kind: 'detail', fields: wri3 },
];

export const cwr3RecordLayouts: ReadonlyMap<string, CwrRecordLayout> = new Map(layouts3.map((layout) => [layout.recordType, layout]));

/** The record layouts of a version: 2.1 and 2.2 share one set, 3.0 and 3.1 another. */
export function recordLayoutsOf(version: CwrVersion): ReadonlyMap<string, CwrRecordLayout> {
  return isCwr3(version) ? cwr3RecordLayouts : cwrRecordLayouts;
}

/** Transaction headers that carry a work (2.x NWR, REV, ISW, EXC; 3.x WRK, EXC, ISR, ISA). */
export const cwrWorkTransactionTypes: readonly string[] = ['NWR', 'REV', 'ISW', 'EXC', 'WRK', 'ISR', 'ISA'];

export function isInVersion(since: CwrVersion | undefined, version: CwrVersion): boolean {
  return since === undefined || since <= version;
}

/** The fields a record of this version carries, in position order. */
export function fieldsOf(layout: CwrRecordLayout, version: CwrVersion): readonly CwrField[] {
  return layout.fields.filter((candidate) => isInVersion(candidate.since, version));
}

export function fieldEnd(candidate: CwrField): number {
  return candidate.start + candidate.size - 1;
}

/** Full length of a record of this version. */
export function recordLength(layout: CwrRecordLayout, version: CwrVersion): number {
  return Math.max(...fieldsOf(layout, version).map(fieldEnd));
}
