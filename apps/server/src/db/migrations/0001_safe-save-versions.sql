ALTER TABLE "shops" ADD COLUMN "info_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "hours_version" integer DEFAULT 0 NOT NULL;