CREATE TABLE "frequency_weeks" (
	"shop_id" integer NOT NULL,
	"last_day" date NOT NULL,
	"customers" integer[] NOT NULL,
	CONSTRAINT "frequency_weeks_shop_id_last_day_pk" PRIMARY KEY("shop_id","last_day")
);
--> statement-breakpoint
ALTER TABLE "frequency_weeks" ADD CONSTRAINT "frequency_weeks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;