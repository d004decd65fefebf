import { EVIDENCE_FILE_NAME_MAX_LENGTH, type EvidenceContentType } from '@repertoire/contract';

/**
 * Evidence files (docs/decisions/0005 "Evidence"): their type judged by their first bytes, never
 * by their name or the browser's word, and their name made safe to give back in a download.
 */

type EvidenceType = { contentType: EvidenceContentType; extension: 'pdf' | 'png' | 'jpg' };

const signatures: { bytes: number[]; type: EvidenceType }[] = [
  // "%PDF-" (ISO 32000-1, 7.5.2)
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { contentType: 'application/pdf', extension: 'pdf' } },
  // PNG signature (RFC 2083, 3.1)
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { contentType: 'image/png', extension: 'png' } },
  // JPEG: start of image, then a marker
  { bytes: [0xff, 0xd8, 0xff], type: { contentType: 'image/jpeg', extension: 'jpg' } },
];

export function sniffEvidenceType(content: Buffer): EvidenceType | null {
  return signatures.find(({ bytes }) => bytes.every((byte, i) => content[i] === byte))?.type ?? null;
}

/**
 * The name a file is kept and downloaded under: the last part of the sent name (browsers on
 * Windows send paths), without control characters, at most EVIDENCE_FILE_NAME_MAX_LENGTH
 * characters; `evidence.<ext>` when nothing is left.
 */
export function evidenceFileName(sent: string, extension: string): string {
  const base = (sent.split(/[\\/]/).at(-1) ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .trim()
    .slice(0, EVIDENCE_FILE_NAME_MAX_LENGTH);
  return base === '' || base === '.' || base === '..' ? `evidence.${extension}` : base;
}
