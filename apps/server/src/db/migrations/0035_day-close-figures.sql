ALTER TABLE "sales_by_day" ADD COLUMN "item_discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD COLUMN "promo_discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD COLUMN "comp_value_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD COLUMN "subsidy_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "item_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "promo_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "comp_value_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "subsidy_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 303): day close's figures of the orders kept so far, per hour and per day; rebuildRollups
-- computes the same (dayCloseFiguresFromRows in ledger.rollups.repository.ts).
UPDATE "sales_by_hour" h SET "item_discount_cents" = f."item", "promo_discount_cents" = f."promo", "comp_value_cents" = f."comp",
  "subsidy_cents" = f."subsidy"
FROM (
  SELECT shop_id, "hour", sum("item")::int AS "item", sum("promo")::int AS "promo", sum("comp")::int AS "comp", sum("subsidy")::int AS "subsidy"
  FROM (
    SELECT o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC' AS "hour", sum(i.discount_cents) AS "item",
      0 AS "promo", coalesce(sum(i.unit_price_cents * i.quantity) FILTER (WHERE i.is_complimentary), 0) AS "comp", 0 AS "subsidy"
    FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY 1, 2
    UNION ALL
    SELECT o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC', 0, sum(r.discount_cents), 0, 0
    FROM orders o JOIN promo_code_redemptions r ON r.order_id = o.id GROUP BY 1, 2
    UNION ALL
    SELECT o.shop_id, date_trunc('hour', o.created_at at time zone 'UTC') at time zone 'UTC', 0, 0, 0, sum(s.amount_cents * i.quantity)
    FROM orders o JOIN user_memberships um ON um.id = o.user_membership_id JOIN order_items i ON i.order_id = o.id
      JOIN order_item_options op ON op.order_item_id = i.id
      JOIN subsidies s ON s.option_value_id = op.menu_option_value_id AND s.membership_id = um.membership_id
    GROUP BY 1, 2) u
  GROUP BY 1, 2) f
WHERE h.shop_id = f.shop_id AND h.hour = f.hour;--> statement-breakpoint
UPDATE "sales_by_day" d SET "item_discount_cents" = f."item", "promo_discount_cents" = f."promo", "comp_value_cents" = f."comp",
  "subsidy_cents" = f."subsidy"
FROM (SELECT shop_id, (hour at time zone 'UTC')::date AS "day", sum(item_discount_cents) AS "item", sum(promo_discount_cents) AS "promo",
        sum(comp_value_cents) AS "comp", sum(subsidy_cents) AS "subsidy"
      FROM sales_by_hour
      WHERE item_discount_cents <> 0 OR promo_discount_cents <> 0 OR comp_value_cents <> 0 OR subsidy_cents <> 0 GROUP BY 1, 2) f
WHERE d.shop_id = f.shop_id AND d.day = f.day;
