CREATE TABLE "catalogue_versions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Deferred to commit time, so the version row is locked only while committing (no deadlock with stock updates).
CREATE FUNCTION public.bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  tid uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  tid := coalesce(changed->>'tenant_id', changed->>'id')::uuid;
  INSERT INTO public.catalogue_versions AS v (tenant_id, version)
    SELECT tid, 1 WHERE EXISTS (SELECT 1 FROM public.tenants WHERE id = tid)
  ON CONFLICT (tenant_id) DO UPDATE SET version = (v.version + 1) % 2000000000;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tenants', 'tenant_subscriptions', 'tenant_themes', 'tenant_social_media',
    'tenant_focus_settings', 'categories', 'category_images', 'products', 'product_images', 'product_addons',
    'product_addon_images', 'media']
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON public.%I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.bump_catalogue_version()',
      t || '_bump_catalogue_version', t);
  END LOOP;
END $$;
