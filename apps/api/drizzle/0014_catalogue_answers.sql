-- Unlogged: derived data (rebuilt from the catalogue), so no WAL for it; a crash empties it.
CREATE UNLOGGED TABLE "catalogue_answers" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"valid_until" timestamp with time zone,
	"body" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_answers_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "catalogue_answers" ADD CONSTRAINT "catalogue_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept uncompressed: a list answer is read whole on every cache miss, and decompressing costs more than the bytes.
ALTER TABLE "catalogue_answers" ALTER COLUMN "body" SET STORAGE EXTERNAL;
