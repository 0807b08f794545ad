ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_tenant_id_tenants_id_fk";
