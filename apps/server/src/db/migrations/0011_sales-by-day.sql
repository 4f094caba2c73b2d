CREATE TABLE "sales_by_day" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"orders" integer NOT NULL,
	"member_orders" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"tip_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"member_gross_cents" bigint NOT NULL,
	"member_tax_cents" bigint NOT NULL,
	"member_tip_cents" bigint NOT NULL,
	"member_discount_cents" bigint NOT NULL,
	"member_total_cents" bigint NOT NULL,
	"member_fee_cents" bigint NOT NULL,
	"member_net_cents" bigint NOT NULL,
	CONSTRAINT "sales_by_day_shop_id_day_pk" PRIMARY KEY("shop_id","day")
);
--> statement-breakpoint
ALTER TABLE "sales_by_day" ADD CONSTRAINT "sales_by_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "sales_by_day" (shop_id, day, orders, member_orders, gross_cents, tax_cents, tip_cents, discount_cents, total_cents,
  fee_cents, net_cents, member_gross_cents, member_tax_cents, member_tip_cents, member_discount_cents, member_total_cents,
  member_fee_cents, member_net_cents)
SELECT shop_id, (hour at time zone 'UTC')::date, sum(orders)::int, sum(member_orders)::int, sum(gross_cents), sum(tax_cents),
  sum(tip_cents), sum(discount_cents), sum(total_cents), sum(fee_cents), sum(net_cents), sum(member_gross_cents),
  sum(member_tax_cents), sum(member_tip_cents), sum(member_discount_cents), sum(member_total_cents), sum(member_fee_cents),
  sum(member_net_cents)
FROM "sales_by_hour"
GROUP BY 1, 2;
