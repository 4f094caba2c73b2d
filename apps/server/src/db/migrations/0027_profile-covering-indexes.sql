DROP INDEX "order_item_options_order_item_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "orders_shop_consumer_created_idx";--> statement-breakpoint
CREATE INDEX "order_item_options_order_item_idx" ON "order_item_options" USING btree ("order_item_id","option_title","value");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","id","menu_item_id","quantity","is_complimentary","name");--> statement-breakpoint
CREATE INDEX "orders_shop_consumer_created_idx" ON "orders" USING btree ("shop_id","consumer_id","created_at","id","total_cents");