CREATE TABLE "chain_member_days" (
	"chain_shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"first_members" integer NOT NULL,
	"last_members" integer NOT NULL,
	CONSTRAINT "chain_member_days_chain_shop_id_day_pk" PRIMARY KEY("chain_shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "chain_member_gaps" (
	"chain_shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"over_days" smallint NOT NULL,
	CONSTRAINT "chain_member_gaps_chain_shop_id_consumer_id_from_at_pk" PRIMARY KEY("chain_shop_id","consumer_id","from_at")
);
--> statement-breakpoint
CREATE TABLE "chain_members" (
	"chain_shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_members_chain_shop_id_consumer_id_pk" PRIMARY KEY("chain_shop_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "member_gaps" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"over_days" smallint NOT NULL,
	CONSTRAINT "member_gaps_shop_id_consumer_id_from_at_pk" PRIMARY KEY("shop_id","consumer_id","from_at")
);
--> statement-breakpoint
CREATE TABLE "shop_member_days" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"first_members" integer NOT NULL,
	"last_members" integer NOT NULL,
	CONSTRAINT "shop_member_days_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	"last_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_members_shop_id_consumer_id_pk" PRIMARY KEY("shop_id","consumer_id")
);
--> statement-breakpoint
ALTER TABLE "chain_member_days" ADD CONSTRAINT "chain_member_days_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_member_gaps" ADD CONSTRAINT "chain_member_gaps_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_member_gaps" ADD CONSTRAINT "chain_member_gaps_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_members" ADD CONSTRAINT "chain_members_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_members" ADD CONSTRAINT "chain_members_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gaps" ADD CONSTRAINT "member_gaps_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_gaps" ADD CONSTRAINT "member_gaps_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_member_days" ADD CONSTRAINT "shop_member_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_member_gaps_chain_over_to_idx" ON "chain_member_gaps" USING btree ("chain_shop_id","over_days","to_at","from_at");--> statement-breakpoint
CREATE INDEX "member_gaps_shop_over_to_idx" ON "member_gaps" USING btree ("shop_id","over_days","to_at","from_at");--> statement-breakpoint
INSERT INTO "shop_members" (shop_id, consumer_id, first_order_at, last_order_at)
SELECT shop_id, consumer_id, min(created_at), max(created_at) FROM orders
WHERE user_membership_id IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "shop_member_days" (shop_id, day, first_members, last_members)
SELECT shop_id, day, sum(firsts)::int, sum(lasts)::int FROM (
  SELECT shop_id, (first_order_at AT TIME ZONE 'UTC')::date AS day, 1 AS firsts, 0 AS lasts FROM "shop_members"
  UNION ALL
  SELECT shop_id, (last_order_at AT TIME ZONE 'UTC')::date, 0, 1 FROM "shop_members") d
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "member_gaps" (shop_id, consumer_id, from_at, to_at, over_days)
SELECT shop_id, consumer_id, prev, created_at,
  CASE WHEN created_at - prev > interval '365 days' THEN 365 WHEN created_at - prev > interval '30 days' THEN 30
    WHEN created_at - prev > interval '7 days' THEN 7 ELSE 1 END
FROM (SELECT shop_id, consumer_id, created_at, lag(created_at) OVER (PARTITION BY shop_id, consumer_id ORDER BY created_at) AS prev
  FROM orders WHERE user_membership_id IS NOT NULL) g
WHERE created_at - prev > interval '1 day';--> statement-breakpoint
INSERT INTO "chain_members" (chain_shop_id, consumer_id, first_order_at, last_order_at)
SELECT CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END, o.consumer_id, min(o.created_at), max(o.created_at)
FROM orders o JOIN shops s ON s.id = o.shop_id
WHERE o.user_membership_id IS NOT NULL AND (s.is_chain_shop OR s.chain_shop_id IS NOT NULL)
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "chain_member_days" (chain_shop_id, day, first_members, last_members)
SELECT chain_shop_id, day, sum(firsts)::int, sum(lasts)::int FROM (
  SELECT chain_shop_id, (first_order_at AT TIME ZONE 'UTC')::date AS day, 1 AS firsts, 0 AS lasts FROM "chain_members"
  UNION ALL
  SELECT chain_shop_id, (last_order_at AT TIME ZONE 'UTC')::date, 0, 1 FROM "chain_members") d
GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "chain_member_gaps" (chain_shop_id, consumer_id, from_at, to_at, over_days)
SELECT chain, consumer_id, prev, created_at,
  CASE WHEN created_at - prev > interval '365 days' THEN 365 WHEN created_at - prev > interval '30 days' THEN 30
    WHEN created_at - prev > interval '7 days' THEN 7 ELSE 1 END
FROM (SELECT CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END AS chain, o.consumer_id, o.created_at,
    lag(o.created_at) OVER (PARTITION BY CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END, o.consumer_id ORDER BY o.created_at) AS prev
  FROM orders o JOIN shops s ON s.id = o.shop_id
  WHERE o.user_membership_id IS NOT NULL AND (s.is_chain_shop OR s.chain_shop_id IS NOT NULL)) g
WHERE created_at - prev > interval '1 day';
