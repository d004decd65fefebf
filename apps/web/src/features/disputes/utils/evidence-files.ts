import { EVIDENCE_MAX_BYTES, EVIDENCE_MAX_FILES, EVIDENCE_TYPES_TEXT, evidenceContentTypeValues, type EvidenceContentType } from '@repertoire/contract';

/** What the file picker offers; the server still judges each file by its first bytes. */
export const evidenceAccept = evidenceContentTypeValues.join(',');

const isEvidenceType = (type: string): type is EvidenceContentType => (evidenceContentTypeValues as readonly string[]).includes(type);

/** "10 MB": the largest file a dispute takes. */
export const evidenceMaxSizeText = `${EVIDENCE_MAX_BYTES / (1024 * 1024)} MB`;

/** Why a file cannot be evidence, before it is sent, or null when it may go. */
export function evidenceFileProblem(file: File): string | null {
  if (!isEvidenceType(file.type)) return `“${file.name}” is not a ${EVIDENCE_TYPES_TEXT} file`;
  if (file.size > EVIDENCE_MAX_BYTES) return `“${file.name}” is larger than ${evidenceMaxSizeText}`;
  if (file.size === 0) return `“${file.name}” is empty`;
  return null;
}

/**
 * The files picked, split into those that may go and why the others may not; `room` is how many
 * more files the dispute takes (EVIDENCE_MAX_FILES in all).
 */
export function checkEvidenceFiles(files: readonly File[], room: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = evidenceFileProblem(file);
    if (problem) problems.push(problem);
    else if (accepted.length >= room) problems.push(`“${file.name}” was left out: a dispute takes at most ${EVIDENCE_MAX_FILES} files`);
    else accepted.push(file);
  }
  return { accepted, problems };
}
