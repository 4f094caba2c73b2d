CREATE TABLE "customer_items" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"user_membership_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"count" integer NOT NULL,
	"complimentary" integer NOT NULL,
	"first_ordered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_items_shop_id_consumer_id_user_membership_id_menu_item_id_name_pk" PRIMARY KEY("shop_id","consumer_id","user_membership_id","menu_item_id","name")
);
--> statement-breakpoint
CREATE TABLE "customer_modifiers" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"option_title" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "customer_modifiers_shop_id_consumer_id_option_title_value_pk" PRIMARY KEY("shop_id","consumer_id","option_title","value")
);
--> statement-breakpoint
ALTER TABLE "customer_items" ADD CONSTRAINT "customer_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_items" ADD CONSTRAINT "customer_items_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_modifiers" ADD CONSTRAINT "customer_modifiers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_modifiers" ADD CONSTRAINT "customer_modifiers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
insert into customer_items (shop_id, consumer_id, user_membership_id, menu_item_id, name, count, complimentary, first_ordered_at)
  select o.shop_id, o.consumer_id, coalesce(o.user_membership_id, 0), i.menu_item_id, i.name, sum(i.quantity)::int,
    coalesce(sum(i.quantity) filter (where i.is_complimentary), 0)::int, min(o.created_at)
  from orders o join order_items i on i.order_id = o.id
  group by 1, 2, 3, 4, 5;--> statement-breakpoint
insert into customer_modifiers (shop_id, consumer_id, option_title, value, count)
  select o.shop_id, o.consumer_id, op.option_title, op.value, sum(i.quantity)::int
  from orders o join order_items i on i.order_id = o.id join order_item_options op on op.order_item_id = i.id
  group by 1, 2, 3, 4;
