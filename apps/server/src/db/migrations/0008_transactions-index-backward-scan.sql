DROP INDEX "transactions_shop_type_created_idx";--> statement-breakpoint
DROP INDEX "transactions_shop_created_id_idx";--> statement-breakpoint
CREATE INDEX "transactions_shop_type_created_id_idx" ON "transactions" USING btree ("shop_id","type","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_shop_created_id_idx" ON "transactions" USING btree ("shop_id","created_at","id");