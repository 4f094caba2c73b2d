CREATE TABLE "event_check_ins" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by_login_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_item_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"transaction_id" integer,
	"requested_by_login_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "order_item_refunds_status" CHECK ("order_item_refunds"."status" in ('pending', 'succeeded'))
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"refund_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"charge_ref" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_checked_in_by_login_id_logins_id_fk" FOREIGN KEY ("checked_in_by_login_id") REFERENCES "public"."logins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_refunds" ADD CONSTRAINT "order_item_refunds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_refunds" ADD CONSTRAINT "order_item_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_refunds" ADD CONSTRAINT "order_item_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_refunds" ADD CONSTRAINT "order_item_refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_refunds" ADD CONSTRAINT "order_item_refunds_requested_by_login_id_logins_id_fk" FOREIGN KEY ("requested_by_login_id") REFERENCES "public"."logins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_check_ins_shop_idx" ON "event_check_ins" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_refunds_order_item_key" ON "order_item_refunds" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_refunds_idempotency_key" ON "order_item_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_item_refunds_order_idx" ON "order_item_refunds" USING btree ("order_id");