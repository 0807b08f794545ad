-- Accent- and case-insensitive full-text search in Dutch and English, plus trigram matching for partial words.
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.shop_nl (COPY = pg_catalog.dutch);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.shop_nl ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, dutch_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION public.shop_en (COPY = pg_catalog.english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION public.shop_en ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;
