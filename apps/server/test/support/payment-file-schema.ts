import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';

// The parts of ISO 20022 pain.001.001.03 the writer emits, with the standard's names, order, occurrences and restrictions.
const schema = readFileSync(new URL('../../src/features/payments/payment-file/pain.001.001.03-subset.xsd', import.meta.url), 'utf8');

/** What the pain.001.001.03 schema finds wrong with a payment file: none when it is valid. */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'payments.xml', contents: xml }], schema: [schema] });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}

/** The text of every element of that name, in document order. */
export function valuesOf(xml: string, name: string): string[] {
  return Array.from(xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g')), (match) => match[1] ?? '');
}
