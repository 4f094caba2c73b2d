CREATE TABLE "shop_pickup_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"require_table_number" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_pickup_options_default_plain" CHECK ("shop_pickup_options"."position" > 0 or (not "shop_pickup_options"."member_only" and not "shop_pickup_options"."require_table_number"))
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_answers" (
	"user_membership_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	CONSTRAINT "membership_answers_user_membership_id_position_pk" PRIMARY KEY("user_membership_id","position")
);
--> statement-breakpoint
CREATE TABLE "membership_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"update_text" text NOT NULL,
	"cta" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retracted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"membership_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"price_cents" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"request_cancelled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"renewal_failed_at" timestamp with time zone,
	"provider_subscription_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "settings_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pickup_options_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "logins" ADD COLUMN "permissions_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_pickup_options" ADD CONSTRAINT "shop_pickup_options_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_answers" ADD CONSTRAINT "membership_answers_user_membership_id_user_memberships_id_fk" FOREIGN KEY ("user_membership_id") REFERENCES "public"."user_memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_updates" ADD CONSTRAINT "membership_updates_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_updates" ADD CONSTRAINT "membership_updates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_pickup_options_position_key" ON "shop_pickup_options" USING btree ("shop_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_email_key" ON "consumers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "membership_updates_shop_created_idx" ON "membership_updates" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "membership_updates_membership_created_idx" ON "membership_updates" USING btree ("membership_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_memberships_shop_updated_idx" ON "user_memberships" USING btree ("shop_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_memberships_membership_status_idx" ON "user_memberships" USING btree ("membership_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "user_memberships_live_key" ON "user_memberships" USING btree ("membership_id","consumer_id") WHERE status in ('pending', 'approved');