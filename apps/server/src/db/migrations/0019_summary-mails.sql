CREATE TABLE "summary_mail_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shop_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "summary_mail_settings" (
	"login_id" integer PRIMARY KEY NOT NULL,
	"morning" boolean DEFAULT false NOT NULL,
	"payout_statement" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "summary_mail_deliveries" ADD CONSTRAINT "summary_mail_deliveries_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_mail_deliveries" ADD CONSTRAINT "summary_mail_deliveries_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_mail_settings" ADD CONSTRAINT "summary_mail_settings_login_id_logins_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."logins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "summary_mail_deliveries_key" ON "summary_mail_deliveries" USING btree ("login_id","shop_id","kind","shop_date");--> statement-breakpoint
CREATE INDEX "summary_mail_deliveries_open_idx" ON "summary_mail_deliveries" USING btree ("id") WHERE "summary_mail_deliveries"."status" in ('pending', 'sending');