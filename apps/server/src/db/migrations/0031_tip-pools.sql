CREATE TABLE "tip_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"entries" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by_login_id" integer
);
--> statement-breakpoint
ALTER TABLE "tip_pools" ADD CONSTRAINT "tip_pools_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_pools" ADD CONSTRAINT "tip_pools_saved_by_login_id_logins_id_fk" FOREIGN KEY ("saved_by_login_id") REFERENCES "public"."logins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tip_pools_shop_range_key" ON "tip_pools" USING btree ("shop_id","from_day","to_day");