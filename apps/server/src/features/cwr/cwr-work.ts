import {
  alternativeTitleTypeOfCwrCode,
  cwrCodeOfAlternativeTitleType,
  cwrCodeOfVersionType,
  DEFAULT_ALTERNATIVE_TITLE_TYPE,
  isValidIpiName,
  isValidIswc,
  versionTypeOfCwrCode,
  type AlternativeTitleType,
  type CwrPublisherType,
  type CwrWriterDesignation,
  type VersionType,
} from '@repertoire/contract';
import { numberOf, textOf, type CwrProblem, type CwrRecord } from './cwr-values';
import type { CwrTransaction } from './reader';
import { cwrWorkTransactionTypes } from './record-layouts';
import type { CwrOutputRecord } from './writer';

/** Ownership (SPU, SWR…) or collection (SPT, SWT…) shares, in percent, with the society of each right. */
export type CwrShares = {
  prSociety: string | null;
  prShare: number;
  mrSociety: string | null;
  mrShare: number;
  srSociety: string | null;
  srShare: number;
};

export type CwrTerritoryShare = {
  /** CISAC TIS numeric code, 2136 for the world. */
  tisCode: string;
  isIncluded: boolean;
  prShare: number;
  mrShare: number;
  srShare: number;
};

export type CwrPublisher = CwrShares & {
  /** Publisher sequence #: the chain (original publisher and its administrators and sub-publishers) it belongs to. */
  chain: number;
  /** The submitter's own number for this party, which territory and writer links point to. */
  ipNumber: string | null;
  name: string | null;
  type: CwrPublisherType | null;
  ipiName: string | null;
  ipiBase: string | null;
  isControlled: boolean;
  territories: CwrTerritoryShare[];
};

export type CwrWriter = CwrShares & {
  ipNumber: string | null;
  lastName: string | null;
  firstName: string | null;
  designation: CwrWriterDesignation | null;
  ipiName: string | null;
  ipiBase: string | null;
  isControlled: boolean;
  territories: CwrTerritoryShare[];
  /** The original publishers representing this writer (PWR), by their ipNumber. */
  publisherIpNumbers: string[];
};

export type CwrRecording = {
  isrc: string | null;
  releaseDate: string | null;
  title: string | null;
  versionTitle: string | null;
  displayArtist: string | null;
  recordLabel: string | null;
};

export type CwrWork = {
  title: string;
  submitterWorkNumber: string;
  iswc: string | null;
  /** ISO 639-1, lower case as Repertoire stores it. */
  language: string | null;
  versionType: VersionType;
  durationSeconds: number | null;
  /** The original work a modification derives from (VER). */
  originalTitle: string | null;
  publishers: CwrPublisher[];
  writers: CwrWriter[];
  /** ALT records: each title's type is written as its CWR title type. */
  alternativeTitles: { title: string; type: AlternativeTitleType; language: string | null }[];
  performers: { lastName: string; firstName: string | null; ipiName: string | null }[];
  recordings: CwrRecording[];
};

const NO_IPI = /^0*$/;

/**
 * The records of a work registration (NWR, or REV for a change), in the order the specification lists them;
 * WRK gives the CWR 3.x registration (3.0 and 3.1 alike). The values are those of both versions' records: the
 * writer writes the fields the version's layout has, so in 3.x the parties' societies go into their territory
 * records and their ownership shares, which 3.x does not have, are left out.
 */
