CREATE TABLE "consumer_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"consumer_id" integer,
	"service_key_id" integer NOT NULL,
	"shop_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "consumer_data_requests_kind" CHECK ("consumer_data_requests"."kind" in ('erasure', 'access'))
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consumer_data_requests" ADD CONSTRAINT "consumer_data_requests_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_data_requests" ADD CONSTRAINT "consumer_data_requests_service_key_id_service_keys_id_fk" FOREIGN KEY ("service_key_id") REFERENCES "public"."service_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_data_requests" ADD CONSTRAINT "consumer_data_requests_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_data_requests_reference_key" ON "consumer_data_requests" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_data_requests_idempotency_key" ON "consumer_data_requests" USING btree ("service_key_id","kind","idempotency_key");--> statement-breakpoint
CREATE INDEX "consumer_data_requests_consumer_idx" ON "consumer_data_requests" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "consumers_erased_idx" ON "consumers" USING btree ("id") WHERE "consumers"."erased_at" is not null;--> statement-breakpoint
-- Hand-written (decision 291): the activity log stays append-only but for one edit, an erasure replacing a customer's
-- name on their guest refunds: an UPDATE changing `details` alone, inside a transaction that set brewline.erasing.
CREATE OR REPLACE FUNCTION brewline_activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('brewline.erasing', true) = 'on'
    AND (to_jsonb(NEW) - 'details') = (to_jsonb(OLD) - 'details') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
