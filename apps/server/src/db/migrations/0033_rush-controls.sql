CREATE TABLE "shop_auto_busy" (
	"shop_id" integer NOT NULL,
	"station" text NOT NULL,
	"is_on" boolean NOT NULL,
	"orders_over" integer NOT NULL,
	"extra_minutes" integer NOT NULL,
	CONSTRAINT "shop_auto_busy_shop_id_station_pk" PRIMARY KEY("shop_id","station"),
	CONSTRAINT "shop_auto_busy_station" CHECK ("shop_auto_busy"."station" in ('drinks', 'food'))
);
--> statement-breakpoint
CREATE TABLE "shop_rushes" (
	"shop_id" integer NOT NULL,
	"target" text NOT NULL,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"set_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "shop_rushes_shop_id_target_pk" PRIMARY KEY("shop_id","target"),
	CONSTRAINT "shop_rushes_target" CHECK ("shop_rushes"."target" in ('pause', 'drinks', 'food'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_auto_busy" ADD CONSTRAINT "shop_auto_busy_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_rushes" ADD CONSTRAINT "shop_rushes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 299): Shop Info's switches become rushes set until someone ends them, before their columns go.
-- A paused shop keeps its pause; a busy one is busy at both stations with the switch's 15 extra minutes.
INSERT INTO "shop_rushes" ("shop_id", "target", "extra_minutes", "set_at", "ends_at")
SELECT "id", 'pause', 0, now(), NULL FROM "shops" WHERE "is_paused";--> statement-breakpoint
INSERT INTO "shop_rushes" ("shop_id", "target", "extra_minutes", "set_at", "ends_at")
SELECT "shops"."id", "station"."name", 15, now(), NULL FROM "shops" CROSS JOIN (VALUES ('drinks'), ('food')) AS "station"("name")
WHERE "shops"."is_busy";--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "is_paused";--> statement-breakpoint
ALTER TABLE "shops" DROP COLUMN "is_busy";