export function toTransaction(work: CwrWork, transactionType: 'NWR' | 'REV' | 'WRK' = 'NWR'): CwrOutputRecord[] {
  const records: CwrOutputRecord[] = [workRecord(work, transactionType)];
  const publishersByIp = new Map(work.publishers.map((publisher) => [publisher.ipNumber, publisher]));
  for (const isControlled of [true, false]) {
    for (const publisher of work.publishers.filter((candidate) => candidate.isControlled === isControlled)) {
      records.push({
        recordType: isControlled ? 'SPU' : 'OPU',
        values: {
          publisherSequence: publisher.chain,
          interestedPartyNumber: publisher.ipNumber,
          publisherName: publisher.name,
          publisherUnknownIndicator: !isControlled && publisher.name === null ? 'Y' : null,
          publisherType: publisher.type,
          publisherIpiName: publisher.ipiName,
          publisherIpiBase: publisher.ipiBase,
          ...ownershipValues(publisher),
        },
      });
      records.push(...territoryRecords(isControlled ? 'SPT' : 'OPT', publisher));
    }
  }
  for (const isControlled of [true, false]) {
    for (const writer of work.writers.filter((candidate) => candidate.isControlled === isControlled)) {
      records.push({
        recordType: isControlled ? 'SWR' : 'OWR',
        values: {
          interestedPartyNumber: writer.ipNumber,
          writerLastName: writer.lastName,
          writerFirstName: writer.firstName,
          writerUnknownIndicator: !isControlled && writer.lastName === null ? 'Y' : null,
          writerDesignation: writer.designation,
          writerIpiName: writer.ipiName,
          writerIpiBase: writer.ipiBase,
          ...ownershipValues(writer),
        },
      });
      records.push(...territoryRecords(isControlled ? 'SWT' : 'OWT', writer));
      for (const publisherIpNumber of writer.publisherIpNumbers) {
        const publisher = publishersByIp.get(publisherIpNumber);
        records.push({
          recordType: 'PWR',
          values: {
            publisherInterestedPartyNumber: publisherIpNumber,
            publisherName: publisher?.name ?? null,
            writerInterestedPartyNumber: writer.ipNumber,
            publisherSequence: publisher?.chain ?? 1,
          },
        });
      }
    }
  }
  for (const title of work.alternativeTitles) {
    records.push({ recordType: 'ALT', values: { alternateTitle: title.title, titleType: cwrCodeOfAlternativeTitleType(title.type), languageCode: title.language?.toUpperCase() ?? null } });
  }
  // The original work: VER in 2.x, OWK in 3.x.
  if (work.originalTitle !== null) records.push({ recordType: transactionType === 'WRK' ? 'OWK' : 'VER', values: { originalWorkTitle: work.originalTitle } });
  for (const performer of work.performers) {
    records.push({
      recordType: 'PER',
      values: { performingArtistLastName: performer.lastName, performingArtistFirstName: performer.firstName, performingArtistIpiName: performer.ipiName },
    });
  }
  for (const recording of work.recordings) {
    records.push({
      recordType: 'REC',
      values: {
        firstReleaseDate: recording.releaseDate,
        isrc: recording.isrc,
        recordingFormat: 'A',
        recordingTitle: recording.title,
        versionTitle: recording.versionTitle,
        displayArtist: recording.displayArtist,
        recordLabel: recording.recordLabel,
        isrcValidity: recording.isrc === null ? null : 'Y',
      },
    });
  }
  return records;
}

/** The work's header record alone; as EXC it names an existing work a registration is in conflict with (CWR 2.2 §4.5). */
export function workRecord(work: CwrWork, recordType: 'NWR' | 'REV' | 'WRK' | 'EXC'): CwrOutputRecord {
  return { recordType, values: workValues(work) };
}

function workValues(work: CwrWork) {
  const isModification = work.versionType === 'modification';
  return {
    workTitle: work.title,
    languageCode: work.language?.toUpperCase() ?? null,
    submitterWorkNumber: work.submitterWorkNumber,
    iswc: work.iswc,
    distributionCategory: 'UNC',
    duration: work.durationSeconds,
    recordedIndicator: work.recordings.length > 0 ? 'Y' : 'U',
    versionType: cwrCodeOfVersionType(work.versionType),
    musicArrangement: isModification ? 'UNS' : null,
    lyricAdaptation: isModification ? 'UNS' : null,
    grandRightsIndicator: false,
    priorityFlag: 'N',
  };
}

