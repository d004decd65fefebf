-- Searches ignore accents and other diacritics: "anstrom" finds "Ånström" and "Ånström" finds
-- "Anstrom". unaccent() itself is only STABLE (it reads its dictionary by name at run time), so
-- expression indexes cannot use it; this wrapper names the dictionary and is declared IMMUTABLE,
-- which holds as long as the dictionary's rules are not edited (they ship with the extension).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION unaccented(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
