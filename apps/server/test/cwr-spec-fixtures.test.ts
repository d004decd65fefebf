import { describe, expect, it } from 'vitest';
import { cwrRecordLayouts, parseCwrRecord, readCwrFile, type CwrValue } from '../src/features/cwr';

/**
 * Records written by hand from the CWR 2.2 revision 2 functional specification's record tables (start and size of
 * each field as printed there), not by our writer, and read back by our reader field by field. Each entry is
 * [start (1-based, from the specification), the text there, the reader's field name, the value it should read].
 */
type Placed = readonly [start: number, text: string, field: string, value: CwrValue];

/** The record prefix (§2.2, "Record Prefix": type 1–3, transaction sequence 4–11, record sequence 12–19). */
const prefix = (recordType: string, transaction = 0, record = 1): Placed[] => [
  [1, recordType, 'recordType', recordType],
  [4, String(transaction).padStart(8, '0'), 'transactionSequence', transaction],
  [12, String(record).padStart(8, '0'), 'recordSequence', record],
];

/** Texts at their places alone, for records whose values the reading of a whole file checks. */
const textsAt = (texts: readonly (readonly [number, string])[]): Placed[] => texts.map(([start, text]) => [start, text, '', null]);

/** The line with each text at its place, blanks between. */
function lineOf(placed: readonly Placed[]): string {
  let line = '';
  for (const [start, text] of placed) {
    if (line.length > start - 1) throw new Error(`Overlap at ${start}`);
    line = line.padEnd(start - 1, ' ') + text;
  }
  return line;
}

function expectRead(placed: readonly Placed[]) {
  const line = lineOf(placed);
  const { record, problems } = parseCwrRecord(line, 1, '2.2');
  expect(problems).toEqual([]);
  expect(record?.values).toEqual(Object.fromEntries(placed.map(([, , field, value]) => [field, value])));
}

const IPI = '00141073316';
const IPI_2 = '00427100106';
const IPI_BASE = 'I-000000229-7';

/** §4.2 NWR, REV, ISW, EXC: one layout. */
const workRecord = (recordType: string): Placed[] => [
  ...prefix(recordType, 3, 0),
  [20, 'HARBOUR LIGHTS', 'workTitle', 'HARBOUR LIGHTS'],
  [80, 'EN', 'languageCode', 'EN'],
  [82, 'QM000001', 'submitterWorkNumber', 'QM000001'],
  [96, 'T1234567894', 'iswc', 'T1234567894'],
  [107, '19991231', 'copyrightDate', '1999-12-31'],
  [115, 'PA0001234567', 'copyrightNumber', 'PA0001234567'],
  [127, 'POP', 'distributionCategory', 'POP'],
  [130, '000305', 'duration', 185],
  [136, 'Y', 'recordedIndicator', 'Y'],
  [137, 'MTX', 'textMusicRelationship', 'MTX'],
  [140, 'MED', 'compositeType', 'MED'],
  [143, 'MOD', 'versionType', 'MOD'],
  [146, 'MOV', 'excerptType', 'MOV'],
  [149, 'ARR', 'musicArrangement', 'ARR'],
  [152, 'TRA', 'lyricAdaptation', 'TRA'],
  [155, 'ADA LOVELACE', 'contactName', 'ADA LOVELACE'],
  [185, 'C42', 'contactId', 'C42'],
  [195, 'FO', 'cwrWorkType', 'FO'],
  [197, 'N', 'grandRightsIndicator', false],
  [198, '002', 'compositeComponentCount', 2],
  [201, '20000102', 'printedEditionPublicationDate', '2000-01-02'],
  [209, 'U', 'exceptionalClause', 'U'],
  [210, 'OP. 12', 'opusNumber', 'OP. 12'],
  [235, 'CAT-7', 'catalogueNumber', 'CAT-7'],
  [260, 'Y', 'priorityFlag', 'Y'],
];

