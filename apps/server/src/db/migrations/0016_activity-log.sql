CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"actor_login_id" integer,
	"actor_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"target_name" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_shop_created_idx" ON "activity_log" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_created_idx" ON "activity_log" USING btree ("actor_login_id","created_at");--> statement-breakpoint
-- Decision 225: the activity log is only ever added to. Nothing in the product edits or deletes a row, and the
-- database refuses it too, whoever asks (TRUNCATE included).
CREATE FUNCTION brewline_activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER activity_log_no_update_or_delete BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION brewline_activity_log_append_only();--> statement-breakpoint
CREATE TRIGGER activity_log_no_truncate BEFORE TRUNCATE ON activity_log
  FOR EACH STATEMENT EXECUTE FUNCTION brewline_activity_log_append_only();
