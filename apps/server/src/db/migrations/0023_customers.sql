ALTER TABLE "shop_customers" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "user_memberships_consumer_idx" ON "user_memberships" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "orders_shop_created_consumer_total_idx" ON "orders" USING btree ("shop_id","created_at","consumer_id","total_cents");--> statement-breakpoint
CREATE INDEX "shop_customers_shop_visits_idx" ON "shop_customers" USING btree ("shop_id","visits");--> statement-breakpoint
CREATE INDEX "shop_customers_shop_spend_idx" ON "shop_customers" USING btree ("shop_id",("spent_cents" - "refunded_cents"));--> statement-breakpoint
update shop_customers sc set refunded_cents = r.refunded
from (select shop_id, consumer_id, -sum(amount_cents)::int as refunded from transactions
  where type = 2 and consumer_id is not null group by 1, 2) r
where sc.shop_id = r.shop_id and sc.consumer_id = r.consumer_id;