/** §5 SPU, OPU. */
const publisherRecord = (recordType: string): Placed[] => [
  ...prefix(recordType),
  [20, '01', 'publisherSequence', 1],
  [22, 'P00000001', 'interestedPartyNumber', 'P00000001'],
  [31, 'HARBOUR MUSIC', 'publisherName', 'HARBOUR MUSIC'],
  [76, 'N', 'publisherUnknownIndicator', 'N'],
  [77, 'E', 'publisherType', 'E'],
  [79, '123456789', 'taxId', '123456789'],
  [88, IPI_2, 'publisherIpiName', IPI_2],
  [99, 'AGR-1', 'submitterAgreementNumber', 'AGR-1'],
  [113, '052', 'prSociety', '052'],
  [116, '05000', 'prOwnershipShare', 50],
  [121, '033', 'mrSociety', '033'],
  [124, '10000', 'mrOwnershipShare', 100],
  [129, '044', 'srSociety', '044'],
  [132, '02550', 'srOwnershipShare', 25.5],
  [137, 'N', 'specialAgreementsIndicator', 'N'],
  [138, 'N', 'firstRecordingRefusal', 'N'],
  [139, ' ', 'filler', null],
  [140, IPI_BASE, 'publisherIpiBase', IPI_BASE],
  [153, 'ISAC0001', 'internationalStandardAgreementCode', 'ISAC0001'],
  [167, 'SOC-77', 'societyAssignedAgreementNumber', 'SOC-77'],
  [181, 'OS', 'agreementType', 'OS'],
  [183, 'B', 'usaLicenseIndicator', 'B'],
];

/** §5 SPT, OPT. */
const publisherTerritoryRecord = (recordType: string): Placed[] => [
  ...prefix(recordType, 0, 2),
  [20, 'P00000001', 'interestedPartyNumber', 'P00000001'],
  [29, '      ', 'constant', null],
  [35, '05000', 'prCollectionShare', 50],
  [40, '10000', 'mrCollectionShare', 100],
  [45, '00000', 'srCollectionShare', 0],
  [50, 'I', 'inclusionExclusionIndicator', 'I'],
  [51, '2136', 'tisNumericCode', '2136'],
  [55, 'N', 'sharesChange', false],
  [56, '001', 'sequenceNumber', 1],
];

/** §5 SWR, OWR. */
const writerRecord = (recordType: string): Placed[] => [
  ...prefix(recordType, 0, 3),
  [20, 'W00000001', 'interestedPartyNumber', 'W00000001'],
  [29, 'LOVELACE', 'writerLastName', 'LOVELACE'],
  [74, 'ADA', 'writerFirstName', 'ADA'],
  [104, 'N', 'writerUnknownIndicator', 'N'],
  [105, 'CA', 'writerDesignation', 'CA'],
  [107, '987654321', 'taxId', '987654321'],
  [116, IPI, 'writerIpiName', IPI],
  [127, '052', 'prSociety', '052'],
  [130, '05000', 'prOwnershipShare', 50],
  [135, '033', 'mrSociety', '033'],
  [138, '00000', 'mrOwnershipShare', 0],
  [143, '044', 'srSociety', '044'],
  [146, '00000', 'srOwnershipShare', 0],
  [151, 'N', 'reversionaryIndicator', 'N'],
  [152, 'Y', 'firstRecordingRefusal', true],
  [153, 'N', 'workForHire', false],
  [154, ' ', 'filler', null],
  [155, IPI_BASE, 'writerIpiBase', IPI_BASE],
  [168, '000000001234', 'personalNumber', 1234],
  [180, 'A', 'usaLicenseIndicator', 'A'],
];

/** §5 SWT, OWT. */
const writerTerritoryRecord = (recordType: string): Placed[] => [
  ...prefix(recordType, 0, 4),
  [20, 'W00000001', 'interestedPartyNumber', 'W00000001'],
  [29, '05000', 'prCollectionShare', 50],
  [34, '00000', 'mrCollectionShare', 0],
  [39, '00000', 'srCollectionShare', 0],
  [44, 'E', 'inclusionExclusionIndicator', 'E'],
  [45, '0826', 'tisNumericCode', '0826'],
  [49, 'Y', 'sharesChange', true],
  [50, '002', 'sequenceNumber', 2],
];

/** §5 EWT (entire work of an excerpt) and VER (original work of a version): one layout. */
const relatedWorkRecord = (recordType: string, titleField: string, iswcField: string): Placed[] => [
  ...prefix(recordType, 0, 6),
  [20, 'THE WHOLE SUITE', titleField, 'THE WHOLE SUITE'],
  [80, 'T3000000017', iswcField, 'T3000000017'],
  [91, 'FR', 'languageCode', 'FR'],
  [93, 'BRAND', 'writer1LastName', 'BRAND'],
  [138, 'BO', 'writer1FirstName', 'BO'],
  [168, 'OLD SONGBOOK', 'source', 'OLD SONGBOOK'],
  [228, IPI, 'writer1IpiName', IPI],
  [239, IPI_BASE, 'writer1IpiBase', IPI_BASE],
  [252, 'HARBOUR', 'writer2LastName', 'HARBOUR'],
  [297, 'REGINA', 'writer2FirstName', 'REGINA'],
  [327, IPI_2, 'writer2IpiName', IPI_2],
  [338, 'I-000000230-0', 'writer2IpiBase', 'I-000000230-0'],
  [351, 'SUITE-1', 'submitterWorkNumber', 'SUITE-1'],
];

