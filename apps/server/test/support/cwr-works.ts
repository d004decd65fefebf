import { toTransaction, writeCwr, type CwrWork } from '../../src/features/cwr';

/**
 * A work as a publisher's system describes it in CWR: one controlled writer (composer and author, W1) holding all of
 * it, performance and mechanical with PRS (052) for the world. The writer is ADA LOVELACE unless `writer` names
 * another; `ipi` is the writer's IPI name number; any other field of the work can be given.
 */
export function cwrWork(
  overrides: Partial<CwrWork> & { number: string; ipi: string | null; writer?: { lastName: string; firstName: string } },
): CwrWork {
  const { ipi, number, writer = { lastName: 'LOVELACE', firstName: 'ADA' }, ...rest } = overrides;
  return {
    title: `HARBOUR LIGHTS ${number}`,
    submitterWorkNumber: number,
    iswc: null,
    language: null,
    versionType: 'original',
    durationSeconds: 185,
    originalTitle: null,
    publishers: [],
    writers: [
      {
        ...writer,
        ipNumber: 'W1',
        designation: 'CA',
        ipiName: ipi,
        ipiBase: null,
        isControlled: true,
        territories: [{ tisCode: '2136', isIncluded: true, prShare: 100, mrShare: 100, srShare: 0 }],
        publisherIpNumbers: [],
        prSociety: '052',
        prShare: 100,
        mrSociety: '052',
        mrShare: 100,
        srSociety: null,
        srShare: 0,
      },
    ],
    alternativeTitles: [],
    performers: [],
    recordings: [],
    ...rest,
  };
}

/** A CWR 2.1 file with one NWR per work, as a member's publishing system (QUAYSIDE MUSIC) writes it. */
export function cwrFileOf(works: readonly CwrWork[]): string {
  const lines = writeCwr(
    { version: '2.1', senderType: 'PB', senderId: 123456789, senderName: 'QUAYSIDE MUSIC', createdAt: new Date('2026-11-20T10:00:00Z') },
    [{ transactionType: 'NWR', transactions: works.map((item) => toTransaction(item, 'NWR')) }],
  );
  return [...lines].join('');
}
