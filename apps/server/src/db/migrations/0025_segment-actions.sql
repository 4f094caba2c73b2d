CREATE TABLE "marketing_consents" (
	"shop_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"consented" boolean NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_consents_shop_id_consumer_id_pk" PRIMARY KEY("shop_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_customers" (
	"promo_code_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	CONSTRAINT "promo_code_customers_promo_code_id_consumer_id_pk" PRIMARY KEY("promo_code_id","consumer_id")
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "segment" text;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_customers" ADD CONSTRAINT "promo_code_customers_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_customers" ADD CONSTRAINT "promo_code_customers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;