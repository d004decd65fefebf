import { Writable } from 'node:stream';
import type { TestAppOptions } from './test-app';

/**
 * What the app logs, kept in memory: pass `logger` to `buildTestApp` and read `text()` to check
 * what a log would hold (no secret may be in it).
 */
export function captureLog(level = 'info'): { logger: TestAppOptions['logger']; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: { level, stream }, text: () => lines.join('') };
}
