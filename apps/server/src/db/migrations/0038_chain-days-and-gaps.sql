CREATE TABLE "chain_days" (
	"chain_shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"first_customers" integer NOT NULL,
	"last_customers" integer NOT NULL,
	CONSTRAINT "chain_days_chain_shop_id_day_pk" PRIMARY KEY("chain_shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "chain_gaps" (
	"chain_shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"over_days" smallint NOT NULL,
	CONSTRAINT "chain_gaps_chain_shop_id_consumer_id_from_at_pk" PRIMARY KEY("chain_shop_id","consumer_id","from_at")
);
--> statement-breakpoint
ALTER TABLE "chain_days" ADD CONSTRAINT "chain_days_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_gaps" ADD CONSTRAINT "chain_gaps_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_gaps" ADD CONSTRAINT "chain_gaps_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_gaps_chain_over_to_idx" ON "chain_gaps" USING btree ("chain_shop_id","over_days","to_at","from_at");--> statement-breakpoint
INSERT INTO "chain_days" (chain_shop_id, day, first_customers, last_customers)
SELECT chain_shop_id, day, sum(firsts)::int, sum(lasts)::int FROM (
  SELECT chain_shop_id, (first_order_at AT TIME ZONE 'UTC')::date AS day, 1 AS firsts, 0 AS lasts FROM "chain_customers"
  UNION ALL
  SELECT chain_shop_id, (last_order_at AT TIME ZONE 'UTC')::date, 0, 1 FROM "chain_customers") d
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "chain_gaps" (chain_shop_id, consumer_id, from_at, to_at, over_days)
SELECT chain, consumer_id, prev, created_at,
  CASE WHEN created_at - prev > interval '365 days' THEN 365 WHEN created_at - prev > interval '30 days' THEN 30
    WHEN created_at - prev > interval '7 days' THEN 7 ELSE 1 END
FROM (SELECT CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END AS chain, o.consumer_id, o.created_at,
    lag(o.created_at) OVER (PARTITION BY CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END, o.consumer_id ORDER BY o.created_at) AS prev
  FROM orders o JOIN shops s ON s.id = o.shop_id
  WHERE s.is_chain_shop OR s.chain_shop_id IS NOT NULL) g
WHERE created_at - prev > interval '1 day';
