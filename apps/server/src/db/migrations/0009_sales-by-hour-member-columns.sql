ALTER TABLE "sales_by_hour" ADD COLUMN "member_gross_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_by_hour" ADD COLUMN "member_net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "sales_by_hour" s SET "member_gross_cents" = m.gross, "member_tax_cents" = m.tax, "member_tip_cents" = m.tip, "member_discount_cents" = m.discount, "member_total_cents" = m.total, "member_fee_cents" = m.fee, "member_net_cents" = m.net
FROM (
  SELECT shop_id, date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' AS hour,
    sum(subtotal_cents)::int AS gross, sum(tax_cents)::int AS tax, sum(tip_cents)::int AS tip, sum(discount_cents)::int AS discount,
    sum(total_cents)::int AS total, sum(fee_cents)::int AS fee, sum(net_cents)::int AS net
  FROM "orders" WHERE user_membership_id IS NOT NULL GROUP BY 1, 2
) m
WHERE s.shop_id = m.shop_id AND s.hour = m.hour;
