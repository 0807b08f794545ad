-- Unlogged: derived data (copied from products by the answer writer), so no WAL for it; a crash empties it.
CREATE UNLOGGED TABLE "catalogue_search_rows" (
	"tenant_id" uuid NOT NULL,
	"id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_discount_active" boolean NOT NULL,
	"discount_percentage" integer,
	"discount_start_date" timestamp with time zone,
	"discount_end_date" timestamp with time zone,
	"stock_quantity" integer NOT NULL,
	"made_to_order" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"display_order" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	CONSTRAINT "catalogue_search_rows_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "catalogue_search_rows" ADD CONSTRAINT "catalogue_search_rows_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written answers without search rows would stay current until the shop's next change: the writer writes them all again.
TRUNCATE "catalogue_answers";
--> statement-breakpoint
-- A search reads one shop's rows: never worth parallel workers, which a table without statistics yet (just written) would get.
ALTER TABLE "catalogue_search_rows" SET (parallel_workers = 0);
