ALTER TABLE "menu_categories" ADD COLUMN "station" text DEFAULT 'drinks' NOT NULL;--> statement-breakpoint
-- Existing categories: the food list's are the kitchen's, the rest the bar's.
UPDATE "menu_categories" SET "station" = 'food' WHERE "kind" = 'food';
