-- The catalogue's search: an app's name and description in any case, with or without accents.
-- fold_for_search is contract/shared/search.ts's foldForSearch, its body written by
-- foldForSearchSqlText('text_to_fold'); server/modules/apps/fold-for-search.test.ts compares the two
-- letter by letter. Built-in functions only (no unaccent: docs/decisions/catalogue.md), each
-- IMMUTABLE, so the function can be too and an index can be built on it. A change to the rule is a
-- new migration that replaces the function and rebuilds the index.
CREATE FUNCTION fold_for_search(text_to_fold text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN replace(replace(replace(replace(replace(translate(lower(regexp_replace(normalize(text_to_fold, NFD), '[\u0300-\u036f]', '', 'g')), 'øðđħıłŀŧŋſ', 'oddhilltns'), 'æ', 'ae'), 'œ', 'oe'), 'ß', 'ss'), 'þ', 'th'), 'ĳ', 'ij');--> statement-breakpoint
CREATE INDEX "apps_search_trgm_idx" ON "apps" USING gin (fold_for_search("name" || chr(10) || "description") gin_trgm_ops) WITH (fastupdate=false);
