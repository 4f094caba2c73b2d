CREATE TABLE "addon_sales_by_month" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"menu_item_id" integer NOT NULL,
	"option_title" text NOT NULL,
	"value" text NOT NULL,
	"count" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	CONSTRAINT "addon_sales_by_month_shop_id_month_menu_item_id_option_title_value_pk" PRIMARY KEY("shop_id","month","menu_item_id","option_title","value")
);
--> statement-breakpoint
CREATE TABLE "addon_value_sales_by_day" (
	"shop_id" integer NOT NULL,
	"option_title" text NOT NULL,
	"value" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	CONSTRAINT "addon_value_sales_by_day_shop_id_option_title_value_day_pk" PRIMARY KEY("shop_id","option_title","value","day")
);
--> statement-breakpoint
CREATE TABLE "item_sales_by_month" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_day" date NOT NULL,
	"count" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	CONSTRAINT "item_sales_by_month_shop_id_month_menu_item_id_pk" PRIMARY KEY("shop_id","month","menu_item_id")
);
--> statement-breakpoint
ALTER TABLE "addon_sales_by_month" ADD CONSTRAINT "addon_sales_by_month_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_sales_by_month" ADD CONSTRAINT "addon_sales_by_month_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addon_value_sales_by_day" ADD CONSTRAINT "addon_value_sales_by_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_by_month" ADD CONSTRAINT "item_sales_by_month_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales_by_month" ADD CONSTRAINT "item_sales_by_month_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
INSERT INTO "item_sales_by_month" (shop_id, month, menu_item_id, name, name_day, count, gross_cents)
SELECT shop_id, day - (extract(day from day)::int - 1), menu_item_id, (array_agg(name order by day desc))[1], max(day), sum(count),
  sum(gross_cents)
FROM "item_sales_by_day"
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "addon_sales_by_month" (shop_id, month, menu_item_id, option_title, value, count, gross_cents)
SELECT shop_id, day - (extract(day from day)::int - 1), menu_item_id, option_title, value, sum(count), sum(gross_cents)
FROM "addon_sales_by_day"
GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "addon_value_sales_by_day" (shop_id, option_title, value, day, count, gross_cents)
SELECT shop_id, option_title, value, day, sum(count)::int, sum(gross_cents)::int
FROM "addon_sales_by_day"
GROUP BY 1, 2, 3, 4;