function ownershipValues(party: CwrShares) {
  return {
    prSociety: party.prSociety,
    prOwnershipShare: party.prShare,
    mrSociety: party.mrSociety,
    mrOwnershipShare: party.mrShare,
    srSociety: party.srSociety,
    srOwnershipShare: party.srShare,
  };
}

/** SPT, OPT, SWT and OWT; 3.x also gives the party's societies in each. */
function territoryRecords(recordType: string, party: CwrShares & { ipNumber: string | null; territories: readonly CwrTerritoryShare[] }): CwrOutputRecord[] {
  return party.territories.map((territory, index) => ({
    recordType,
    values: {
      interestedPartyNumber: party.ipNumber,
      prSociety: party.prSociety,
      mrSociety: party.mrSociety,
      srSociety: party.srSociety,
      prCollectionShare: territory.prShare,
      mrCollectionShare: territory.mrShare,
      srCollectionShare: territory.srShare,
      inclusionExclusionIndicator: territory.isIncluded ? 'I' : 'E',
      tisNumericCode: territory.tisCode,
      sharesChange: false,
      sequenceNumber: index + 1,
    },
  }));
}

/**
 * The work a transaction registers, with what is wrong in it beyond single fields: identifiers
 * whose check digit fails, links to parties that are not there, ownership that does not add up.
 * An acknowledgement gives the work it returns, if it returns one.
 */
