ALTER TABLE "menu_categories" ADD COLUMN "windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "windows" jsonb DEFAULT '[]'::jsonb NOT NULL;