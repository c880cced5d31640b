ALTER TABLE "custom_pages" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_pages" ADD COLUMN "html_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lounges" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sponsor_ads" ADD COLUMN "title_fr" text DEFAULT '' NOT NULL;