export function fromTransaction(transaction: CwrTransaction): { work: CwrWork | null; problems: CwrProblem[] } {
  const problems: CwrProblem[] = [];
  const problem = (record: CwrRecord, field: string | null, message: string) =>
    problems.push({ lineNumber: record.lineNumber, recordType: record.recordType, field, message });
  const start = transaction.records.findIndex((record) => cwrWorkTransactionTypes.includes(record.recordType));
  const header = transaction.records[start];
  if (!header) return { work: null, problems };
  const end = transaction.records.findIndex((record, index) => index > start && cwrWorkTransactionTypes.includes(record.recordType));
  const records = transaction.records.slice(start + 1, end === -1 ? undefined : end);

  const iswc = textOf(header, 'iswc');
  if (iswc !== null && !isValidIswc(iswc)) problem(header, 'iswc', `ISWC ${iswc} has a wrong check digit or shape`);
  const versionCode = textOf(header, 'versionType');
  const work: CwrWork = {
    title: textOf(header, 'workTitle') ?? '',
    submitterWorkNumber: textOf(header, 'submitterWorkNumber') ?? '',
    iswc,
    language: textOf(header, 'languageCode')?.toLowerCase() ?? null,
    versionType: (versionCode ? versionTypeOfCwrCode(versionCode) : null) ?? 'original',
    durationSeconds: numberOf(header, 'duration') || null,
    originalTitle: null,
    publishers: [],
    writers: [],
    alternativeTitles: [],
    performers: [],
    recordings: [],
  };

  let lastParty: CwrPublisher | CwrWriter | null = null;
  // CWR 3.x parties carry no shares or societies: those of their first included territory stand for them.
  const sharesFromTerritory = new Set<CwrShares>();
  let lastWriter: CwrWriter | null = null;
  const publisherLinks: { record: CwrRecord; ipNumber: string }[] = [];
  for (const record of records) {
    switch (record.recordType) {
      case 'SPU':
      case 'OPU': {
        const publisher: CwrPublisher = {
          chain: numberOf(record, 'publisherSequence') ?? 1,
          ipNumber: textOf(record, 'interestedPartyNumber'),
          name: textOf(record, 'publisherName'),
          type: textOf(record, 'publisherType') as CwrPublisherType | null,
          ipiName: ipiNameOf(record, 'publisherIpiName', problem),
          ipiBase: ipiBaseOf(record, 'publisherIpiBase'),
          isControlled: record.recordType === 'SPU',
          territories: [],
          ...sharesOf(record),
        };
        if (publisher.isControlled && publisher.ipNumber === null) problem(record, 'interestedPartyNumber', 'A controlled publisher needs an interested party number');
        if (!hasOwnershipShares(record)) sharesFromTerritory.add(publisher);
        work.publishers.push(publisher);
        lastParty = publisher;
        break;
      }
      // WRI: the writers of a 3.x ISWC request, with names, IPI and role but no shares.
      case 'SWR':
      case 'OWR':
      case 'WRI': {
        const writer: CwrWriter = {
          ipNumber: textOf(record, 'interestedPartyNumber'),
          lastName: textOf(record, 'writerLastName'),
          firstName: textOf(record, 'writerFirstName'),
          designation: textOf(record, 'writerDesignation') as CwrWriterDesignation | null,
          ipiName: ipiNameOf(record, 'writerIpiName', problem),
          ipiBase: ipiBaseOf(record, 'writerIpiBase'),
          isControlled: record.recordType === 'SWR',
          territories: [],
          publisherIpNumbers: [],
          ...sharesOf(record),
        };
        if (writer.isControlled && writer.ipNumber === null) problem(record, 'interestedPartyNumber', 'A controlled writer needs an interested party number');
        if (writer.isControlled && writer.designation === null) problem(record, 'writerDesignation', 'A controlled writer needs a designation code');
        if (!hasOwnershipShares(record)) sharesFromTerritory.add(writer);
        work.writers.push(writer);
        lastParty = writer;
        lastWriter = writer;
        break;
      }
      case 'SPT':
      case 'OPT':
      case 'SWT':
      case 'OWT': {
        const ipNumber = textOf(record, 'interestedPartyNumber');
        if (!lastParty || (ipNumber !== null && ipNumber !== lastParty.ipNumber)) {
          problem(record, 'interestedPartyNumber', `Territory for ${ipNumber ?? 'an unnamed party'} does not follow that party's record`);
          break;
        }
        const territory: CwrTerritoryShare = {
          tisCode: textOf(record, 'tisNumericCode') ?? '',
          isIncluded: textOf(record, 'inclusionExclusionIndicator') !== 'E',
          prShare: numberOf(record, 'prCollectionShare') ?? 0,
          mrShare: numberOf(record, 'mrCollectionShare') ?? 0,
          srShare: numberOf(record, 'srCollectionShare') ?? 0,
        };
        if (territory.isIncluded && sharesFromTerritory.delete(lastParty)) {
          Object.assign(lastParty, {
            prSociety: societyOf(record, 'prSociety'),
            prShare: territory.prShare,
            mrSociety: societyOf(record, 'mrSociety'),
            mrShare: territory.mrShare,
            srSociety: societyOf(record, 'srSociety'),
            srShare: territory.srShare,
          } satisfies CwrShares);
        }
        lastParty.territories.push(territory);
        break;
      }
      case 'PWR': {
        const ipNumber = textOf(record, 'publisherInterestedPartyNumber');
        const writerIp = textOf(record, 'writerInterestedPartyNumber');
        if (!lastWriter || (writerIp !== null && writerIp !== lastWriter.ipNumber)) {
          problem(record, 'writerInterestedPartyNumber', `PWR for writer ${writerIp ?? '(none)'} does not follow that writer's record`);
        } else if (ipNumber !== null) {
          lastWriter.publisherIpNumbers.push(ipNumber);
          publisherLinks.push({ record, ipNumber });
        }
        break;
      }
      case 'ALT':
        work.alternativeTitles.push({
          title: textOf(record, 'alternateTitle') ?? '',
          // A code outside the lookup table is already reported with the record.
          type: alternativeTitleTypeOfCwrCode(textOf(record, 'titleType') ?? '') ?? DEFAULT_ALTERNATIVE_TITLE_TYPE,
          language: textOf(record, 'languageCode')?.toLowerCase() ?? null,
        });
        break;
      case 'VER':
      case 'OWK':
        work.originalTitle = textOf(record, 'originalWorkTitle');
        break;
      case 'PER':
        work.performers.push({
          lastName: textOf(record, 'performingArtistLastName') ?? '',
          firstName: textOf(record, 'performingArtistFirstName'),
          ipiName: ipiNameOf(record, 'performingArtistIpiName', problem),
        });
        break;
      case 'REC':
        work.recordings.push({
          isrc: textOf(record, 'isrc'),
          releaseDate: textOf(record, 'firstReleaseDate'),
          title: textOf(record, 'recordingTitle'),
          versionTitle: textOf(record, 'versionTitle'),
          displayArtist: textOf(record, 'displayArtist'),
          recordLabel: textOf(record, 'recordLabel'),
        });
        break;
      default:
        // EWT, ORN, INS, IND, COM, ARI, XRF, MAN and MSG are read but not part of the work model yet.
        break;
    }
  }
  const publisherIps = new Set(work.publishers.map((publisher) => publisher.ipNumber));
  for (const link of publisherLinks) {
    if (!publisherIps.has(link.ipNumber)) problem(link.record, 'publisherInterestedPartyNumber', `PWR names publisher ${link.ipNumber}, which is not in the work`);
  }
  checkOwnershipTotals(header, work, problem);
  return { work, problems };
}

