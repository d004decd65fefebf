import {
  ALTERNATIVE_TITLES_MAX,
  isLanguageCode,
  musicalWorkCreate,
  normalizeIpiName,
  workRoleOfCwrCode,
  type WorkRole,
} from '@repertoire/contract';
import type { StoredCwrMessage } from '../../db/schema';
import type { CheckedWork, ImportedParty } from '../catalogue-import';
import type { CwrProblem, CwrRecord, CwrTransaction, CwrWork } from '../cwr';

/**
 * A CWR registration (NWR, REV) as the catalogue import's works pipeline saves it (catalogue-import's CheckedWork):
 * writers and publishers by name and IPI with their role, shares and control, alternative titles with their type,
 * the submitter's work number as the member's work code. What Repertoire does not keep is left out with a change
 * message; what it cannot take is an error.
 */

export type TransactionWork = {
  /** Null when an error keeps the work from being saved. */
  item: CheckedWork | null;
  /** Whether the member controls any share (an SPU or SWR record): without one the answer is NP. */
  controlsShare: boolean;
  messages: StoredCwrMessage[];
};

/** A message about a record of the transaction, numbered as the ACK's MSG names it (the header is record 0). */
export function messageAbout(
  transaction: CwrTransaction,
  severity: StoredCwrMessage['severity'],
  at: { lineNumber: number | null; recordType: string | null; field: string | null },
  message: string,
): StoredCwrMessage {
  const sequence = at.lineNumber === null ? -1 : transaction.records.findIndex((record) => record.lineNumber === at.lineNumber);
  return {
    severity,
    record_type: at.recordType,
    line: at.lineNumber,
    field: at.field,
    message,
    record_sequence: sequence === -1 ? null : sequence,
  };
}

export const problemMessage = (transaction: CwrTransaction, problem: CwrProblem): StoredCwrMessage =>
  messageAbout(transaction, 'error', problem, problem.message);

/** The CWR field a field of the works form comes from, to say where an error is. */
const cwrFieldOf: Record<string, string> = {
  title: 'workTitle',
  alternative_titles: 'alternateTitle',
  iswc: 'iswc',
  language: 'languageCode',
  duration: 'duration',
  version_type: 'versionType',
  original_title: 'originalWorkTitle',
  work_code: 'submitterWorkNumber',
};

/** Writer designations and publisher types Repertoire keeps under a near role. */
const nearRoles: Record<string, WorkRole> = { SR: 'arranger', SA: 'author', AQ: 'original_publisher', ES: 'original_publisher' };

