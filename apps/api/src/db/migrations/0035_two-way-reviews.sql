CREATE TABLE "buyer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "buyer_reviews_rating_range" CHECK ("buyer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_reviews" ADD CONSTRAINT "buyer_reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_reviews_order_idx" ON "buyer_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "buyer_reviews_buyer_idx" ON "buyer_reviews" USING btree ("buyer_id") WHERE "buyer_reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "buyer_reviews_unpublished_idx" ON "buyer_reviews" USING btree ("created_at") WHERE "buyer_reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_unpublished_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."published_at" is null;--> statement-breakpoint
-- Reviews written before double-blind reviews were already public: they stay published (decision 0093).
UPDATE "reviews" SET "published_at" = "created_at" WHERE "published_at" IS NULL;
