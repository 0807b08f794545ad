CREATE TABLE "stock_movements" (
	"tenant_id" uuid NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stock_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"order_id" integer,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "stock_movements_reason" CHECK ("stock_movements"."reason" in ('initial', 'adjustment', 'order-placed', 'order-cancelled', 'payment-expired', 'cart-restored', 'shop-cancelled')),
	CONSTRAINT "stock_movements_delta" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_tenant_id_order_id_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."orders"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("tenant_id","order_id");--> statement-breakpoint
INSERT INTO "stock_movements" ("tenant_id", "product_id", "reason", "delta", "actor")
SELECT "tenant_id", "id", 'initial', "stock_quantity", 'system' FROM "products" WHERE "stock_quantity" <> 0;
