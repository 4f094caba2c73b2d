CREATE TABLE "customer_gaps" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"over_days" smallint NOT NULL,
	CONSTRAINT "customer_gaps_shop_id_consumer_id_from_at_pk" PRIMARY KEY("shop_id","consumer_id","from_at")
);
--> statement-breakpoint
CREATE TABLE "shop_days" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"spent_cents" bigint NOT NULL,
	"first_customers" integer NOT NULL,
	"last_customers" integer NOT NULL,
	CONSTRAINT "shop_days_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "customer_gaps" ADD CONSTRAINT "customer_gaps_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_gaps" ADD CONSTRAINT "customer_gaps_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_days" ADD CONSTRAINT "shop_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_gaps_shop_over_to_idx" ON "customer_gaps" USING btree ("shop_id","over_days","to_at","from_at");--> statement-breakpoint
INSERT INTO "shop_days" (shop_id, day, orders, gross_cents, spent_cents, first_customers, last_customers)
SELECT shop_id, day, sum(orders)::int, sum(gross)::bigint, sum(spent)::bigint, sum(firsts)::int, sum(lasts)::int FROM (
  SELECT shop_id, (created_at at time zone 'UTC')::date AS day, 1 AS orders, subtotal_cents AS gross, total_cents AS spent, 0 AS firsts, 0 AS lasts FROM "orders"
  UNION ALL
  SELECT shop_id, (first_order_at at time zone 'UTC')::date, 0, 0, 0, 1, 0 FROM "shop_customers"
  UNION ALL
  SELECT shop_id, (last_order_at at time zone 'UTC')::date, 0, 0, 0, 0, 1 FROM "shop_customers"
) d
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "customer_gaps" (shop_id, consumer_id, from_at, to_at, over_days)
SELECT shop_id, consumer_id, prev, created_at,
  CASE WHEN created_at - prev > interval '365 days' THEN 365 WHEN created_at - prev > interval '30 days' THEN 30
    WHEN created_at - prev > interval '7 days' THEN 7 ELSE 1 END
FROM (SELECT shop_id, consumer_id, created_at, lag(created_at) OVER (PARTITION BY shop_id, consumer_id ORDER BY created_at) AS prev FROM "orders") g
WHERE created_at - prev > interval '1 day';
