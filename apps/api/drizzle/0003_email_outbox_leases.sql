ALTER TABLE "email_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lease_token" uuid;--> statement-breakpoint
-- Wakes the mail senders (LISTEN email_outbox) when mail is written; delivered at commit, once per transaction.
CREATE FUNCTION public.notify_email_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('email_outbox', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER email_outbox_notify AFTER INSERT ON public.email_outbox FOR EACH STATEMENT EXECUTE FUNCTION public.notify_email_outbox();
