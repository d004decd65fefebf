/**
 * How alike a typed word and a word of the text must be for `%>` to match (pg_trgm
 * word_similarity). The default, 0.6, misses one typo in a short word ("yestarday" is 0.54 to
 * "Yesterday"); 0.45 keeps those while "love" (0.4 to "Lonely") stays out. Every database
 * connection starts with it (database.ts); searches are written in lib/search-text.ts, and their
 * results are ordered closest first anyway.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/** The session setting that applies WORD_SIMILARITY_THRESHOLD to `%>`. */
export const wordSimilaritySetting = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