/** Every 2.x record type the reader declares, each from its table in the specification. */
const fixtures: Record<string, Placed[]> = {
  // §3.2 control records.
  HDR: [
    [1, 'HDR', 'recordType', 'HDR'],
    [4, 'SO', 'senderType', 'SO'],
    [6, '000000052', 'senderId', 52],
    [15, 'HARBOUR RIGHTS', 'senderName', 'HARBOUR RIGHTS'],
    [60, '01.10', 'ediStandardVersion', '01.10'],
    [65, '20261120', 'creationDate', '2026-11-20'],
    [73, '103000', 'creationTime', 37800],
    [79, '20261121', 'transmissionDate', '2026-11-21'],
    [87, 'ASCII', 'characterSet', 'ASCII'],
    [102, '2.2', 'version', '2.2'],
    [105, '002', 'revision', 2],
    [108, 'HARBOUR DESK', 'softwarePackage', 'HARBOUR DESK'],
    [138, '4.1', 'softwarePackageVersion', '4.1'],
  ],
  GRH: [
    [1, 'GRH', 'recordType', 'GRH'],
    [4, 'NWR', 'transactionType', 'NWR'],
    [7, '00001', 'groupId', 1],
    [12, '02.20', 'transactionTypeVersion', '02.20'],
    [17, '0000000042', 'batchRequest', 42],
    [27, 'SD', 'submissionDistributionType', 'SD'],
  ],
  GRT: [
    [1, 'GRT', 'recordType', 'GRT'],
    [4, '00001', 'groupId', 1],
    [9, '00000003', 'transactionCount', 3],
    [17, '00000040', 'recordCount', 40],
    [25, 'EUR', 'currencyIndicator', 'EUR'],
    [28, '0000012500', 'totalMonetaryValue', 12500],
  ],
  TRL: [
    [1, 'TRL', 'recordType', 'TRL'],
    [4, '00001', 'groupCount', 1],
    [9, '00000003', 'transactionCount', 3],
    [17, '00000042', 'recordCount', 42],
  ],
  // §4 transaction headers.
  NWR: workRecord('NWR'),
  REV: workRecord('REV'),
  ISW: workRecord('ISW'),
  EXC: workRecord('EXC'),
  ACK: [
    ...prefix('ACK', 0, 0),
    [20, '20261120', 'creationDate', '2026-11-20'],
    [28, '103000', 'creationTime', 37800],
    [34, '00001', 'originalGroupId', 1],
    [39, '00000007', 'originalTransactionSequence', 7],
    [47, 'NWR', 'originalTransactionType', 'NWR'],
    [50, 'HARBOUR LIGHTS', 'creationTitle', 'HARBOUR LIGHTS'],
    [110, 'QM000001', 'submitterCreationNumber', 'QM000001'],
    [130, 'SOC0000000000000042', 'recipientCreationNumber', 'SOC0000000000000042'],
    [150, '20261125', 'processingDate', '2026-11-25'],
    [158, 'AS', 'transactionStatus', 'AS'],
  ],
  // §5 detail records.
  SPU: publisherRecord('SPU'),
  OPU: publisherRecord('OPU'),
  SPT: publisherTerritoryRecord('SPT'),
  OPT: publisherTerritoryRecord('OPT'),
  SWR: writerRecord('SWR'),
  OWR: writerRecord('OWR'),
  SWT: writerTerritoryRecord('SWT'),
  OWT: writerTerritoryRecord('OWT'),
  PWR: [
    ...prefix('PWR', 0, 5),
    [20, 'P00000001', 'publisherInterestedPartyNumber', 'P00000001'],
    [29, 'HARBOUR MUSIC', 'publisherName', 'HARBOUR MUSIC'],
    [74, 'AGR-1', 'submitterAgreementNumber', 'AGR-1'],
    [88, 'SOC-77', 'societyAssignedAgreementNumber', 'SOC-77'],
    [102, 'W00000001', 'writerInterestedPartyNumber', 'W00000001'],
    [111, '01', 'publisherSequence', 1],
  ],
  ALT: [
    ...prefix('ALT', 0, 6),
    [20, 'LUCES DEL PUERTO', 'alternateTitle', 'LUCES DEL PUERTO'],
    [80, 'TT', 'titleType', 'TT'],
    [82, 'ES', 'languageCode', 'ES'],
  ],
  EWT: relatedWorkRecord('EWT', 'entireWorkTitle', 'iswcOfEntireWork'),
  VER: relatedWorkRecord('VER', 'originalWorkTitle', 'iswcOfOriginalWork'),
  PER: [
    ...prefix('PER', 0, 7),
    [20, 'QUAYSIDE', 'performingArtistLastName', 'QUAYSIDE'],
    [65, 'THE', 'performingArtistFirstName', 'THE'],
    [95, IPI_2, 'performingArtistIpiName', IPI_2],
    [106, IPI_BASE, 'performingArtistIpiBase', IPI_BASE],
  ],
  REC: [
    ...prefix('REC', 0, 8),
    [20, '20250301', 'firstReleaseDate', '2025-03-01'],
    [28, ' '.repeat(60), 'constant', null],
    [88, '000312', 'firstReleaseDuration', 192],
    [94, '     ', 'constant2', null],
    [99, 'NIGHT TIDES', 'firstAlbumTitle', 'NIGHT TIDES'],
    [159, 'QUAY RECORDS', 'firstAlbumLabel', 'QUAY RECORDS'],
    [219, 'QR-001', 'firstReleaseCatalogNumber', 'QR-001'],
    [237, '4006381333931', 'ean', '4006381333931'],
    [250, 'GBAYE2500001', 'isrc', 'GBAYE2500001'],
    [262, 'A', 'recordingFormat', 'A'],
    [263, 'D', 'recordingTechnique', 'D'],
    [264, 'CD', 'mediaType', 'CD'],
    [267, 'HARBOUR LIGHTS', 'recordingTitle', 'HARBOUR LIGHTS'],
    [327, 'RADIO EDIT', 'versionTitle', 'RADIO EDIT'],
    [387, 'THE QUAYSIDE', 'displayArtist', 'THE QUAYSIDE'],
    [447, 'QUAY', 'recordLabel', 'QUAY'],
    [507, 'Y', 'isrcValidity', 'Y'],
    [527, 'REC-1', 'submitterRecordingIdentifier', 'REC-1'],
  ],
  ORN: [
    ...prefix('ORN', 0, 9),
    [20, 'FIL', 'intendedPurpose', 'FIL'],
    [23, 'THE HARBOUR', 'productionTitle', 'THE HARBOUR'],
    [83, 'CD-4', 'cdIdentifier', 'CD-4'],
    [98, '0012', 'cutNumber', 12],
    [102, 'QUAY LIBRARY', 'library', 'QUAY LIBRARY'],
    [162, 'B', 'bltvr', 'B'],
    [163, '0'.repeat(25), 'filler', 0],
    [188, 'PROD-9', 'productionNumber', 'PROD-9'],
    [200, 'LOW TIDE', 'episodeTitle', 'LOW TIDE'],
    [260, 'EP-3', 'episodeNumber', 'EP-3'],
    [280, '2024', 'yearOfProduction', 2024],
    [284, '052', 'aviSocietyCode', '052'],
    [287, 'AV-55', 'audioVisualNumber', 'AV-55'],
    [302, '0000000AB12C', 'isan', '0000000AB12C'],
    [314, '0001', 'isanEpisode', '0001'],
    [318, 'K', 'isanCheckDigit1', 'K'],
    [319, '00000002', 'isanVersion', '00000002'],
    [327, 'Q', 'isanCheckDigit2', 'Q'],
    [328, '10.5240/ABCD-1234-56', 'eidr', '10.5240/ABCD-1234-56'],
    [348, 'X', 'eidrCheckDigit', 'X'],
  ],
  INS: [
    ...prefix('INS', 0, 10),
    [20, '004', 'numberOfVoices', 4],
    [23, 'SQU', 'standardInstrumentationType', 'SQU'],
    [26, 'STRING QUARTET', 'instrumentationDescription', 'STRING QUARTET'],
  ],
  IND: [
    ...prefix('IND', 0, 11),
    [20, 'VLN', 'instrumentCode', 'VLN'],
    [23, '002', 'numberOfPlayers', 2],
  ],
  COM: [
    ...prefix('COM', 0, 12),
    [20, 'FIRST TIDE', 'title', 'FIRST TIDE'],
    [80, 'T3000000017', 'iswcOfComponent', 'T3000000017'],
    [91, 'TIDE-1', 'submitterWorkNumber', 'TIDE-1'],
    [105, '000130', 'duration', 90],
    [111, 'BRAND', 'writer1LastName', 'BRAND'],
    [156, 'BO', 'writer1FirstName', 'BO'],
    [186, IPI, 'writer1IpiName', IPI],
    [197, 'HARBOUR', 'writer2LastName', 'HARBOUR'],
    [242, 'REGINA', 'writer2FirstName', 'REGINA'],
    [272, IPI_2, 'writer2IpiName', IPI_2],
    [283, IPI_BASE, 'writer1IpiBase', IPI_BASE],
    [296, 'I-000000230-0', 'writer2IpiBase', 'I-000000230-0'],
  ],
  ARI: [
    ...prefix('ARI', 0, 13),
    [20, '052', 'societyNumber', '052'],
    [23, 'SOC-WORK-9', 'workNumber', 'SOC-WORK-9'],
    [37, 'PER', 'typeOfRight', 'PER'],
    [40, 'DW', 'subjectCode', 'DW'],
    [42, 'CLAIMED BY ANOTHER PUBLISHER', 'note', 'CLAIMED BY ANOTHER PUBLISHER'],
  ],
  XRF: [
    ...prefix('XRF', 0, 14),
    [20, '052', 'organisationCode', '052'],
    [23, 'SOC-WORK-9', 'identifier', 'SOC-WORK-9'],
    [37, 'W', 'identifierType', 'W'],
    [38, 'Y', 'validity', 'Y'],
  ],
  MSG: [
    ...prefix('MSG', 0, 1),
    [20, 'T', 'messageType', 'T'],
    [21, '00000003', 'originalRecordSequence', 3],
    [29, 'SWR', 'messageRecordType', 'SWR'],
    [32, 'F', 'messageLevel', 'F'],
    [33, '017', 'validationNumber', '017'],
    // A fixed-width record in its full length: the message text (required) fills its 150 characters.
    [36, 'IPI NAME NUMBER HAS A WRONG CHECK DIGIT'.padEnd(150), 'messageText', 'IPI NAME NUMBER HAS A WRONG CHECK DIGIT'],
  ],
};

