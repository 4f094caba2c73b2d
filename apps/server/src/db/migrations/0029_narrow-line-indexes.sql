DROP INDEX "order_item_options_order_item_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
CREATE INDEX "order_item_options_order_item_idx" ON "order_item_options" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");