function sharesOf(record: CwrRecord): CwrShares {
  return {
    prSociety: textOf(record, 'prSociety'),
    prShare: numberOf(record, 'prOwnershipShare') ?? 0,
    mrSociety: textOf(record, 'mrSociety'),
    mrShare: numberOf(record, 'mrOwnershipShare') ?? 0,
    srSociety: textOf(record, 'srSociety'),
    srShare: numberOf(record, 'srOwnershipShare') ?? 0,
  };
}

/** 2.x party records carry ownership shares; 3.x ones leave them to the territory records. */
function hasOwnershipShares(record: CwrRecord): boolean {
  return Object.hasOwn(record.values, 'prOwnershipShare');
}

/** CWR 3.x society codes are four characters and some writers drop the leading zeros ("52  "): 052 as in 2.x. */
function societyOf(record: CwrRecord, field: string): string | null {
  const code = textOf(record, field);
  return code !== null && /^\d{1,2}$/.test(code) ? code.padStart(3, '0') : code;
}

/** Zeros are how some writers fill an IPI base number they do not have. */
function ipiBaseOf(record: CwrRecord, field: string): string | null {
  const value = textOf(record, field);
  return value === null || NO_IPI.test(value) ? null : value;
}

/** "00000000000" is how CWR writes no IPI number. */
function ipiNameOf(record: CwrRecord, field: string, problem: (record: CwrRecord, field: string, message: string) => void): string | null {
  const value = textOf(record, field);
  if (value === null || NO_IPI.test(value)) return null;
  if (!isValidIpiName(value)) problem(record, field, `IPI name number ${value} has a wrong check digit or shape`);
  return value;
}

/** Ownership of each right adds up to 100% (±0.06 for rounding, as societies accept) or is not claimed at all. */
const SHARE_TOLERANCE = 0.06;
function checkOwnershipTotals(header: CwrRecord, work: CwrWork, problem: (record: CwrRecord, field: string | null, message: string) => void) {
  const parties: CwrShares[] = [...work.publishers, ...work.writers];
  for (const [right, key] of [['PR', 'prShare'], ['MR', 'mrShare'], ['SR', 'srShare']] as const) {
    const total = Math.round(parties.reduce((sum, party) => sum + party[key], 0) * 100) / 100;
    if (total !== 0 && Math.abs(total - 100) > SHARE_TOLERANCE) {
      problem(header, null, `${right} ownership shares add up to ${total.toFixed(2)}%: expected 100%`);
    }
  }
}
