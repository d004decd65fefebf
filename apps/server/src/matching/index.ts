/**
 * The matching module (docs/decisions/0024): finds works, recordings and rights holders from
 * imperfect text, for the registry's searches, the pickers, the member's lists, the review desk's
 * possible duplicates and batches of titles (batch-match.ts: a catalogue import's or CWR file's
 * likely duplicates). Texts are
 * normalised once, in the database (`match_text`, migration 0036); a search corrects each typed
 * word against the dictionary of stored words (typed-words.ts), then matches and ranks the
 * corrected words through a word index (word-search.ts). An ISWC or ISRC, whole or its start, is
 * read from its own index (identifier-search.ts).
 */
export {
  analyzeDictionary,
  correctTypedWords,
  correctedText,
  CORRECTIONS_PER_WORD,
  editDistance,
  RARE_BESIDE,
  TYPO_TOLERANT_LENGTH,
  type Correction,
  type TypedQuery,
} from './typed-words';
export { bestMatchFirst, RANKED_MATCHES, wordSearch, wordsMatch, type ColumnSearch } from './word-search';
export { identifierMatches, registryOrder, wholeOrStart, type IdentifierSearch } from './identifier-search';
export type { MatchField } from '../db/schema';
export {
  matchRecordingBatch,
  matchWorkBatch,
  type RecordingBatchRow,
  type RecordingMatch,
  type RecordingMatchReason,
  type WorkBatchRow,
  type WorkMatch,
  type WorkMatchReason,
} from './batch-match';
