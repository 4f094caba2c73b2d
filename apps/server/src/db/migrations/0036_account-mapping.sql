CREATE TABLE "account_mappings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"accounts" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by_login_id" integer
);
--> statement-breakpoint
ALTER TABLE "account_mappings" ADD CONSTRAINT "account_mappings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_mappings" ADD CONSTRAINT "account_mappings_saved_by_login_id_logins_id_fk" FOREIGN KEY ("saved_by_login_id") REFERENCES "public"."logins"("id") ON DELETE set null ON UPDATE no action;