CREATE TABLE "chain_customers" (
	"chain_shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"first_order_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chain_customers_chain_shop_id_consumer_id_pk" PRIMARY KEY("chain_shop_id","consumer_id")
);
--> statement-breakpoint
ALTER TABLE "chain_customers" ADD CONSTRAINT "chain_customers_chain_shop_id_shops_id_fk" FOREIGN KEY ("chain_shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_customers" ADD CONSTRAINT "chain_customers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chain_customers_chain_first_idx" ON "chain_customers" USING btree ("chain_shop_id","first_order_at");--> statement-breakpoint
insert into chain_customers (chain_shop_id, consumer_id, first_order_at)
select case when s.is_chain_shop then s.id else s.chain_shop_id end, sc.consumer_id, min(sc.first_order_at)
from shop_customers sc join shops s on s.id = sc.shop_id
where s.is_chain_shop or s.chain_shop_id is not null
group by 1, 2;
