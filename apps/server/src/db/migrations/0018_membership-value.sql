CREATE TABLE "customer_months" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"membership_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"orders" integer NOT NULL,
	"gross_cents" bigint NOT NULL,
	CONSTRAINT "customer_months_shop_id_month_membership_id_consumer_id_pk" PRIMARY KEY("shop_id","month","membership_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "membership_value_by_month" (
	"shop_id" integer NOT NULL,
	"month" date NOT NULL,
	"membership_id" integer NOT NULL,
	"dues_cents" bigint NOT NULL,
	"dues_refund_cents" bigint NOT NULL,
	"comp_items" bigint NOT NULL,
	"comp_value_cents" bigint NOT NULL,
	"subsidy_cents" bigint NOT NULL,
	"orders" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"customers" bigint NOT NULL,
	CONSTRAINT "membership_value_by_month_shop_id_month_membership_id_pk" PRIMARY KEY("shop_id","month","membership_id")
);
--> statement-breakpoint
ALTER TABLE "customer_months" ADD CONSTRAINT "customer_months_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_months" ADD CONSTRAINT "customer_months_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_value_by_month" ADD CONSTRAINT "membership_value_by_month_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
insert into customer_months (shop_id, month, membership_id, consumer_id, orders, gross_cents)
  select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, coalesce(um.membership_id, 0), o.consumer_id,
    count(*)::int, sum(o.subtotal_cents)
  from orders o left join user_memberships um on um.id = o.user_membership_id
  group by 1, 2, 3, 4;--> statement-breakpoint
insert into membership_value_by_month (shop_id, month, membership_id, dues_cents, dues_refund_cents, comp_items, comp_value_cents, subsidy_cents, orders, gross_cents, customers)
  select shop_id, month, membership_id, sum(dues), sum(dues_refund), sum(comp_items), sum(comp_value), sum(subsidy), sum(orders),
    sum(gross), sum(customers)
  from (
    select shop_id, month, membership_id, 0 as dues, 0 as dues_refund, 0 as comp_items, 0 as comp_value, 0 as subsidy,
      sum(orders) as orders, sum(gross_cents) as gross, count(*) as customers
    from customer_months group by 1, 2, 3
    union all
    select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, um.membership_id, 0, 0,
      coalesce(sum(i.quantity) filter (where i.is_complimentary), 0), coalesce(sum(i.unit_price_cents * i.quantity) filter (where i.is_complimentary), 0),
      0, 0, 0, 0
    from orders o join user_memberships um on um.id = o.user_membership_id join order_items i on i.order_id = o.id
    group by 1, 2, 3
    union all
    select o.shop_id, date_trunc('month', o.created_at at time zone 'UTC')::date, um.membership_id, 0, 0, 0, 0,
      sum(s.amount_cents * i.quantity), 0, 0, 0
    from orders o join user_memberships um on um.id = o.user_membership_id join order_items i on i.order_id = o.id
      join order_item_options op on op.order_item_id = i.id
      join subsidies s on s.option_value_id = op.menu_option_value_id and s.membership_id = um.membership_id
    group by 1, 2, 3
    union all
    select t.shop_id, date_trunc('month', t.created_at at time zone 'UTC')::date, um.membership_id,
      coalesce(sum(t.amount_cents) filter (where t.type = 3), 0),
      coalesce(sum(t.amount_cents) filter (where t.type = 10), 0), 0, 0, 0, 0, 0, 0
    from transactions t join user_memberships um on um.id = t.user_membership_id
    where t.type in (3, 10)
    group by 1, 2, 3) v
  group by 1, 2, 3;
