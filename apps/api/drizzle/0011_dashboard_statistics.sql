CREATE TABLE "product_sales_daily" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "product_sales_daily_tenant_id_day_product_id_pk" PRIMARY KEY("tenant_id","day","product_id")
);
--> statement-breakpoint
DROP INDEX "analytics_events_time_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "page_path" text GENERATED ALWAYS AS (left(coalesce(nullif(split_part(split_part(regexp_replace(page_url, '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', ''), '#', 1), '?', 1), ''), '/'), 200)) STORED;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "referrer_host" text GENERATED ALWAYS AS (left(nullif(lower(substring(referrer from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)')), lower(substring(page_url from '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^@/?#]*@)?([^/:?#]+)'))), 200)) STORED;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (("order_number" || chr(10) || "customer_email" || chr(10) || "customer_first_name" || ' ' || "customer_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("tenant_id","status","payment_status") WHERE "orders"."status" in ('Pending', 'Processing');--> statement-breakpoint
CREATE INDEX "analytics_events_time_idx" ON "analytics_events" USING btree ("tenant_id","created_at","page_path","referrer_host");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("tenant_id","created_at","status","payment_status","total_amount_cents","refunded_amount_cents");
--> statement-breakpoint
-- product_sales_daily is kept by the database itself, in the transaction of every change that moves
-- it: lines written, and an order entering or leaving the sales (status or payment). Orders are not
-- deleted but with their shop, which takes its rows along (foreign key cascade).
CREATE FUNCTION public.order_counts_as_sale(status text, payment_status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT status <> 'Cancelled' AND payment_status NOT IN ('Failed', 'Cancelled', 'Expired')
$$;
--> statement-breakpoint
CREATE FUNCTION public.add_product_sales(p_tenant uuid, p_order integer, p_day date, p_sign integer) RETURNS void
  LANGUAGE sql AS $$
  -- Rows in product order, so two orders never lock the same rows in opposite orders.
  INSERT INTO public.product_sales_daily AS s (tenant_id, day, product_id, product_name, quantity, revenue_cents)
  SELECT p_tenant, p_day, coalesce(product_id, 0), max(product_name), p_sign * sum(quantity), p_sign * sum(total_price_cents)
  FROM public.order_items
  WHERE tenant_id = p_tenant AND order_id = p_order
  GROUP BY coalesce(product_id, 0)
  ORDER BY 3
  ON CONFLICT (tenant_id, day, product_id) DO UPDATE
    SET quantity = s.quantity + excluded.quantity, revenue_cents = s.revenue_cents + excluded.revenue_cents
$$;
--> statement-breakpoint
CREATE FUNCTION public.product_sales_lines_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.product_sales_daily AS s (tenant_id, day, product_id, product_name, quantity, revenue_cents)
  SELECT l.tenant_id, (o.created_at AT TIME ZONE 'Europe/Amsterdam')::date, coalesce(l.product_id, 0),
         max(l.product_name), sum(l.quantity), sum(l.total_price_cents)
  FROM new_lines l
  JOIN public.orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
  WHERE public.order_counts_as_sale(o.status, o.payment_status)
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, day, product_id) DO UPDATE
    SET quantity = s.quantity + excluded.quantity, revenue_cents = s.revenue_cents + excluded.revenue_cents,
        product_name = excluded.product_name;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_product_sales AFTER INSERT ON public.order_items
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION public.product_sales_lines_added();
--> statement-breakpoint
CREATE FUNCTION public.product_sales_order_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.add_product_sales(NEW.tenant_id, NEW.id, (NEW.created_at AT TIME ZONE 'Europe/Amsterdam')::date,
    CASE WHEN public.order_counts_as_sale(NEW.status, NEW.payment_status) THEN 1 ELSE -1 END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_product_sales AFTER UPDATE OF status, payment_status ON public.orders FOR EACH ROW
  WHEN (public.order_counts_as_sale(OLD.status, OLD.payment_status) IS DISTINCT FROM public.order_counts_as_sale(NEW.status, NEW.payment_status))
  EXECUTE FUNCTION public.product_sales_order_moved();
--> statement-breakpoint
INSERT INTO public.product_sales_daily (tenant_id, day, product_id, product_name, quantity, revenue_cents)
SELECT oi.tenant_id, (o.created_at AT TIME ZONE 'Europe/Amsterdam')::date, coalesce(oi.product_id, 0),
       max(oi.product_name), sum(oi.quantity), sum(oi.total_price_cents)
FROM public.order_items oi
JOIN public.orders o ON o.tenant_id = oi.tenant_id AND o.id = oi.order_id
WHERE public.order_counts_as_sale(o.status, o.payment_status)
GROUP BY 1, 2, 3;
