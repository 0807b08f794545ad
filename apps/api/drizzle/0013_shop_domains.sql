CREATE TABLE "shop_domains" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shop_domains_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"host" text NOT NULL,
	"verification_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"last_error" text,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_domains_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shop_domains_status" CHECK ("shop_domains"."status" in ('pending', 'verified', 'failing')),
	CONSTRAINT "shop_domains_host_lower" CHECK ("shop_domains"."host" = lower("shop_domains"."host"))
);
--> statement-breakpoint
ALTER TABLE "shop_domains" ADD CONSTRAINT "shop_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_domains_host_idx" ON "shop_domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "shop_domains_next_check_idx" ON "shop_domains" USING btree ("next_check_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_domains_one_primary" ON "shop_domains" USING btree ("tenant_id") WHERE "shop_domains"."is_primary";