describe('CWR 2.2 records written from the specification', () => {
  it('has a fixture for every record type the reader declares', () => {
    expect(Object.keys(fixtures).sort()).toEqual([...cwrRecordLayouts.keys()].sort());
  });

  for (const [recordType, placed] of Object.entries(fixtures)) {
    it(`reads every field of ${recordType} where the specification places it`, () => {
      expectRead(placed);
    });
  }
});

/** §4.1 and the Transaction Status table: every status an ACK can carry. */
const STATUSES = ['CO', 'DU', 'RA', 'AS', 'AC', 'SR', 'CR', 'RC', 'NP', 'RJ'] as const;

describe('an acknowledgement file written from the specification', () => {
  it('reads the status of each ACK, every one of the table’s', () => {
    const acks = STATUSES.map((status, index) =>
      lineOf([
        ...prefix('ACK', index, 0),
        ...textsAt([
          [20, '20261120'],
          [28, '103000'],
          [34, '00001'],
          [39, String(index).padStart(8, '0')],
          [47, 'NWR'],
          [50, `WORK ${status}`],
          [110, `QM${index}`],
          [130, status === 'RJ' || status === 'NP' ? '' : `SOC${index}`],
          [150, '20261125'],
          [158, status],
        ]),
      ]),
    );
    const lines = [
      lineOf(fixtures.HDR ?? []),
      lineOf(textsAt([[1, 'GRH'], [4, 'ACK'], [7, '00001'], [12, '02.20']])),
      ...acks,
      lineOf(textsAt([
        [1, 'GRT'],
        [4, '00001'],
        [9, String(acks.length).padStart(8, '0')],
        [17, String(acks.length + 2).padStart(8, '0')],
      ])),
      lineOf(textsAt([
        [1, 'TRL'],
        [4, '00001'],
        [9, String(acks.length).padStart(8, '0')],
        [17, String(acks.length + 4).padStart(8, '0')],
      ])),
    ];
    const read = readCwrFile(lines.join('\r\n'));
    expect(read.problems).toEqual([]);
    expect(read.transactions.map((transaction) => [transaction.records[0]?.values.transactionStatus, transaction.records[0]?.values.submitterCreationNumber])).toEqual(
      STATUSES.map((status, index) => [status, `QM${index}`]),
    );
  });
});
