ALTER TABLE "catalogue_answers" ADD COLUMN "body_gzip" "bytea";--> statement-breakpoint
-- Already compressed: PostgreSQL's own compression would only cost time.
ALTER TABLE "catalogue_answers" ALTER COLUMN "body_gzip" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- Each shop's list row, with what the writer compares: finding the shops to write is a walk along this index.
CREATE INDEX "catalogue_answers_lists_idx" ON "catalogue_answers" USING btree ("tenant_id") INCLUDE ("version", "valid_until") WHERE "catalogue_answers"."key" = 'products';
