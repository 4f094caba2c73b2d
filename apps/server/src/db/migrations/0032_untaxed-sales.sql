ALTER TABLE "sales_by_day" ADD COLUMN "untaxed_sales_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "untaxed_sales_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The orders that carried no tax, per hour and per day (rebuildRollups computes the same).
UPDATE "sales_by_hour" h SET "untaxed_sales_cents" = u."sales"
FROM (SELECT shop_id, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' AS "hour",
        sum(subtotal_cents - discount_cents)::int AS "sales"
      FROM orders WHERE tax_cents = 0 GROUP BY 1, 2) u
WHERE h.shop_id = u.shop_id AND h.hour = u.hour;--> statement-breakpoint
UPDATE "sales_by_day" d SET "untaxed_sales_cents" = u."sales"
FROM (SELECT shop_id, (hour at time zone 'UTC')::date AS "day", sum(untaxed_sales_cents) AS "sales"
      FROM sales_by_hour WHERE untaxed_sales_cents <> 0 GROUP BY 1, 2) u
WHERE d.shop_id = u.shop_id AND d.day = u.day;
