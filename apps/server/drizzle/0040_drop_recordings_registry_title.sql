-- A catalogue import's likely-duplicate check read registered recordings by exact title (case aside) through this
-- index; it asks the matching module now, whose title_match index serves it. Nothing else reads it: writes stop paying for it.
DROP INDEX "sound_recordings_registry_title_idx";