CREATE TABLE "addon_sales_by_day" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"menu_item_id" integer NOT NULL,
	"option_title" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "addon_sales_by_day_shop_id_day_menu_item_id_option_title_value_pk" PRIMARY KEY("shop_id","day","menu_item_id","option_title","value")
);
--> statement-breakpoint
CREATE TABLE "item_sales_by_day" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "item_sales_by_day_shop_id_day_menu_item_id_pk" PRIMARY KEY("shop_id","day","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "order_item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"option_title" text NOT NULL,
	"value" text NOT NULL,
	"price_cents" integer NOT NULL,
	"menu_option_value_id" integer,
	"default_option_value_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_title" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"is_complimentary" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"app_order_id" text NOT NULL,
	"consumer_id" integer NOT NULL,
	"app_user_id" text,
	"user_membership_id" integer,
	"promo_code_id" integer,
	"pickup_option_label" text DEFAULT '' NOT NULL,
	"table_number" text DEFAULT '' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"order_count" integer NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"provider_payout_id" text
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"menu_item_id" integer,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"value_unit" text NOT NULL,
	"percent_off" numeric(5, 2),
	"amount_off_cents" integer,
	"max_discount_cents" integer,
	"min_order_cents" integer,
	"user_redeem_count" integer,
	"total_redeem_count" integer,
	"new_users_only" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_by_unit" CHECK (("promo_codes"."value_unit" = 'percent' and "promo_codes"."percent_off" is not null and "promo_codes"."amount_off_cents" is null) or ("promo_codes"."value_unit" = 'dollar' and "promo_codes"."amount_off_cents" is not null and "promo_codes"."percent_off" is null))
);
--> statement-breakpoint
CREATE TABLE "sales_by_hour" (
	"shop_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"orders" integer NOT NULL,
	"member_orders" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	CONSTRAINT "sales_by_hour_shop_id_hour_pk" PRIMARY KEY("shop_id","hour")
);
--> statement-breakpoint
CREATE TABLE "service_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_customers" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	"visits" integer NOT NULL,
	"spent_cents" integer NOT NULL,
	CONSTRAINT "shop_customers_shop_id_consumer_id_pk" PRIMARY KEY("shop_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"description" text NOT NULL,
	"order_id" integer,
	"user_membership_id" integer,
	"consumer_id" integer,
	"subtotal_cents" integer NOT NULL,
	"tip_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"promo_code" text,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addon_sales_by_day" ADD CONSTRAINT "addon_sales_by_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_sales_by_day" ADD CONSTRAINT "addon_sales_by_day_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_by_day" ADD CONSTRAINT "item_sales_by_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_by_day" ADD CONSTRAINT "item_sales_by_day_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_menu_option_value_id_menu_option_values_id_fk" FOREIGN KEY ("menu_option_value_id") REFERENCES "public"."menu_option_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_options" ADD CONSTRAINT "order_item_options_default_option_value_id_default_option_values_id_fk" FOREIGN KEY ("default_option_value_id") REFERENCES "public"."default_option_values"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD CONSTRAINT "sales_by_hour_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_keys" ADD CONSTRAINT "service_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD CONSTRAINT "shop_customers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_options_order_item_idx" ON "order_item_options" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_shop_created_idx" ON "order_items" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_menu_item_created_idx" ON "order_items" USING btree ("menu_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_app_order_key" ON "orders" USING btree ("shop_id","app_order_id");--> statement-breakpoint
CREATE INDEX "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_shop_consumer_created_idx" ON "orders" USING btree ("shop_id","consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_shop_period_key" ON "payouts" USING btree ("shop_id","period_start");--> statement-breakpoint
CREATE INDEX "payouts_shop_period_idx" ON "payouts" USING btree ("shop_id","period_start" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_order_key" ON "promo_code_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_shop_created_idx" ON "promo_code_redemptions" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_code_consumer_idx" ON "promo_code_redemptions" USING btree ("promo_code_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_shop_code_key" ON "promo_codes" USING btree ("shop_id",upper("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_shop_id_idx" ON "promo_codes" USING btree ("shop_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "service_keys_key_hash_key" ON "service_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "service_keys_shop_idx" ON "service_keys" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "shop_customers_shop_first_idx" ON "shop_customers" USING btree ("shop_id","first_order_at");--> statement-breakpoint
CREATE INDEX "shop_customers_shop_last_idx" ON "shop_customers" USING btree ("shop_id","last_order_at");--> statement-breakpoint
CREATE INDEX "transactions_shop_created_idx" ON "transactions" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_shop_type_created_idx" ON "transactions" USING btree ("shop_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_payout_idx" ON "transactions" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");