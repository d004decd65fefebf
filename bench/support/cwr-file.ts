import { toTransaction, writeCwr, type CwrShares, type CwrWork } from '../../apps/server/src/features/cwr';
import { generatedWorks, type GeneratedParty, type GeneratedWork, type WorksFileOptions } from './catalogue-file';

/**
 * A publisher's CWR 2.2 file, as its software writes one: one NWR a work of the same catalogue the
 * works file holds (support/catalogue-file.ts), the publisher controlling itself and the writers it
 * represents (SPU, SWR with PWR), shares of each right adding up to 100%. Generated a line at a time.
 */

const PRS = '052';
const PUBLISHER_IP = 'P1';

const sharesOf = (party: GeneratedParty): CwrShares => ({
  prSociety: PRS,
  prShare: party.bp / 100,
  mrSociety: PRS,
  mrShare: party.bp / 100,
  srSociety: null,
  srShare: 0,
});

const world = (party: GeneratedParty) => [{ tisCode: '2136', isIncluded: true, prShare: party.bp / 100, mrShare: party.bp / 100, srShare: 0 }];

function cwrWorkOf(work: GeneratedWork): CwrWork {
  const publisher = work.parties.find((party) => party.role === 'E');
  return {
    title: work.title,
    submitterWorkNumber: work.code,
    iswc: work.iswc?.replace(/[-.]/g, '') ?? null,
    language: work.language,
    versionType: 'original',
    durationSeconds: work.durationSeconds,
    originalTitle: null,
    publishers: publisher
      ? [{ ...sharesOf(publisher), chain: 1, ipNumber: PUBLISHER_IP, name: publisher.name, type: 'E', ipiName: null, ipiBase: null, isControlled: true, territories: world(publisher) }]
      : [],
    writers: work.parties
      .filter((party) => party.role === 'CA')
      .map((writer, index) => {
        const [firstName = '', ...lastName] = writer.name.split(' ');
        return {
          ...sharesOf(writer),
          ipNumber: `W${index + 1}`,
          lastName: lastName.join(' ') || firstName,
          firstName: lastName.length > 0 ? firstName : null,
          designation: 'CA',
          ipiName: writer.ipi,
          ipiBase: null,
          isControlled: true,
          territories: world(writer),
          publisherIpNumbers: publisher ? [PUBLISHER_IP] : [],
        };
      }),
    alternativeTitles: [],
    performers: [],
    recordings: [],
  };
}

/** The file's lines, generated as they are written: a file of 100,000 works never sits in memory as works. */
export function* cwrWorksFileLines(options: WorksFileOptions): Generator<string> {
  function* transactions() {
    for (const work of generatedWorks(options)) yield toTransaction(cwrWorkOf(work), 'NWR');
  }
  yield* writeCwr(
    { version: '2.2', senderType: 'PB', senderId: 123456789, senderName: 'NORTH SONG PUBLISHING', createdAt: new Date('2026-11-20T10:00:00Z') },
    [{ transactionType: 'NWR', transactions: transactions() }],
  );
}

export function cwrWorksFile(options: WorksFileOptions): Buffer {
  return Buffer.from([...cwrWorksFileLines(options)].join(''), 'latin1');
}
