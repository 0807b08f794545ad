DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "page_path" text GENERATED ALWAYS AS (coalesce(nullif(split_part(split_part(regexp_replace(page_url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''), '#', 1), '?', 1), ''), '/')) STORED;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "referrer_host" text GENERATED ALWAYS AS (nullif(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), lower(substring(page_url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')))) STORED;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("tenant_id","status","payment_status") WHERE "orders"."status" in ('Pending', 'Processing');--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("tenant_id","order_id","product_id","quantity","total_price_cents");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("tenant_id","created_at","status","payment_status","total_amount_cents","refunded_amount_cents","id");