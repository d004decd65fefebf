-- The matching module's dictionary counted anew from what the tables hold: for loads that write rows with triggers off
-- (session_replication_role = replica, as the benches' bulk loads do), which leave the dictionary as it was.
CREATE FUNCTION match_words_rebuild() RETURNS void LANGUAGE sql AS $$
  TRUNCATE match_words, match_word_variants;
  INSERT INTO match_words (field, word, items)
    SELECT field, word, count(*) FROM (
      SELECT 'work title' AS field, title_match AS text FROM musical_works
      UNION ALL SELECT 'recording title', title_match FROM sound_recordings
      UNION ALL SELECT 'recording artist', artist_match FROM sound_recordings
      UNION ALL SELECT 'holder name', name_match FROM rights_holders
    ) AS texts, unnest(array(SELECT DISTINCT unnest(match_words_in(text)))) AS word
    WHERE word <> '' GROUP BY field, word;
  INSERT INTO match_word_variants (field, variant, word)
    SELECT DISTINCT field, variant, word FROM match_words, match_variants(word) AS variant;
  ANALYZE match_words, match_word_variants;
$$;
