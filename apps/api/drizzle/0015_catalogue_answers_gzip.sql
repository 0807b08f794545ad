ALTER TABLE "catalogue_answers" ADD COLUMN "body_gzip" "bytea";--> statement-breakpoint
-- Already compressed: PostgreSQL's own compression would only cost time.
ALTER TABLE "catalogue_answers" ALTER COLUMN "body_gzip" SET STORAGE EXTERNAL;
