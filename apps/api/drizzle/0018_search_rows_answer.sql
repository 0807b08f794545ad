ALTER TABLE "catalogue_search_rows" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "catalogue_search_rows" ADD COLUMN "answer_valid_until" timestamp with time zone;--> statement-breakpoint
-- Search rows without their answers would stay so until the shop's next change: the writer writes every shop again.
TRUNCATE "catalogue_answers";
