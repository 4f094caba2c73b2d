-- The Customers search through trigrams, and the Drifting rule solved for 'now' (decision 292).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- When a customer starts drifting: the contracts' Drifting rule (4 visits or more; more than twice the usual gap since
-- the last visit, the usual gap taken as a day at least) solved for 'now', to the microsecond and rounded down, so
-- that now > customer_drifts_at(...) holds exactly when the rule does. A change of SEGMENT_TERMS' drift terms needs a
-- migration that replaces it (the segments test compares both). Immutable: the answer depends on its arguments only.
CREATE FUNCTION customer_drifts_at(first_at timestamptz, last_at timestamptz, visits integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN visits >= 4 THEN last_at + interval '1 microsecond' * greatest(
    div(2 * extract(epoch from last_at - first_at) * 1000000, visits - 1), 2 * 86400000000::numeric)::float8 END;--> statement-breakpoint
CREATE TABLE "big_spender_rankings" (
	"shops" text PRIMARY KEY NOT NULL,
	"ranked_at" timestamp with time zone NOT NULL,
	"threshold_cents" integer
);
--> statement-breakpoint
CREATE TABLE "big_spenders" (
	"shops" text NOT NULL,
	"consumer_id" integer NOT NULL,
	"spend_cents" integer NOT NULL,
	CONSTRAINT "big_spenders_shops_consumer_id_pk" PRIMARY KEY("shops","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "chain_customer_counts" (
	"chain_shop_id" integer PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
-- chain_customers is written again below with its new figures, so its new columns start on an empty table.
DELETE FROM "chain_customers";--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "last_order_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "visits" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "spent_cents" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "drifts_at" timestamp with time zone GENERATED ALWAYS AS (customer_drifts_at(first_order_at, last_order_at, visits)) STORED;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "recent_orders_at" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD COLUMN "regular_since" timestamp with time zone GENERATED ALWAYS AS (recent_orders_at[4]) STORED;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD COLUMN "drifts_at" timestamp with time zone GENERATED ALWAYS AS (customer_drifts_at(first_order_at, last_order_at, visits)) STORED;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD COLUMN "recent_orders_at" timestamp with time zone[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_customers" ADD COLUMN "regular_since" timestamp with time zone GENERATED ALWAYS AS (recent_orders_at[4]) STORED;--> statement-breakpoint
ALTER TABLE "big_spenders" ADD CONSTRAINT "big_spenders_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_customer_counts" ADD CONSTRAINT "chain_customer_counts_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "big_spenders_consumer_idx" ON "big_spenders" USING btree ("consumer_id");--> statement-breakpoint
-- Each customer's latest orders, as many as Regulars counts (decision 292); rebuildRollups writes the same.
UPDATE "shop_customers" sc SET "recent_orders_at" = r.recent FROM (
  SELECT shop_id, consumer_id, (array_agg(created_at ORDER BY created_at DESC))[1:4] AS recent FROM orders GROUP BY 1, 2) r
WHERE sc.shop_id = r.shop_id AND sc.consumer_id = r.consumer_id;--> statement-breakpoint
CREATE INDEX "consumers_name_trgm_idx" ON "consumers" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumers_email_trgm_idx" ON "consumers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consumers_phone_trgm_idx" ON "consumers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chain_customers_chain_last_idx" ON "chain_customers" USING btree ("chain_shop_id","last_order_at");--> statement-breakpoint
CREATE INDEX "chain_customers_chain_visits_idx" ON "chain_customers" USING btree ("chain_shop_id","visits");--> statement-breakpoint
CREATE INDEX "chain_customers_chain_spend_idx" ON "chain_customers" USING btree ("chain_shop_id",("spent_cents" - "refunded_cents"));--> statement-breakpoint
CREATE INDEX "chain_customers_chain_drifts_idx" ON "chain_customers" USING btree ("chain_shop_id","drifts_at","consumer_id") WHERE "chain_customers"."drifts_at" is not null;--> statement-breakpoint
CREATE INDEX "chain_customers_chain_regular_idx" ON "chain_customers" USING btree ("chain_shop_id","regular_since") WHERE "chain_customers"."regular_since" is not null;--> statement-breakpoint
CREATE INDEX "chain_customers_chain_lapsing_idx" ON "chain_customers" USING btree ("chain_shop_id","last_order_at") WHERE "chain_customers"."visits" >= 3;--> statement-breakpoint
CREATE INDEX "orders_user_membership_idx" ON "orders" USING btree ("user_membership_id") WHERE "orders"."user_membership_id" is not null;--> statement-breakpoint
CREATE INDEX "promo_code_redemptions_consumer_idx" ON "promo_code_redemptions" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "shop_customers_shop_drifts_idx" ON "shop_customers" USING btree ("shop_id","drifts_at","consumer_id") WHERE "shop_customers"."drifts_at" is not null;--> statement-breakpoint
CREATE INDEX "shop_customers_shop_regular_idx" ON "shop_customers" USING btree ("shop_id","regular_since") WHERE "shop_customers"."regular_since" is not null;--> statement-breakpoint
CREATE INDEX "shop_customers_shop_lapsing_idx" ON "shop_customers" USING btree ("shop_id","last_order_at") WHERE "shop_customers"."visits" >= 3;--> statement-breakpoint
CREATE INDEX "transactions_user_membership_idx" ON "transactions" USING btree ("user_membership_id") WHERE "transactions"."user_membership_id" is not null;--> statement-breakpoint
CREATE INDEX "transactions_consumer_refunds_idx" ON "transactions" USING btree ("consumer_id") WHERE type = 2;--> statement-breakpoint
CREATE INDEX "user_memberships_approved_idx" ON "user_memberships" USING btree ("consumer_id","shop_id","membership_id") WHERE "user_memberships"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "marketing_consents_consumer_idx" ON "marketing_consents" USING btree ("consumer_id","answered_at" DESC NULLS LAST);--> statement-breakpoint
-- The chains' customers with their figures over the chain (decision 292), as rebuildRollups writes them.
INSERT INTO "chain_customers" (chain_shop_id, consumer_id, first_order_at, last_order_at, visits, spent_cents, recent_orders_at)
SELECT chain, consumer_id, min(created_at), max(created_at), count(*)::int, sum(total_cents)::int,
  (array_agg(created_at ORDER BY created_at DESC))[1:4]
FROM (SELECT CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END AS chain, o.consumer_id, o.created_at, o.total_cents
  FROM orders o JOIN shops s ON s.id = o.shop_id WHERE s.is_chain_shop OR s.chain_shop_id IS NOT NULL) c
GROUP BY 1, 2;--> statement-breakpoint
UPDATE "chain_customers" cc SET refunded_cents = r.refunded FROM (
  SELECT CASE WHEN s.is_chain_shop THEN s.id ELSE s.chain_shop_id END AS chain, sc.consumer_id, sum(sc.refunded_cents)::int AS refunded
  FROM shop_customers sc JOIN shops s ON s.id = sc.shop_id WHERE s.is_chain_shop OR s.chain_shop_id IS NOT NULL GROUP BY 1, 2) r
WHERE cc.chain_shop_id = r.chain AND cc.consumer_id = r.consumer_id AND r.refunded <> 0;--> statement-breakpoint
INSERT INTO "chain_customer_counts" (chain_shop_id, customers) SELECT chain_shop_id, count(*)::int FROM "chain_customers" GROUP BY 1;
