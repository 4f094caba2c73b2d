CREATE TABLE "transaction_sums_by_day" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" integer NOT NULL,
	"count" integer NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"tip_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	"refund_amount_cents" bigint NOT NULL,
	CONSTRAINT "transaction_sums_by_day_shop_id_day_type_pk" PRIMARY KEY("shop_id","day","type")
);
--> statement-breakpoint
ALTER TABLE "transaction_sums_by_day" ADD CONSTRAINT "transaction_sums_by_day_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "transaction_sums_by_day" (shop_id, day, type, count, subtotal_cents, tax_cents, tip_cents, discount_cents, amount_cents,
  fee_cents, net_cents, refund_amount_cents)
SELECT shop_id, (created_at at time zone 'UTC')::date, type, count(*)::int, sum(subtotal_cents), sum(tax_cents), sum(tip_cents),
  sum(discount_cents), sum(amount_cents), sum(fee_cents), sum(net_cents),
  coalesce(sum(amount_cents) filter (where description ilike '%refund%'), 0)
FROM "transactions" WHERE type not in (0, 6)
GROUP BY 1, 2, 3;