export function workOfTransaction(transaction: CwrTransaction, work: CwrWork): TransactionWork {
  const header = transaction.records[0] as CwrRecord;
  const messages: StoredCwrMessage[] = [];
  const say = (severity: StoredCwrMessage['severity'], record: CwrRecord, field: string | null, message: string) =>
    messages.push(messageAbout(transaction, severity, { lineNumber: record.lineNumber, recordType: record.recordType, field }, message));
  const recordOf = (recordType: string) => transaction.records.find((record) => record.recordType === recordType) ?? header;

  // Parties ------------------------------------------------------------------------------------
  const parties: ImportedParty[] = [];
  const named = [
    ...work.writers.map((writer) => ({
      recordType: writer.isControlled ? 'SWR' : 'OWR',
      name: [writer.firstName, writer.lastName].filter(Boolean).join(' '),
      code: writer.designation,
      ipi: writer.ipiName,
      party: writer,
    })),
    ...work.publishers.map((publisher) => ({
      recordType: publisher.isControlled ? 'SPU' : 'OPU',
      name: publisher.name ?? '',
      code: publisher.type,
      ipi: publisher.ipiName,
      party: publisher,
    })),
  ];
  for (const { recordType, name, code, ipi, party } of named) {
    const record = recordOf(recordType);
    if (name === '') {
      if (party.prShare > 0 || party.mrShare > 0) say('change', record, null, `An unnamed party's share is left out: name it to register its share`);
      continue;
    }
    let role = code ? workRoleOfCwrCode(code) : null;
    if (!role && code && nearRoles[code]) {
      role = nearRoles[code];
      say('change', record, null, `${name}: role ${code} is kept as ${role.replace('_', ' ')}`);
    } else if (!role && code === null && !party.isControlled) {
      role = recordType === 'OWR' ? 'composer_author' : 'original_publisher';
      say('change', record, null, `${name}: no role given, kept as ${role.replace('_', ' ')}`);
    } else if (!role) {
      say('error', record, recordType === 'SWR' || recordType === 'OWR' ? 'writerDesignation' : 'publisherType', `${name}: role ${code ?? '(none)'} is not one Repertoire registers`);
      continue;
    }
    const ipiNameNumber = ipi ? normalizeIpiName(ipi) : null;
    const twin = parties.find((other) => other.role === role && other.name.toLowerCase() === name.toLowerCase());
    if (twin) {
      // A publisher in two chains, or a writer given twice: one share line with both shares.
      twin.performance_share = Math.round((twin.performance_share + party.prShare) * 100) / 100;
      twin.mechanical_share = Math.round((twin.mechanical_share + party.mrShare) * 100) / 100;
      twin.controlled = (twin.controlled ?? true) || party.isControlled;
      continue;
    }
    parties.push({ name, ipi_name_number: ipiNameNumber, role, performance_share: party.prShare, mechanical_share: party.mrShare, controlled: party.isControlled });
  }
  if (work.writers.some((writer) => writer.territories.some((territory) => territory.tisCode !== '2136' || !territory.isIncluded))) {
    say('change', recordOf('SWT'), 'tisNumericCode', 'Shares per territory are not kept: the work is registered with worldwide shares');
  } else if (work.publishers.some((publisher) => publisher.territories.some((territory) => territory.tisCode !== '2136' || !territory.isIncluded))) {
    say('change', recordOf('SPT'), 'tisNumericCode', 'Shares per territory are not kept: the work is registered with worldwide shares');
  }
  if (work.performers.length > 0) say('change', recordOf('PER'), null, 'Performers are not kept with a work: give them on its recordings');
  if (work.recordings.length > 0) say('change', recordOf('REC'), null, 'Recordings are not kept with a work: send them in a recordings file');

  // The work -----------------------------------------------------------------------------------
  let language = work.language;
  if (language !== null && !isLanguageCode(language)) {
    say('change', header, 'languageCode', `Language ${language.toUpperCase()} is not one Repertoire keeps: left out`);
    language = null;
  }
  const titleKey = (title: string) => title.trim().toLowerCase();
  // A title given twice with one type is kept once (the contract refuses twins); the work's own title is not an alternative.
  const alternativeTitles = [...new Map(work.alternativeTitles.map(({ title, type }) => [`${type} ${titleKey(title)}`, { title, type }] as const)).values()].filter(
    ({ title }) => titleKey(title) !== '' && titleKey(title) !== titleKey(work.title),
  );
  if (alternativeTitles.length > ALTERNATIVE_TITLES_MAX) {
    say('change', recordOf('ALT'), 'alternateTitle', `Only the first ${ALTERNATIVE_TITLES_MAX} alternative titles are kept`);
  }
  const parsed = musicalWorkCreate.safeParse({
    title: work.title,
    alternative_titles: alternativeTitles.slice(0, ALTERNATIVE_TITLES_MAX),
    iswc: work.iswc,
    language,
    duration: work.durationSeconds,
    version_type: work.versionType,
    original_title: work.versionType === 'modification' ? work.originalTitle : null,
    work_code: work.submitterWorkNumber || null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      say('error', key === 'original_title' ? recordOf('VER') : key === 'alternative_titles' ? recordOf('ALT') : header, cwrFieldOf[key] ?? null, issue.message);
    }
  }
  const controlsShare = work.writers.some((writer) => writer.isControlled) || work.publishers.some((publisher) => publisher.isControlled);
  const hasErrors = messages.some((message) => message.severity === 'error');
  const item: CheckedWork | null =
    parsed.success && !hasErrors
      ? { work_code: work.submitterWorkNumber || null, work: parsed.data, parties, recordings: [] }
      : null;
  return { item, controlsShare, messages };
}
