-- Every alternative title carries its type (CWR's ALT title type); those saved before are alternative titles (AT).
ALTER TABLE "musical_works" ALTER COLUMN "alternative_titles" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "musical_works" ALTER COLUMN "alternative_titles" SET DATA TYPE jsonb USING to_jsonb("alternative_titles");--> statement-breakpoint
ALTER TABLE "musical_works" ALTER COLUMN "alternative_titles" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
UPDATE "musical_works" SET "alternative_titles" = (
	SELECT jsonb_agg(jsonb_build_object('title', t.title, 'type', 'alternative') ORDER BY t.position)
	FROM jsonb_array_elements_text("alternative_titles") WITH ORDINALITY AS t(title, position)
) WHERE jsonb_array_length("alternative_titles") > 0;--> statement-breakpoint
-- A change in review keeps the work's whole proposed state, its alternative titles among its fields.
UPDATE "registration_changes" SET "proposed" = jsonb_set("proposed", '{fields,alternativeTitles}', (
	SELECT jsonb_agg(jsonb_build_object('title', t.title, 'type', 'alternative') ORDER BY t.position)
	FROM jsonb_array_elements_text("proposed"->'fields'->'alternativeTitles') WITH ORDINALITY AS t(title, position)
))
WHERE "kind" = 'musical_work' AND jsonb_typeof("proposed"->'fields'->'alternativeTitles'->0) = 'string';
