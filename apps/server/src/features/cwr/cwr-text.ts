import { latinAscii } from '../../lib/latin-ascii';

/**
 * Free text made fit for a CWR 2.x field: spelt in ASCII where it can be (`latinAscii`), anything else outside
 * printable ASCII becomes "?", and it is cut to the field's size (the writer refuses what does not fit).
 */
export function cwrAscii(text: string, size: number): string {
  return latinAscii(text)
    .replace(/[^\x20-\x7E]/g, '?')
    .slice(0, size)
    .trimEnd();
}
