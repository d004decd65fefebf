import { writeCwr, type CwrFileHeader, type CwrOutputGroup, type CwrOutputRecord } from './writer';

/** One group whose transactions come from an async source (a database cursor, pages of works). */
export type CwrAsyncOutputGroup = {
  transactionType: CwrOutputGroup['transactionType'];
  transactions: AsyncIterable<readonly CwrOutputRecord[]>;
};

/**
 * `writeCwr` fed from an async source: the next transaction is fetched before each line is asked of the writer, so the
 * writer (synchronous, it numbers and counts) always finds one ready, and only one transaction is held at a time.
 * A transaction must write at least one record in the version: the writer takes the next one only after a line.
 */
export async function* writeCwrAsync(header: CwrFileHeader, group: CwrAsyncOutputGroup): AsyncGenerator<string> {
  const source = group.transactions[Symbol.asyncIterator]();
  let ahead: IteratorResult<readonly CwrOutputRecord[]> | null = null;
  const transactions: Iterable<readonly CwrOutputRecord[]> = {
    *[Symbol.iterator]() {
      for (;;) {
        if (ahead === null) throw new RangeError('A CWR transaction wrote no record: the next one was not fetched yet');
        if (ahead.done) return;
        const { value } = ahead;
        ahead = null;
        yield value;
      }
    },
  };
  const lines = writeCwr(header, [{ transactionType: group.transactionType, transactions }]);
  try {
    for (;;) {
      if (ahead === null) ahead = await source.next();
      const line = lines.next();
      if (line.done) return;
      yield line.value;
    }
  } finally {
    if (!ahead?.done) await source.return?.();
  }
}
