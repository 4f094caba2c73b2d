CREATE TABLE "default_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"default_option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sold_out_until" timestamp with time zone,
	"child_option_id" integer
);
--> statement-breakpoint
CREATE TABLE "default_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"widget_type" text NOT NULL,
	"price_for_all_cents" integer,
	"initial_value" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"max_num" integer,
	"is_on_tablet" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_complimentary_memberships" (
	"menu_item_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	CONSTRAINT "item_complimentary_memberships_menu_item_id_membership_id_pk" PRIMARY KEY("menu_item_id","membership_id")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"view" text NOT NULL,
	"members_only" boolean DEFAULT false NOT NULL,
	"members_only_visible" boolean DEFAULT true NOT NULL,
	"is_events" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item_default_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"default_option_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"shop_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"image_key" text,
	"pickup_time" text NOT NULL,
	"description" text,
	"is_available" boolean DEFAULT true NOT NULL,
	"sold_out_until" timestamp with time zone,
	"is_event" boolean DEFAULT false NOT NULL,
	"is_complimentary" boolean DEFAULT false NOT NULL,
	"is_upsell" boolean DEFAULT false NOT NULL,
	"discount_unit" text,
	"discount_value" numeric(10, 2),
	"quantity_remaining" integer,
	"quantity_sold" integer,
	"archived_at" timestamp with time zone,
	CONSTRAINT "menu_items_category_unless_archived" CHECK ("menu_items"."category_id" is not null or "menu_items"."archived_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "menu_option_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"sold_out_until" timestamp with time zone,
	"child_option_id" integer
);
--> statement-breakpoint
CREATE TABLE "menu_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_item_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"widget_type" text NOT NULL,
	"price_for_all_cents" integer,
	"initial_value" integer,
	"is_available" boolean DEFAULT true NOT NULL,
	"max_num" integer,
	"is_on_tablet" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"name" text DEFAULT 'Shop Menu' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"drink_menu_view" text DEFAULT 'thumbnail' NOT NULL,
	"food_menu_view" text DEFAULT 'list' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subsidies" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"membership_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"menu_option_id" integer,
	"option_value_id" integer NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_complimentary_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"menu_option_value_id" integer,
	"default_option_value_id" integer,
	CONSTRAINT "value_complimentary_memberships_one_value" CHECK (("value_complimentary_memberships"."menu_option_value_id" is null) <> ("value_complimentary_memberships"."default_option_value_id" is null))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "default_options_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "default_option_values" ADD CONSTRAINT "default_option_values_default_option_id_default_options_id_fk" FOREIGN KEY ("default_option_id") REFERENCES "public"."default_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_option_values" ADD CONSTRAINT "default_option_values_child_option_id_default_options_id_fk" FOREIGN KEY ("child_option_id") REFERENCES "public"."default_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_options" ADD CONSTRAINT "default_options_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_complimentary_memberships" ADD CONSTRAINT "item_complimentary_memberships_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_complimentary_memberships" ADD CONSTRAINT "item_complimentary_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD CONSTRAINT "menu_categories_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_default_options" ADD CONSTRAINT "menu_item_default_options_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_item_default_options" ADD CONSTRAINT "menu_item_default_options_default_option_id_default_options_id_fk" FOREIGN KEY ("default_option_id") REFERENCES "public"."default_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_values" ADD CONSTRAINT "menu_option_values_option_id_menu_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."menu_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_option_values" ADD CONSTRAINT "menu_option_values_child_option_id_menu_options_id_fk" FOREIGN KEY ("child_option_id") REFERENCES "public"."menu_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_options" ADD CONSTRAINT "menu_options_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_menu_option_id_menu_options_id_fk" FOREIGN KEY ("menu_option_id") REFERENCES "public"."menu_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_option_value_id_menu_option_values_id_fk" FOREIGN KEY ("option_value_id") REFERENCES "public"."menu_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_complimentary_memberships" ADD CONSTRAINT "value_complimentary_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_complimentary_memberships" ADD CONSTRAINT "value_complimentary_memberships_menu_option_value_id_menu_option_values_id_fk" FOREIGN KEY ("menu_option_value_id") REFERENCES "public"."menu_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_complimentary_memberships" ADD CONSTRAINT "value_complimentary_memberships_default_option_value_id_default_option_values_id_fk" FOREIGN KEY ("default_option_value_id") REFERENCES "public"."default_option_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "default_option_values_option_position_idx" ON "default_option_values" USING btree ("default_option_id","position");--> statement-breakpoint
CREATE INDEX "default_options_shop_position_idx" ON "default_options" USING btree ("shop_id","position");--> statement-breakpoint
CREATE INDEX "item_complimentary_memberships_membership_idx" ON "item_complimentary_memberships" USING btree ("membership_id");--> statement-breakpoint
CREATE INDEX "menu_categories_menu_position_idx" ON "menu_categories" USING btree ("menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_item_default_options_item_option_key" ON "menu_item_default_options" USING btree ("menu_item_id","default_option_id");--> statement-breakpoint
CREATE INDEX "menu_item_default_options_default_option_idx" ON "menu_item_default_options" USING btree ("default_option_id");--> statement-breakpoint
CREATE INDEX "menu_items_category_position_idx" ON "menu_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "menu_items_shop_idx" ON "menu_items" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "menu_option_values_option_position_idx" ON "menu_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "menu_options_item_position_idx" ON "menu_options" USING btree ("menu_item_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_active_shop_key" ON "menus" USING btree ("shop_id") WHERE "menus"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "subsidies_membership_value_key" ON "subsidies" USING btree ("membership_id","option_value_id");--> statement-breakpoint
CREATE INDEX "subsidies_option_value_idx" ON "subsidies" USING btree ("option_value_id");--> statement-breakpoint
CREATE INDEX "subsidies_shop_idx" ON "subsidies" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "value_complimentary_memberships_menu_value_key" ON "value_complimentary_memberships" USING btree ("menu_option_value_id","membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "value_complimentary_memberships_default_value_key" ON "value_complimentary_memberships" USING btree ("default_option_value_id","membership_id");