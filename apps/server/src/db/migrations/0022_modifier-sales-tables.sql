ALTER TABLE "addon_sales_by_day" RENAME TO "modifier_sales_by_day";
--> statement-breakpoint
ALTER TABLE "addon_sales_by_month" RENAME TO "modifier_sales_by_month";
--> statement-breakpoint
ALTER TABLE "addon_value_sales_by_day" RENAME TO "modifier_value_sales_by_day";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_day" RENAME CONSTRAINT "addon_sales_by_day_shop_id_day_menu_item_id_option_title_value_pk" TO "modifier_sales_by_day_shop_id_day_menu_item_id_option_title_value_pk";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_day" RENAME CONSTRAINT "addon_sales_by_day_shop_id_shops_id_fk" TO "modifier_sales_by_day_shop_id_shops_id_fk";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_day" RENAME CONSTRAINT "addon_sales_by_day_menu_item_id_menu_items_id_fk" TO "modifier_sales_by_day_menu_item_id_menu_items_id_fk";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_month" RENAME CONSTRAINT "addon_sales_by_month_shop_id_month_menu_item_id_option_title_value_pk" TO "modifier_sales_by_month_shop_id_month_menu_item_id_option_title_value_pk";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_month" RENAME CONSTRAINT "addon_sales_by_month_shop_id_shops_id_fk" TO "modifier_sales_by_month_shop_id_shops_id_fk";
--> statement-breakpoint
ALTER TABLE "modifier_sales_by_month" RENAME CONSTRAINT "addon_sales_by_month_menu_item_id_menu_items_id_fk" TO "modifier_sales_by_month_menu_item_id_menu_items_id_fk";
--> statement-breakpoint
ALTER TABLE "modifier_value_sales_by_day" RENAME CONSTRAINT "addon_value_sales_by_day_shop_id_option_title_value_day_pk" TO "modifier_value_sales_by_day_shop_id_option_title_value_day_pk";
--> statement-breakpoint
ALTER TABLE "modifier_value_sales_by_day" RENAME CONSTRAINT "addon_value_sales_by_day_shop_id_shops_id_fk" TO "modifier_value_sales_by_day_shop_id_shops_id_fk";
